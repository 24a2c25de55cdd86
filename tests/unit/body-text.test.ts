import { describe, expect, it } from 'vitest';
import { bodyText, NOT_UTF8, utf8Text } from '../../functions/src/http/body-text';
import { BadRequest } from '../../functions/src/http/errors';
import { parseInput } from '../../functions/src/http/middlewares/parse-input';
import type { PipelineRequest } from '../../functions/src/http/pipeline-types';
import { routeTable } from '../../shared/src/api/route-table';

// Where the bytes of a request become text. In AWS, API Gateway hands a body it does not take for text
// over base64-encoded (`isBase64Encoded`), and JSON as a string it has decoded itself.

const INVALID = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]);
const base64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

function refusal(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

// The English words of its message (the spec's 400), as the error's message says them.
const NOT_UTF8_WORDS = 'The request body must be UTF-8 text, without invalid bytes or replacement characters (U+FFFD)';

describe('body text', () => {
  it('decodes base64 bytes strictly, refusing any invalid sequence with a 400', () => {
    expect(bodyText(base64('{"name":"José 李"}'), true)).toBe('{"name":"José 李"}');
    for (const bytes of [INVALID, Buffer.from([0x22, 0xc3, 0x22]), Buffer.from([0xc0, 0xaf]), Buffer.from([0xed, 0xa0, 0x80])]) {
      const error = refusal(() => bodyText(base64(bytes), true));
      expect(error).toBeInstanceOf(BadRequest);
      expect(error).toMatchObject({ status: 400, message: NOT_UTF8_WORDS, said: { id: NOT_UTF8 } });
    }
    expect(utf8Text(INVALID)).toBeUndefined();
  });

  it('refuses the replacement character a lossy decode leaves, in text and in bytes alike', () => {
    expect(refusal(() => bodyText('{"a":"\uFFFD"}', false))).toMatchObject({
      status: 400,
      message: NOT_UTF8_WORDS,
      said: { id: NOT_UTF8 },
    });
    expect(refusal(() => bodyText(base64('{"a":"\uFFFD"}'), true))).toMatchObject({
      status: 400,
      message: NOT_UTF8_WORDS,
      said: { id: NOT_UTF8 },
    });
    // Escaped, it is the client's own choice of character, not a trace of bad bytes.
    expect(bodyText('{"a":"\\ufffd"}', false)).toBe('{"a":"\\ufffd"}');
    expect(bodyText(undefined, false)).toBe('');
  });

  it('makes the pipeline answer a base64 body of invalid bytes with 400 before any schema', () => {
    const request = {
      event: { body: base64(INVALID), isBase64Encoded: true, headers: { 'content-type': 'application/json' } },
      internal: { route: routeTable.createRoomType },
    } as unknown as PipelineRequest;
    const error = refusal(() => parseInput().before!(request));
    expect(error).toMatchObject({ status: 400, message: NOT_UTF8_WORDS, said: { id: NOT_UTF8 } });
    expect(request.internal.body).toBeUndefined();
  });
});
