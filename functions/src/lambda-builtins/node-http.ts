// What a deployed function's bundle takes for node:http (the bundling aliases it here, infra/src/lambda-bundling.ts):
// an ES import of a built-in makes its whole namespace, which runs every lazy getter of the module, and node:http's
// load undici and http2 (about 20 ms of CPU at the calendar sync's cold start). The module object runs none.
const http = process.getBuiltinModule('node:http');

// Read as `default` by the SDK's HTTP handler (Agent, request) and by name by its metadata region lookup (request)
// and by the feed fetch (functions/src/calendar-sync/guarded-fetch.ts).
export default http;
export const { Agent, request } = http;
