import type { Language } from '@hostel/shared/domain/languages';
import { negotiateLanguage, requestedLanguageOf } from '@hostel/shared/i18n/accept-language';
import { MESSAGE_IDS_HEADER } from '@hostel/shared/api/message-ids-header';
import { isMessage, type Message } from '@hostel/shared/i18n/message';
import { renderMessage } from '@hostel/shared/i18n/render-message';
import { type ApiEvent, header } from './pipeline-types';

// The API answers in the request's language: the code names every message by id (shared/src/i18n), and the
// one place answers are made says it from the catalog of the language Accept-Language asks for.

/** The language a request asks for (English when it asks for none we speak). */
export function requestLanguage(event: ApiEvent): Language {
  return negotiateLanguage(header(event, 'accept-language'));
}

/** The language a handler's answer is said in, from its request's headers (English when they ask for none we speak). */
export function answerLanguage(headers: Readonly<Record<string, string | undefined>>): Language {
  return negotiateLanguage(headers['accept-language']);
}

/** The language a request's headers ask for, when they name one we speak (a handler's `headers`). */
export function requestedLanguage(headers: Readonly<Record<string, string | undefined>>): Language | undefined {
  return requestedLanguageOf(headers['accept-language']);
}

/** The headers of an answer said in `language`: caches keep one copy per Accept-Language. */
export function languageHeaders(language: Language): Record<string, string> {
  return { 'content-language': language, vary: 'Accept-Language' };
}

/** Whether the caller asked for each message's id and values beside its words (the web app does; the spec's client does not). */
export function wantsMessageIds(event: ApiEvent): boolean {
  return header(event, MESSAGE_IDS_HEADER) === 'true';
}

function said(body: object, msg: Message, language: Language, withIds: boolean): object {
  const ids = withIds ? { messageId: msg.id, ...(msg.values ? { values: msg.values } : {}) } : {};
  return { ...body, msg: renderMessage(msg, language), ...ids };
}

function withMessageIn(body: unknown, language: Language, withIds: boolean): unknown {
  if (!body || typeof body !== 'object' || !('msg' in body)) return body;
  return isMessage(body.msg) ? said(body, body.msg, language, withIds) : body;
}

/**
 * A body whose `msg` is a message (by id) with its words in `language`: an answer's (`{ msg }`), or each
 * problem's of an error's list (`[{ msg, path }]`); data (a list of rows, a `msg` holding an object) as it is.
 * With `withIds`, each message's id and values go beside its words (`messageId`, `values`).
 */
export function bodyIn(body: unknown, language: Language, withIds: boolean): unknown {
  if (Array.isArray(body)) return body.map((item) => withMessageIn(item, language, withIds));
  return withMessageIn(body, language, withIds);
}
