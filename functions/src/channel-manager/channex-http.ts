import type * as z from 'zod/mini';
import { createLogger } from '../http/logger';
import { type ChannelFailure, ChannelManagerError } from './channel-manager-port';
import type { ChannexSettings } from './channex-settings';
import { errorBody, type ErrorBody } from './channex-shapes';

// One call to Channex: the key in its header, bounded in time and size, never redirected (the key would
// follow), the answer checked against its documented shape. Every failure becomes the port's
// ChannelManagerError; the key is in no log line and no message (a detail that quotes it is masked).

const log = createLogger({ component: 'channex' });

/** Without a Retry-After, a limit holds for its minute (rate-limits). */
export const DEFAULT_RETRY_AFTER_MS = 60_000;

export interface ChannexCall<T> {
  method: 'GET' | 'POST';
  /** After the base URL: `/properties`, `/booking_revisions/feed?…`. */
  path: string;
  body?: unknown;
  answer: z.ZodMiniType<T>;
}

/** Retry-After as seconds or an HTTP date; absent or unreadable, a minute. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return DEFAULT_RETRY_AFTER_MS;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, at - now);
}

/** Validation details as lines: `field: message` for details by field. */
export function detailLines(body: ErrorBody): string[] {
  const { details, title } = body.errors;
  if (!details) return [title];
  if (Array.isArray(details)) return details.length > 0 ? details : [title];
  const lines = Object.entries(details).flatMap(([field, messages]) =>
    (Array.isArray(messages) ? messages : [messages]).map((message) => `${field}: ${message}`),
  );
  return lines.length > 0 ? lines : [title];
}

class TooLarge extends Error {}

async function readText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new TooLarge();
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function mask(lines: string[], apiKey: string): string[] {
  return apiKey ? lines.map((line) => line.split(apiKey).join('[key]')) : lines;
}

function failureOf(status: number, json: unknown, headers: Headers, apiKey: string): ChannelFailure {
  if (status === 401 || status === 403) return { kind: 'unauthorized' };
  if (status === 429) return { kind: 'rateLimited', retryAfterMs: retryAfterMs(headers.get('retry-after')) };
  // A redirect is not followed (the key would go with it), and a server error is Channex's own.
  if (status < 400 || status >= 500) return { kind: 'unavailable' };
  const parsed = errorBody.safeParse(json);
  return { kind: 'rejected', details: mask(parsed.success ? detailLines(parsed.data) : [`HTTP ${status}`], apiKey) };
}

/** What is logged of a call: its method and path, never the key nor a body (guests' names are in it). */
const where = (call: ChannexCall<unknown>) => ({ method: call.method, path: call.path.split('?')[0] });

export async function channexCall<T>(settings: ChannexSettings, apiKey: string, call: ChannexCall<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  let status = 0;
  try {
    const response = await fetch(`${settings.baseUrl}${call.path}`, {
      method: call.method,
      headers: {
        'user-api-key': apiKey,
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      redirect: 'manual',
      signal: controller.signal,
    });
    status = response.status;
    const json = parseJson(await readText(response, settings.maxAnswerBytes));
    if (status < 200 || status >= 300) {
      const failure = failureOf(status, json, response.headers, apiKey);
      log.info('channex refused a call', { ...where(call), status, failure: failure.kind });
      throw new ChannelManagerError(failure);
    }
    const parsed = call.answer.safeParse(json);
    if (!parsed.success) {
      // Paths of the mismatches only: their values may be a guest's details.
      const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.code}`);
      log.error('channex answered an unexpected shape', { ...where(call), status, issues });
      throw new ChannelManagerError({ kind: 'unavailable' });
    }
    return parsed.data;
  } catch (error) {
    if (error instanceof ChannelManagerError) throw error;
    const reason = error instanceof TooLarge ? 'too large' : controller.signal.aborted ? 'timeout' : 'network';
    log.error('channex could not be reached', { ...where(call), status, reason });
    throw new ChannelManagerError({ kind: 'unavailable' });
  } finally {
    clearTimeout(timer);
  }
}
