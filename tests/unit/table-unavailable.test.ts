import { createServer, type Server } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A table that throttles, hangs or is down answers 503 with retry-after, never 500: the real
// handler and the real client, against a stand-in for DynamoDB whose behaviour each test picks.
// This file runs in its own worker, so its settings (read once per process) are its own.

type Mode = 'throttle' | 'hang';
let mode: Mode = 'throttle';
let server: Server;
let handler: (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<{ statusCode?: number; headers?: Record<string, unknown>; body?: string }>;
let cookie: string;

const context = { awsRequestId: 'unit', getRemainingTimeInMillis: () => 30_000 } as unknown as Context;

function event(): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: '',
    rawPath: '',
    rawQueryString: '',
    isBase64Encoded: false,
    headers: {},
    cookies: [cookie],
    requestContext: {
      http: { method: 'GET', path: '', protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'unit' },
    } as APIGatewayProxyEventV2['requestContext'],
  };
}

async function expectServiceUnavailable(): Promise<void> {
  const result = await handler(event(), context);
  expect(result.statusCode).toBe(503);
  expect(result.headers?.['retry-after']).toBe('2');
  expect(JSON.parse(result.body!)).toEqual({ msg: 'The service is busy. Please try again in a moment' });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    if (mode === 'hang') return; // never answers: the client's timeout must end the wait
    response.writeHead(400, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-errortype': 'ThrottlingException' });
    response.end(
      JSON.stringify({
        __type: 'com.amazon.coral.availability#ThrottlingException',
        message: 'Rate of requests exceeds the allowed throughput.',
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  Object.assign(process.env, {
    TABLE_NAME: 'hostel',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${port}`,
    DYNAMODB_TIMEOUT_MS: '300',
    APP_ORIGIN: 'http://localhost:5173',
    MAIL_FROM: 'no-reply@hostel.localhost',
    SESSION_SECRET: 's'.repeat(40),
    CAPTCHA_SECRET: 'c'.repeat(40),
    LOG_LEVEL: 'silent',
  });
  handler = (await import('../../functions/src/handlers/validate-session')).handler;
  const { signToken } = await import('../../functions/src/accounts/signed-tokens');
  // A genuine session cookie: checking it is the handler's first read of the table.
  cookie = `__Host-session=${(await signToken('session', { sub: 'user-1', pid: 'property-1', role: 'admin' }, 600)).token}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('a failing table', () => {
  it('answers 503 with retry-after when the table keeps throttling', async () => {
    mode = 'throttle';
    await expectServiceUnavailable();
  });

  it('answers 503 with retry-after when the table does not answer in time', async () => {
    mode = 'hang';
    await expectServiceUnavailable();
    server.closeAllConnections();
  });

  it('answers 503 with retry-after when nothing listens (connection refused)', async () => {
    await new Promise((resolve) => server.close(resolve));
    await expectServiceUnavailable();
  });
});
