import * as http from 'node:http';
import * as nodeProcess from 'node:process';
import * as util from 'node:util';
import { describe, expect, it } from 'vitest';
import * as bundledHttp from '../../functions/src/lambda-builtins/node-http';
import * as bundledProcess from '../../functions/src/lambda-builtins/node-process';
import * as bundledUtil from '../../functions/src/lambda-builtins/node-util';

// A deployed bundle takes these for node:http, node:process and node:util (lambda-bundling.ts): each name must be
// Node's own, not a copy or a wrapper.

describe("the bundles' built-ins, taken from the module object", () => {
  it.each([
    ['node:http', bundledHttp, http],
    ['node:process', bundledProcess, nodeProcess],
    ['node:util', bundledUtil, util],
  ] as const)('%s gives every name it exports as Node does, and the module itself as its default', (_, bundled, node) => {
    const names = Object.keys(bundled).filter((name) => name !== 'default');
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(bundled[name as keyof typeof bundled], name).toBe(node[name as keyof typeof node]);
    // A dynamic import reads the module from `default` (the SDK's HTTP handler: `node_http.default ?? node_http`).
    expect(bundled.default).toBe((node as unknown as { default: unknown }).default);
  });

  it('gives the names the bundles read without importing them by name', () => {
    // The SDK's HTTP handler reads Agent and request from the default; its metadata region lookup reads request
    // (bundle-budget.test.ts lists those importers): no build would fail if these went missing.
    expect(bundledHttp.default.Agent).toBe(http.Agent);
    expect(bundledHttp.request).toBe(http.request);
  });
});
