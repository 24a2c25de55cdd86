import type { MessageId } from '@hostel/shared/i18n/message';
import { BadRequest } from './errors';

// Where a request's bytes become text. API Gateway (HTTP API, payload 2.0) hands a JSON body over as a
// string, and any other body base64-encoded (`isBase64Encoded`); the local adapter does the same, and also
// base64-encodes a body whose bytes are not UTF-8. Bytes are decoded strictly: a lossy decode would turn an
// invalid sequence into U+FFFD and store it in a name. A body handed over as text was decoded before it
// reached us, so a U+FFFD in it is what such a decode left, and it is refused too. A client that means
// that character can still send it escaped (`\ufffd`), which JSON reads as the character.

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const REPLACEMENT = '\uFFFD';

export const NOT_UTF8 = 'api.requestBodyUtf8' satisfies MessageId;

/** The bytes as UTF-8 text, or undefined when they are not UTF-8. */
export function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** The body as text, decoded strictly; a 400 when its bytes are not UTF-8 or the text carries U+FFFD. */
export function bodyText(body: string | undefined, isBase64Encoded: boolean | undefined): string {
  const text = isBase64Encoded ? utf8Text(Buffer.from(body ?? '', 'base64')) : (body ?? '');
  if (text === undefined || text.includes(REPLACEMENT)) throw new BadRequest(NOT_UTF8);
  return text;
}
