import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { book, frontDesk, stay } from '../support/front-desk';
import { configureFunctions } from '../support/in-process';
import { partition } from '../support/table';
import { relay } from '../support/table-proxy';

// A payment whose transaction committed but whose answer was lost: the SDK sends it again with the same
// ClientRequestToken (it fills one in per command), so the resend is a success that writes nothing, and
// no second payment is recorded, even without an Idempotency-Key. The real recordPayment handler runs in
// this process, talking to DynamoDB Local through a proxy that lets the first write through and answers
// the client with a 500.

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<{ statusCode?: number; body?: string }>;

let loseNextWriteAnswer = false;
let proxy: Server;
let recordPayment: Handler;

beforeAll(async () => {
  proxy = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const operation = String(incoming.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
      const answer = await relay(incoming.method!, incoming.url!, incoming.headers, Buffer.concat(chunks));
      if (operation === 'TransactWriteItems' && loseNextWriteAnswer && answer.status === 200) {
        loseNextWriteAnswer = false;
        outgoing
          .writeHead(500, { 'content-type': 'application/x-amz-json-1.0' })
          .end(JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: 'answer lost' }));
        return;
      }
      outgoing.writeHead(answer.status, answer.headers).end(answer.body);
    });
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  const { port } = proxy.address() as { port: number };
  configureFunctions({ DYNAMODB_ENDPOINT: `http://127.0.0.1:${port}` });
  recordPayment = (await import('../../functions/src/handlers/record-payment')).handler as unknown as Handler;
});

afterAll(() => {
  proxy.closeAllConnections();
  proxy.close();
});

function paymentEvent(cookie: string, id: string, body: unknown): APIGatewayProxyEventV2 {
  const path = `/api/v1/reservations/payments/${id}`;
  return {
    version: '2.0',
    routeKey: '',
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', origin: inject('appUrl'), 'sec-fetch-site': 'same-origin' },
    cookies: [cookie],
    pathParameters: { id },
    requestContext: {
      http: { method: 'POST', path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'test' },
    } as APIGatewayProxyEventV2['requestContext'],
    body: JSON.stringify(body),
    isBase64Encoded: false,
  };
}

describe('a payment whose answer was lost', () => {
  it('is resent by the client and recorded once, even without an Idempotency-Key', async () => {
    const { user, pid, today, dorm, ana } = await frontDesk();
    const reservation = await book(user, stay(ana._id, dorm._id, today, 1, 1, { total_price: 100 }));
    loseNextWriteAnswer = true;
    const context = { awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 6_000 } as unknown as Context;
    const answer = await recordPayment(paymentEvent(user.cookie, reservation._id, { amount: 30, method: 'cash' }), context);
    expect(loseNextWriteAnswer).toBe(false);
    expect(answer.statusCode).toBe(201);
    expect(JSON.parse(answer.body!)).toMatchObject({ paid_total: 30, payments: [{ amount: 30 }] });
    const [item] = await partition(pid, `RES#${reservation._id}`);
    expect(item!.payments).toHaveLength(1);
    expect(item!.paidCents).toBe(3000);
  });
});
