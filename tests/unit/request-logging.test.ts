import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { defineHandler as DefineHandler } from '../../functions/src/http/define-handler';

// A request's log lines through the real pipeline, as a Lambda writes them: every line carries the
// request's one correlation id, and debug lines are kept back until an error line flushes them.
// This file runs in its own worker: the logger reads LOG_LEVEL once, when it loads.

let defineHandler: typeof DefineHandler;

beforeAll(async () => {
  Object.assign(process.env, {
    TABLE_NAME: 'hostel',
    APP_ORIGIN: 'http://localhost:5173',
    MAIL_FROM: 'no-reply@hostel.localhost',
    SESSION_SECRET: 's'.repeat(40),
    CAPTCHA_SECRET: 'c'.repeat(40),
    LOG_LEVEL: 'info',
  });
  ({ defineHandler } = await import('../../functions/src/http/define-handler'));
});

afterEach(() => {
  vi.restoreAllMocks();
  delete process.env._X_AMZN_TRACE_ID;
});

/** Every JSON line written to stdout and stderr while `work` runs, in order. */
async function linesOf(work: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  const keep = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  await work();
  vi.restoreAllMocks();
  return written
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

function event(requestId: string, headers: Record<string, string> = {}): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: '',
    rawPath: '/api/v1/captcha',
    rawQueryString: '',
    headers,
    requestContext: { requestId, http: { method: 'GET', path: '/api/v1/captcha', sourceIp: '203.0.113.9' } },
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
}

const context = (awsRequestId: string) => ({ awsRequestId, functionName: 'getCaptchaChallenge' }) as unknown as Context;

/** An invocation as Lambda makes it: its own X-Ray trace id, set by the runtime for the invocation. */
function invocation(traceId: string) {
  process.env._X_AMZN_TRACE_ID = `Root=${traceId};Parent=557abcec3ee5a047;Sampled=0`;
}

describe("a request's log lines", () => {
  it("carry one correlation id, API Gateway's request id, and keep a debug line back when all went well", async () => {
    const handler = defineHandler('getCaptchaChallenge', async ({ log }) => {
      log.debug('challenge made', { step: 1 });
      log.info('challenge sent');
      return { algorithm: 'SHA-256', challenge: 'c', maxnumber: 1, salt: 's', signature: 'x' } as never;
    });
    invocation('1-5759e988-bd862e3fe1be46a994272793');
    const lines = await linesOf(() => handler(event('gw-request-1'), context('lambda-1')));
    expect(lines.map((line) => line.message)).toEqual(['challenge sent', 'request']);
    expect(new Set(lines.map((line) => line.correlation_id))).toEqual(new Set(['gw-request-1']));
    expect(lines.at(-1)).toMatchObject({ level: 'INFO', route: 'getCaptchaChallenge', requestId: 'lambda-1', status: 200 });
    expect(lines.at(-1)!.durationMs).toEqual(expect.any(Number));
  });

  it("take the caller's own correlation id when it sends a safe one, and ignore one that is not", async () => {
    const handler = defineHandler('getCaptchaChallenge', async () => ({}) as never);
    const given = await linesOf(() => handler(event('gw-2', { 'x-correlation-id': 'web-7f3a.2' }), context('lambda-2')));
    expect(given.map((line) => line.correlation_id)).toEqual(['web-7f3a.2']);
    const unsafe = await linesOf(() => handler(event('gw-3', { 'x-correlation-id': 'a b\n{"level":"x"}' }), context('lambda-3')));
    expect(unsafe.map((line) => line.correlation_id)).toEqual(['gw-3']);
  });

  it('flush the kept-back debug lines, with the same correlation id, before the error line of a failed request', async () => {
    const handler = defineHandler('getCaptchaChallenge', async ({ log }) => {
      log.debug('read the settings', { step: 1 });
      log.debug('about to sign', { step: 2 });
      throw new TypeError("Cannot read properties of undefined (reading 'secret')");
    });
    invocation('1-5759e988-bd862e3fe1be46a994272794');
    const lines = await linesOf(() => handler(event('gw-request-4'), context('lambda-4')));
    expect(lines.map((line) => [line.level, line.message])).toEqual([
      ['DEBUG', 'input checked'],
      ['DEBUG', 'read the settings'],
      ['DEBUG', 'about to sign'],
      ['ERROR', 'request'],
    ]);
    expect(new Set(lines.map((line) => line.correlation_id))).toEqual(new Set(['gw-request-4']));
    expect(lines.at(-1)).toMatchObject({ status: 500, error: 'TypeError', route: 'getCaptchaChallenge' });
  });

  it("never flush an earlier request's debug lines into a later one's failure", async () => {
    const quiet = defineHandler('getCaptchaChallenge', async ({ log }) => {
      log.debug('from the quiet request');
      return {} as never;
    });
    const failing = defineHandler('getCaptchaChallenge', async () => {
      throw new Error('boom');
    });
    invocation('1-5759e988-bd862e3fe1be46a994272795');
    await linesOf(() => quiet(event('gw-5'), context('lambda-5')));
    invocation('1-5759e988-bd862e3fe1be46a994272796');
    const lines = await linesOf(() => failing(event('gw-6'), context('lambda-6')));
    expect(lines.map((line) => line.message)).not.toContain('from the quiet request');
    expect(new Set(lines.map((line) => line.correlation_id))).toEqual(new Set(['gw-6']));
  });
});
