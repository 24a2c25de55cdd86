import { describe, expect, it } from 'vitest';
import { type FindOrigin, mapStackFrames, sourceName, sourceStack } from '../../functions/src/http/source-stack';

const BUNDLE = 'file:///var/task/index.mjs';
// A map that knows two positions of the bundle.
const origin: FindOrigin = (line, column) =>
  line === 26 && column === 30167
    ? { file: 'functions/src/config.ts', line: 106, column: 43 }
    : line === 29 && column === 44854
      ? { file: 'functions/src/http/define-handler.ts', line: 32, column: 18 }
      : undefined;

describe('mapStackFrames', () => {
  it("replaces the bundle's frames by their sources and leaves every other line as it was", () => {
    const stack = [
      'Error: Missing required setting TABLE_NAME',
      '    at gM (file:///var/task/index.mjs:26:30167)',
      '    at file:///var/task/index.mjs:29:44854',
      '    at async file:///var/task/index.mjs:29:44854',
      '    at new Xr (/var/task/index.mjs:26:30167)',
      '    at ModuleJob.run (node:internal/modules/esm/module_job:343:25)',
      '    at Object.<anonymous> (/opt/other.mjs:26:30167)',
      '    at Ba (file:///var/task/index.mjs:1:5)',
    ].join('\n');
    expect(mapStackFrames(stack, BUNDLE, origin).split('\n')).toEqual([
      'Error: Missing required setting TABLE_NAME',
      '    at gM (functions/src/config.ts:106:43)',
      '    at functions/src/http/define-handler.ts:32:18',
      '    at async functions/src/http/define-handler.ts:32:18',
      '    at new Xr (functions/src/config.ts:106:43)',
      '    at ModuleJob.run (node:internal/modules/esm/module_job:343:25)',
      // Another file's frame, and a position the map does not know, stay as Node wrote them.
      '    at Object.<anonymous> (/opt/other.mjs:26:30167)',
      '    at Ba (file:///var/task/index.mjs:1:5)',
    ]);
  });

  it('keeps a message that looks like a frame', () => {
    const stack = 'Error: bad value at file:///var/task/index.mjs:26:30167 in the input\n    at gM (file:///var/task/index.mjs:26:30167)';
    expect(mapStackFrames(stack, BUNDLE, origin)).toBe(
      'Error: bad value at file:///var/task/index.mjs:26:30167 in the input\n    at gM (functions/src/config.ts:106:43)',
    );
  });
});

describe('sourceName', () => {
  it("names a source from the repository's top folder or its package, wherever the bundle was built", () => {
    expect(sourceName('../../functions/src/config.ts')).toBe('functions/src/config.ts');
    expect(sourceName('../../../../work/main/tests/support/x.ts')).toBe('tests/support/x.ts');
    expect(sourceName('../../node_modules/@smithy/core/dist-es/index.js')).toBe('node_modules/@smithy/core/dist-es/index.js');
    expect(sourceName('../../node_modules/a/node_modules/zod/v4/core.js')).toBe('node_modules/zod/v4/core.js');
    expect(sourceName('../../.build/function-entries/create-reservation.ts')).toBe('.build/function-entries/create-reservation.ts');
  });
});

describe('sourceStack', () => {
  it('leaves a stack from the sources as it is (no map beside them), and never fails on what is not a stack', () => {
    const stack = new Error('from the sources').stack;
    expect(sourceStack(stack)).toBe(stack);
    expect(sourceStack(undefined)).toBeUndefined();
    expect(sourceStack({ frames: 2 })).toEqual({ frames: 2 });
  });
});
