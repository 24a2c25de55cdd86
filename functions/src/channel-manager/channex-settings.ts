// Where Channex answers and how long and how much of it the adapter waits for: read once per process, at
// the first use (a handler's cold start). Production's address is the default; the only other address
// accepted is the local stand-in's, http on 127.0.0.1, which the test stack and `npm start` set. Any other
// http address, or another host over http, stops the function at once rather than sending a key in clear.

export const PRODUCTION_API_URL = 'https://app.channex.io/api/v1';
export const STAGING_API_URL = 'https://staging.channex.io/api/v1';

export interface ChannexSettings {
  /** Ends in `/api/v1`, without a trailing slash. */
  baseUrl: string;
  /** One call's time, the answer's body included. */
  timeoutMs: number;
  /** The largest answer read; a feed page of 100 revisions is well under it. */
  maxAnswerBytes: number;
  /** Revisions asked per feed page (the feed's own default is 10). */
  feedPageSize: number;
  /** Pages of the feed read by one call: beyond them, the next call reads on (see unacknowledgedRevisions). */
  maxFeedPages: number;
  /** Pages of a list (properties, room types, rate plans) read by one call. */
  maxListPages: number;
}

const DEFAULTS: Omit<ChannexSettings, 'baseUrl'> = {
  timeoutMs: 10_000,
  maxAnswerBytes: 4 * 1024 * 1024,
  feedPageSize: 100,
  maxFeedPages: 10,
  maxListPages: 5,
};

/** `http://127.0.0.1:<port>/…`: the stand-in on this machine, the one address allowed without TLS. */
function isLoopbackStandIn(url: URL): boolean {
  return url.protocol === 'http:' && url.hostname === '127.0.0.1' && url.port !== '';
}

export function readChannexSettings(env: NodeJS.ProcessEnv = process.env): ChannexSettings {
  const raw = env.CHANNEX_API_URL?.trim() || PRODUCTION_API_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('Setting CHANNEX_API_URL must be an address');
  }
  if (url.username || url.password) throw new Error('Setting CHANNEX_API_URL must not hold a user name or password');
  if (url.protocol !== 'https:' && !isLoopbackStandIn(url))
    throw new Error('Setting CHANNEX_API_URL must start with https:// (http only for the local stand-in on 127.0.0.1)');
  const timeoutMs = Number(env.CHANNEX_TIMEOUT_MS);
  return {
    ...DEFAULTS,
    baseUrl: `${url.origin}${url.pathname.replace(/\/+$/, '')}`,
    // Only a shorter limit may be set (the test stack's); production keeps its 10 s.
    ...(Number.isInteger(timeoutMs) && timeoutMs > 0 && timeoutMs < DEFAULTS.timeoutMs ? { timeoutMs } : {}),
  };
}

let cached: ChannexSettings | undefined;

/** The settings of this process, read on first use. */
export function channexSettings(): ChannexSettings {
  cached ??= readChannexSettings();
  return cached;
}
