import { MESSAGES_EN } from '../../shared/src/i18n/messages-en';
import { MESSAGES_ES_AR } from '../../shared/src/i18n/messages-es-ar';

/** The API messages' English forms with their Spanish, joined by id: what the text scans compare with. */
export const SPANISH_BY_ENGLISH: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(MESSAGES_EN).map(([id, english]) => [english, MESSAGES_ES_AR[id as keyof typeof MESSAGES_EN]]),
);
