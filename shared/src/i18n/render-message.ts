import { DEFAULT_LANGUAGE, type Language } from '../domain/languages';
import { type Message, type MessageValue, isMessage, messageOfIssue } from './message';
import { formatMoney } from '../domain/money-format';
import { type Catalog, fillMessage } from './fill-message';
import { MESSAGES_EN } from './messages-en';
import { MESSAGES_ES_AR } from './messages-es-ar';

// The one place a message becomes words: its language's catalog, its values said in that language too.
// Ids hold dots, so keys are flat (no key or namespace separator).

/**
 * Where a deployed function's entry (infra/src/function-entry.ts) puts the catalogs as JSON text before the
 * handler loads: V8 scans a string far faster than it parses an object literal of 75 KB at every cold start,
 * and a language is parsed only when first said (Spanish only when asked for).
 */
export const MESSAGE_TEXTS_KEY = 'hostel.messageTexts';
type Texts = Readonly<Record<Language, string>>;
const registered = (globalThis as { [key: symbol]: Texts | undefined })[Symbol.for(MESSAGE_TEXTS_KEY)];

// Anywhere else (the local server, tests, the web) the catalogs come from source. A deployed bundle is built with
// HOSTEL_CALL_BUNDLE defined (infra/src/lambda-bundling.ts), which makes these imports dead code: esbuild leaves them out.
const fromSource: Partial<Record<Language, Catalog>> | undefined =
  process.env.HOSTEL_CALL_BUNDLE === 'true' ? undefined : { en: MESSAGES_EN, 'es-AR': MESSAGES_ES_AR };

const parsed: Partial<Record<Language, Catalog>> = {};

function catalogOf(language: Language): Catalog {
  const known = parsed[language] ?? fromSource?.[language];
  if (known) return known;
  const text = registered?.[language];
  if (text === undefined) throw new Error(`No ${language} message catalog: this bundle's entry registered none`);
  parsed[language] = JSON.parse(text) as Catalog;
  return parsed[language];
}

// A day in Spanish (Argentina): dd/MM/yyyy, read as a calendar date (UTC), whatever the server's zone. Made
// when first needed, not at a function's cold start.
let spanishDay: Intl.DateTimeFormat | undefined;

function dayIn(date: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return date;
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  spanishDay ??= new Intl.DateTimeFormat('es-AR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  return spanishDay.format(at);
}

function valueIn(value: MessageValue, language: Language): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (isMessage(value)) return renderMessage(value, language);
  if ('amount' in value) return formatMoney(value.amount, value.currency, language);
  if ('day' in value) return dayIn(value.day, language);
  return value.map((item) => valueIn(item, language)).join(', ');
}

/** Whether the catalogs have the id (an answer from a newer API may name one this build does not know). */
export function hasMessage(id: string): boolean {
  const english = catalogOf(DEFAULT_LANGUAGE);
  return Object.hasOwn(english, id) || Object.hasOwn(english, `${id}_other`);
}

/** `message` in `language`, from that language's catalog. */
export function renderMessage(message: Message, language: Language = DEFAULT_LANGUAGE): string {
  const values = Object.fromEntries(Object.entries(message.values ?? {}).map(([name, value]) => [name, valueIn(value, language)]));
  return fillMessage(catalogOf(language), message.id, language, values) ?? message.id;
}

/** A schema's issue message (a reference, see message.ts) in `language`. */
export function renderSchemaMessage(text: string, language: Language = DEFAULT_LANGUAGE): string {
  return renderMessage(messageOfIssue(text), language);
}
