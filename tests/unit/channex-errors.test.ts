import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChannelManagerError } from '../../functions/src/channel-manager/channel-manager-port';
import { channexManagerWith } from '../../functions/src/channel-manager/channex-client';
import { DEFAULT_RETRY_AFTER_MS, retryAfterMs } from '../../functions/src/channel-manager/channex-http';
import { type ChannexSettings, readChannexSettings } from '../../functions/src/channel-manager/channex-settings';

// How the adapter reads Channex's failures, against a scripted server on 127.0.0.1: each status becomes the
// port's failure, a slow, huge, redirected or misshapen answer is "unavailable", and the key appears in no
// error and no log line, whatever Channex answers.

const KEY = 'secret-key-0123456789abcdef';
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler;
let server: Server;
let settings: ChannexSettings;
const held: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((req, res) => handler(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  settings = { ...readChannexSettings({ CHANNEX_API_URL: base }), timeoutMs: 300, maxAnswerBytes: 10_000 };
});

afterEach(() => {
  for (const res of held.splice(0)) res.end();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  ((_req, res) => res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body))) as Handler;

async function failureOf(run: () => Promise<unknown>) {
  const written: string[] = [];
  const keep = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  try {
    await run();
    throw new Error('the call did not fail');
  } catch (error) {
    expect(error).toBeInstanceOf(ChannelManagerError);
    expect(`${(error as Error).message} ${JSON.stringify(error)}`).not.toContain(KEY);
    return { failure: (error as ChannelManagerError).failure, logs: written.join('') };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
    expect(written.join('')).not.toContain(KEY);
  }
}

const manager = () => channexManagerWith(KEY, settings);

describe('Channex failures as the port says them', () => {
  it('sends the key in the user-api-key header, and a wrong one is unauthorized (401 and 403)', async () => {
    let seen: string | undefined;
    handler = (req, res) => {
      seen = req.headers['user-api-key'] as string;
      json(401, { errors: { code: 'unauthorized', title: 'Unauthorized' } })(req, res);
    };
    expect((await failureOf(() => manager().property())).failure).toEqual({ kind: 'unauthorized' });
    expect(seen).toBe(KEY);
    handler = json(403, { errors: { code: 'forbidden', title: 'Forbidden' } });
    expect((await failureOf(() => manager().property())).failure).toEqual({ kind: 'unauthorized' });
  });

  it('a 422 is rejected with its details, by field or as a list, the key masked if Channex quotes it', async () => {
    handler = json(422, {
      errors: {
        code: 'validation_error',
        title: 'Validation Error',
        details: { rate_plan_id: ['is not found'], date: 'in the past', key: [KEY] },
      },
    });
    const byField = await failureOf(() => manager().acknowledge('rev-1'));
    expect(byField.failure).toEqual({ kind: 'rejected', details: ['rate_plan_id: is not found', 'date: in the past', 'key: [key]'] });
    handler = json(400, { errors: { code: 'bad_request', title: 'Bad Request', details: ['restrictions is required'] } });
    expect((await failureOf(() => manager().acknowledge('rev-1'))).failure).toEqual({
      kind: 'rejected',
      details: ['restrictions is required'],
    });
    handler = json(404, { errors: { code: 'resource_not_found', title: 'Resource Not Found' } });
    expect((await failureOf(() => manager().acknowledge('rev-1'))).failure).toEqual({ kind: 'rejected', details: ['Resource Not Found'] });
  });

  it('a 429 is rateLimited, after Retry-After or a minute without one', async () => {
    const body = { errors: { code: 'http_too_many_requests', title: 'Too Many Requests' } };
    handler = json(429, body, { 'retry-after': '17' });
    expect((await failureOf(() => manager().acknowledge('r'))).failure).toEqual({ kind: 'rateLimited', retryAfterMs: 17_000 });
    handler = json(429, body);
    expect((await failureOf(() => manager().acknowledge('r'))).failure).toEqual({
      kind: 'rateLimited',
      retryAfterMs: DEFAULT_RETRY_AFTER_MS,
    });
    expect(retryAfterMs('Fri, 27 Nov 2026 05:00:30 GMT', Date.parse('2026-11-27T05:00:00Z'))).toBe(30_000);
    expect(retryAfterMs('soon')).toBe(DEFAULT_RETRY_AFTER_MS);
  });

  it('a server error, a redirect, a refused connection, a slow or a huge answer are unavailable', async () => {
    handler = json(502, { errors: { code: 'bad_gateway', title: 'Bad Gateway' } });
    expect((await failureOf(() => manager().property())).failure).toEqual({ kind: 'unavailable' });
    handler = (_req, res) => res.writeHead(302, { location: 'http://127.0.0.1:1/steal' }).end();
    expect((await failureOf(() => manager().property())).failure).toEqual({ kind: 'unavailable' });
    handler = (_req, res) => held.push(res);
    const slow = await failureOf(() => manager().property());
    expect(slow.failure).toEqual({ kind: 'unavailable' });
    handler = json(200, { data: [], meta: { page: 1, limit: 100, total: 0 }, filler: 'x'.repeat(20_000) });
    expect((await failureOf(() => manager().property())).failure).toEqual({ kind: 'unavailable' });
    const closed = channexManagerWith(KEY, { ...settings, baseUrl: 'http://127.0.0.1:1/api/v1' });
    expect((await failureOf(() => closed.property())).failure).toEqual({ kind: 'unavailable' });
  });

  it('an answer of another shape is unavailable, logged by its paths only', async () => {
    handler = json(200, {
      data: [{ id: 'p', type: 'property', attributes: { title: 'Guest Ana', currency: 12 } }],
      meta: { page: 1, limit: 100, total: 1 },
    });
    const odd = await failureOf(() => manager().property());
    expect(odd.failure).toEqual({ kind: 'unavailable' });
    expect(odd.logs).toContain('unexpected shape');
    expect(odd.logs).not.toContain('Guest Ana');
    handler = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('<html>');
    expect((await failureOf(() => manager().property())).failure).toEqual({ kind: 'unavailable' });
  });

  it('a key that opens no property is unauthorized; one that opens several is rejected', async () => {
    handler = json(200, { data: [], meta: { page: 1, limit: 100, total: 0 } });
    expect((await failureOf(() => manager().property())).failure).toEqual({ kind: 'unauthorized' });
    const property = (id: string) => ({ id, type: 'property', attributes: { title: id, currency: 'USD' } });
    handler = json(200, { data: [property('a'), property('b')], meta: { page: 1, limit: 100, total: 2 } });
    expect((await failureOf(() => manager().property())).failure.kind).toBe('rejected');
  });
});
