import type { Language } from '@hostel/shared/domain/languages';
import { negotiateLanguage, requestedLanguageOf } from '@hostel/shared/i18n/accept-language';
import { translateMessage } from '@hostel/shared/i18n/translate-message';
import { type ApiEvent, header } from './pipeline-types';

// The API answers in the request's language: the code writes every message in English (the spec's texts),
// and the one place answers are made says it in Spanish when Accept-Language asks for it.

/** The language a request asks for (English when it asks for none we speak). */
export function requestLanguage(event: ApiEvent): Language {
  return negotiateLanguage(header(event, 'accept-language'));
}

/** The language a request's headers ask for, when they name one we speak (a handler's `headers`). */
export function requestedLanguage(headers: Readonly<Record<string, string | undefined>>): Language | undefined {
  return requestedLanguageOf(headers['accept-language']);
}

/** The headers of an answer said in `language`: caches keep one copy per Accept-Language. */
export function languageHeaders(language: Language): Record<string, string> {
  return { 'content-language': language, vary: 'Accept-Language' };
}

function withMessageIn(body: unknown, language: Language): unknown {
  if (body && typeof body === 'object' && 'msg' in body && typeof body.msg === 'string') {
    return { ...body, msg: translateMessage(body.msg, language) };
  }
  return body;
}

/**
 * A body's `msg` in `language`: an answer's message (`{ msg: text }`), or each problem's of an error's list
 * (`[{ msg, path }]`); data (a list of rows, a `msg` holding an object) as it is.
 */
export function bodyIn(body: unknown, language: Language, status: number): unknown {
  if (language === 'en') return body;
  if (Array.isArray(body)) return status >= 400 ? body.map((problem) => withMessageIn(problem, language)) : body;
  return withMessageIn(body, language);
}
