import { DEFAULT_LANGUAGE, type Language } from '../domain/languages';
import { type Message, type MessageValue, isMessage, messageOfIssue } from './message';
import { formatMoney } from '../domain/money-format';
import { type Catalog, fillMessage } from './fill-message';
import { MESSAGES_EN } from './messages-en';
import { MESSAGES_ES_AR } from './messages-es-ar';

// The one place a message becomes words: its language's catalog, its values said in that language too.
// Ids hold dots, so keys are flat (no key or namespace separator).

// Both languages are loaded: Spanish weighs 3 % of a function's cold start, less than making every caller wait for it.
const CATALOGS: Readonly<Record<Language, Catalog>> = { en: MESSAGES_EN, 'es-AR': MESSAGES_ES_AR };

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
  return Object.hasOwn(MESSAGES_EN, id) || Object.hasOwn(MESSAGES_EN, `${id}_other`);
}

/** `message` in `language`, from that language's catalog. */
export function renderMessage(message: Message, language: Language = DEFAULT_LANGUAGE): string {
  const values = Object.fromEntries(Object.entries(message.values ?? {}).map(([name, value]) => [name, valueIn(value, language)]));
  return fillMessage(CATALOGS[language], message.id, language, values) ?? message.id;
}

/** A schema's issue message (a reference, see message.ts) in `language`. */
export function renderSchemaMessage(text: string, language: Language = DEFAULT_LANGUAGE): string {
  return renderMessage(messageOfIssue(text), language);
}
