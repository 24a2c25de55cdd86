// What a deployed function's bundle takes for node:stream/web: the bundling aliases it here
// (infra/src/lambda-bundling.ts). Only @middy/core imports it, for its streamed answers, which no function gives;
// loading Node's web streams cost about 2 ms of CPU at every cold start. tests/infra/bundle-budget.test.ts holds
// middy's import of ReadableStream by name to be the only one (another name, imported by name, fails the build).

/** Answers `instanceof` as node:stream/web's ReadableStream does (the global one is the same class), loading it only then. */
export const ReadableStream = {
  [Symbol.hasInstance]: (value: unknown): boolean => value instanceof globalThis.ReadableStream,
};
