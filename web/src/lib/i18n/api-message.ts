import { translateMessage } from '@hostel/shared/i18n/translate-message';
import { currentLanguage } from './i18n';

/**
 * A validation or API message (the spec's English, from the shared schemas or a client-side check) in the
 * screens' language, through the shared messages catalog (shared/src/i18n/messages-es-ar.ts).
 */
export function apiMessage(text: string): string {
  return translateMessage(text, currentLanguage());
}
