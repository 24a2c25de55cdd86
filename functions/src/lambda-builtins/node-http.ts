// What a deployed function's bundle takes for node:http (the bundling aliases it here, infra/src/lambda-bundling.ts):
// an ES import of a built-in makes its whole namespace, which runs every lazy getter of the module, and node:http's
// load undici and http2 (about 20 ms of CPU at the calendar sync's cold start). The module object runs none.
const http = process.getBuiltinModule('node:http');

// The SDK's HTTP handler imports it when first asked for an http endpoint and reads `default` (or the names).
export default http;
export const { Agent, request } = http;
