import i18next from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '../domain/languages';
import { type Message, type MessageValue, isMessage, messageOfReference } from './message';
import { MESSAGES_EN } from './messages-en';
import { MESSAGES_ES_AR } from './messages-es-ar';
import { translateMessage } from './translate-message';

// The one place a message becomes words: its language's catalog, its values said in that language too.
// Ids hold dots, so keys are flat (no key or namespace separator).

const catalogs = i18next.createInstance();
void catalogs.init({
  initAsync: false,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  resources: { en: { translation: MESSAGES_EN }, 'es-AR': { translation: MESSAGES_ES_AR } },
});
// The catalogs' keys are ids, not the web's typed keys (web/src/lib/i18n declares those for i18next).
const say = catalogs.t.bind(catalogs) as unknown as (key: string, options: Record<string, unknown>) => string;

function valueIn(value: MessageValue, language: Language): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (isMessage(value)) return renderMessage(value, language);
  return value.map((item) => valueIn(item, language)).join(', ');
}

/** `message` in `language`, from that language's catalog. */
export function renderMessage(message: Message, language: Language = DEFAULT_LANGUAGE): string {
  // Transitional: a site not yet converted gives English text, said in another language by its words.
  if (message.id === 'api.englishText') return translateMessage(String(message.values?.text ?? ''), language);
  const values = Object.fromEntries(Object.entries(message.values ?? {}).map(([name, value]) => [name, valueIn(value, language)]));
  return say(message.id, { lng: language, ...values });
}

/** A schema's message (a reference, see message.ts) in `language`; zod's own words as they are. */
export function renderSchemaMessage(text: string, language: Language = DEFAULT_LANGUAGE): string {
  const message = messageOfReference(text);
  return message ? renderMessage(message, language) : text;
}
