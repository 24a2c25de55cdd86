import { MESSAGES_EN, type MessageId } from './messages-en';

// A message is an id of the catalogs and the values its sentence names, never a sentence: each language
// says it from its own catalog (render-message.ts). How to add one: docs/architecture/messages.md.

export type { LabelId, MessageId } from './messages-en';

/** A value put into a message: a name or number as it is, another message (said in the same language), or a list of them. */
export type MessageValue = string | number | Message | readonly MessageValue[];

export type MessageValues = Readonly<Record<string, MessageValue>>;

export interface Message {
  readonly id: MessageId;
  readonly values?: MessageValues;
}

/** The message `id` with its values. */
export function message(id: MessageId, values?: MessageValues): Message {
  return values ? { id, values } : { id };
}

/**
 * A message from what an error site gives: an id (with its values), a message, or, at a site not yet
 * converted, its English text (transitional: said in another language by render-message.ts's fallback).
 */
export function messageOf(said: MessageId | Message | EnglishText, values?: MessageValues): Message {
  if (typeof said !== 'string') return said;
  if (isMessageId(said)) return message(said, values);
  return { id: 'api.englishText', values: { text: said } };
}

/** English text at a site not yet naming its message by id (docs/architecture/messages.md). */
export type EnglishText = string & { readonly englishText?: never };

const isMessageId = (text: string): text is MessageId => Object.hasOwn(MESSAGES_EN, text) || Object.hasOwn(MESSAGES_EN, `${text}_other`);

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as Message).id === 'string';
}

// zod carries an issue's message as a string: a schema's message is the reference to it, written as JSON
// after this mark, and read back by id wherever an issue is shown (never by its words).
const REFERENCE_MARK = 'message:';

/** A message as a schema's (zod's) message string. */
export function said(id: MessageId, values?: MessageValues): string {
  return REFERENCE_MARK + JSON.stringify(message(id, values));
}

/** The message a schema's message string refers to; undefined for one that is not a reference (zod's own). */
export function messageOfReference(text: string): Message | undefined {
  if (!text.startsWith(REFERENCE_MARK)) return undefined;
  const parsed: unknown = JSON.parse(text.slice(REFERENCE_MARK.length));
  return isMessage(parsed) ? parsed : undefined;
}
