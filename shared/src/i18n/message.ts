import type { MessageId } from './messages-en';

// A message is an id of the catalogs and the values its sentence names, never a sentence: each language
// says it from its own catalog (render-message.ts). How to add one: docs/architecture/messages.md.

export type { LabelId, MessageId } from './messages-en';

/** A value put into a message: a name or number as it is, another message (said in the same language), a sum or a day (said the language's way), or a list of them. */
export type MessageValue = string | number | Message | MoneyValue | DayValue | readonly MessageValue[];

/** A sum of money in its currency: said with Intl in the language (`$80.00`, `$ 150.000,00`). */
export interface MoneyValue {
  readonly amount: number;
  readonly currency: string;
}

/** A day, yyyy-MM-dd: said as written in English (the spec's), dd/MM/yyyy in Spanish (Argentina). */
export interface DayValue {
  readonly day: string;
}

export const money = (amount: number, currency: string): MoneyValue => ({ amount, currency });
export const day = (date: string): DayValue => ({ day: date });

export type MessageValues = Readonly<Record<string, MessageValue>>;

export interface Message {
  readonly id: MessageId;
  readonly values?: MessageValues;
}

/** The message `id` with its values. */
export function message(id: MessageId, values?: MessageValues): Message {
  return values ? { id, values } : { id };
}

/** A message from what an error site gives: an id (with its values), or a message. */
export function messageOf(said: MessageId | Message, values?: MessageValues): Message {
  return typeof said === 'string' ? message(said, values) : said;
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as Message).id === 'string';
}

// zod carries an issue's message as a string: a schema's message is the reference to it, written as JSON
// after this mark, and read back by id wherever an issue is shown (never by its words).
const REFERENCE_MARK = 'message:';

/** A message as a schema's (zod's) message string. */
export function said(id: MessageId, values?: MessageValues): string {
  return reference(message(id, values));
}

/** A message already built (with its values) as a schema's (zod's) message string. */
export function reference(said: Message): string {
  return REFERENCE_MARK + JSON.stringify(said);
}

/** The message a schema's message string refers to; undefined for one that is not a reference. */
export function messageOfReference(text: string): Message | undefined {
  if (!text.startsWith(REFERENCE_MARK)) return undefined;
  const parsed: unknown = JSON.parse(text.slice(REFERENCE_MARK.length));
  return isMessage(parsed) ? parsed : undefined;
}

/** The message of a schema's issue: its reference, else zod's own "Invalid input" (a parse without the error map, shared/src/api/zod-messages.ts). */
export function messageOfIssue(text: string): Message {
  return messageOfReference(text) ?? message('validation.invalidInput');
}
