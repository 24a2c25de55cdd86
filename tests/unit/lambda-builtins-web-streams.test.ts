import { Readable } from 'node:stream';
import { ReadableStream as WebReadableStream } from 'node:stream/web';
import { describe, expect, it } from 'vitest';
import { ReadableStream } from '../../functions/src/lambda-builtins/node-stream-web';

// A deployed bundle takes this for node:stream/web (lambda-bundling.ts): on middy's streamed-answer path it must
// tell a web stream as the real class does.

describe("the bundles' node:stream/web, loaded when first used", () => {
  it('ReadableStream answers instanceof as the web stream class does', () => {
    expect(new WebReadableStream() instanceof ReadableStream).toBe(true);
    expect(Readable.from(['a']) instanceof ReadableStream).toBe(false);
    expect({} instanceof ReadableStream).toBe(false);
  });
});
