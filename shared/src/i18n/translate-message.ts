import i18next from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '../domain/languages';
import { MESSAGES_EN } from './messages-en';
import { MESSAGES_ES_AR as BY_ID } from './messages-es-ar';

// Transitional, until the schemas (shared/src/api) and the web's own checks name their messages by id
// (docs/architecture/messages.md): their English text is said in Spanish by matching the catalogs' English
// forms. The API's answers never come through here: they are rendered from their ids (render-message.ts).

/** English form → Spanish, joined by id. */
const MESSAGES_ES_AR: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(MESSAGES_EN).map(([id, english]) => [english, BY_ID[id as keyof typeof MESSAGES_EN]]),
);

/** Natural-language keys: the English text is the key, so `.` and `:` in it are plain characters. */
const messages = i18next.createInstance();
void messages.init({
  initAsync: false,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  resources: { 'es-AR': { translation: MESSAGES_ES_AR } },
});
// Keys are the messages themselves, not the web's typed catalog keys (web/src/lib/i18n declares those for i18next).
const say = messages.t.bind(messages) as unknown as (key: string, options: Record<string, unknown>) => string;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const HAS_PLACEHOLDER = /\{\{\s*\w+\s*\}\}/;

interface Pattern {
  key: string;
  names: string[];
  regex: RegExp;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The catalog's placeholder forms, the most specific (most fixed text) first. */
const patterns: Pattern[] = Object.keys(MESSAGES_ES_AR)
  .filter((key) => HAS_PLACEHOLDER.test(key))
  .map((key) => {
    const names = [...key.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    const source = key
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 0 ? escapeRegex(part) : '([\\s\\S]+?)'))
      .join('');
    return { key, names, regex: new RegExp(`^${source}$`) };
  })
  .sort((a, b) => b.key.replace(PLACEHOLDER, '').length - a.key.replace(PLACEHOLDER, '').length);

const MAX_DEPTH = 3;

/** A value inside a message: a known word or sentence, else a list of them (`a, b; c`), else itself. */
function translateValue(value: string, language: Language, depth: number): string {
  if (Object.hasOwn(MESSAGES_ES_AR, value)) return say(value, { lng: language });
  // A list is read item by item before a pattern may take it whole ("a has 2 free, b has 1 free").
  for (const separator of ['; ', ', ']) {
    if (value.includes(separator))
      return value
        .split(separator)
        .map((part) => translateValue(part, language, depth))
        .join(separator);
  }
  return translateText(value, language, depth) ?? value;
}

function translateText(text: string, language: Language, depth: number): string | undefined {
  if (Object.hasOwn(MESSAGES_ES_AR, text)) return say(text, { lng: language });
  if (depth >= MAX_DEPTH) return undefined;
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(pattern.names.map((name, index) => [name, translateValue(match[index + 1]!, language, depth + 1)]));
    return say(pattern.key, { lng: language, ...values });
  }
  return undefined;
}

/** `text` in `language`: the same text in English (the spec's), else the catalog's words, else the text as it is. */
export function translateMessage(text: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return text;
  return translateText(text, language, 0) ?? text;
}
