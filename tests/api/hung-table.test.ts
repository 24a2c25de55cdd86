import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { DORM, guest, hostel, roomType, stay } from '../support/front-desk';
import { configureFunctions } from '../support/in-process';
import { partition } from '../support/table';
import { relay } from '../support/table-proxy';

// The table hangs under a booking. The real createReservation handler runs in this process with a short
// time budget, talking to the shared DynamoDB Local through a proxy this test controls, which can hold a
// call (before it reaches the table, or its answer after it committed) until the test lets it go. The
// shared stack's handlers are untouched. Whatever is held: no stay is booked twice, every 201 is in the
// table, every 503 that says "not saved" is not, and a retry (with the key, or the same body without
// one) books what was not saved and answers what was.

type Hold = 'pass' | 'request' | 'answer';
type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<{ statusCode?: number; body?: string }>;

/** What the proxy does with each call, by the call's name (TransactWriteItems, UpdateItem, ...) and body. */
let rule: (operation: string, body: string) => Hold = () => 'pass';
const held: (() => Promise<void>)[] = [];
/** Calls whose answer is held: they reach the table before anything sent after them (a commit that happened). */
const committing: Promise<unknown>[] = [];
let proxy: Server;
let createReservation: Handler;

/** Lets every held call go on, in the order they were held, and waits until the table has answered each. */
async function thaw(): Promise<void> {
  rule = () => 'pass';
  while (held.length > 0) await held.shift()!();
  committing.length = 0;
}

const context = () => ({ awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 6_000 }) as unknown as Context;

function bookingEvent(cookie: string, body: unknown, key?: string): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: '',
    rawPath: '',
    rawQueryString: '',
    headers: {
      'content-type': 'application/json',
      origin: inject('appUrl'),
      'sec-fetch-site': 'same-origin',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    cookies: [cookie],
    requestContext: {
      http: { method: 'POST', path: '/api/v1/reservations/new', protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'test' },
    } as APIGatewayProxyEventV2['requestContext'],
    body: JSON.stringify(body),
    isBase64Encoded: false,
  };
}

beforeAll(async () => {
  proxy = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const operation = String(incoming.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
      const send = async () => {
        const answer = await relay(incoming.method!, incoming.url!, incoming.headers, Buffer.concat(chunks));
        return () => {
          // The handler may have given up on this call long ago: then its answer goes nowhere.
          if (!outgoing.destroyed) outgoing.writeHead(answer.status, answer.headers).end(answer.body);
        };
      };
      const hold = rule(operation, Buffer.concat(chunks).toString());
      if (hold === 'request') held.push(async () => (await send())());
      else if (hold === 'answer') {
        const answered = send();
        committing.push(answered);
        held.push(async () => (await answered)());
      } else
        void Promise.allSettled(committing)
          .then(send)
          .then(
            (reply) => reply(),
            () => outgoing.destroy(),
          );
    });
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  const { port } = proxy.address() as { port: number };
  // A held call ends the request when the budget is spent, not after tens of seconds: production's budget.
  configureFunctions({ DYNAMODB_ENDPOINT: `http://127.0.0.1:${port}`, REQUEST_BUDGET_MS: '4000' });
  createReservation = (await import('../../functions/src/handlers/create-reservation')).handler as unknown as Handler;
});

// A test that failed while calls were held lets them go: the next one starts on a table that answers.
afterEach(thaw);

afterAll(async () => {
  await thaw();
  proxy.closeAllConnections();
  proxy.close();
});

async function frontDeskWithDorm() {
  const base = await hostel();
  const dorm = await roomType(base.user, DORM);
  const ana = await guest(base.user, { firstName: 'Ana', lastName: 'Vidal' });
  const book = async (body: unknown, key?: string) => {
    const answer = await createReservation(bookingEvent(base.user.cookie, body, key), context());
    return { status: answer.statusCode!, body: JSON.parse(answer.body!) };
  };
  // One booking per check-in date, so the table says which request each reservation came from.
  const body = (daysAhead: number) => stay(ana._id, dorm._id, addDays(base.today, daysAhead), 1);
  const booked = async () => (await partition(base.pid, 'RES#')).map((item) => item.checkIn as string).sort();
  return { ...base, book, body, booked };
}

const NOT_SAVED = { msg: 'The reservation was not saved: the service is busy. Please try again in a moment' };
const NOT_KNOWN = {
  msg: 'The service did not answer in time, so it is not known whether the reservation was saved. Check before you enter it again',
};

describe('a booking while the table hangs', { timeout: 120_000 }, () => {
  it('that never reached the table answers "not saved", stays unsaved when the table wakes, and a retry books it once', async () => {
    const { today, book, body, booked } = await frontDeskWithDorm();
    rule = (operation) => (operation === 'TransactWriteItems' ? 'request' : 'pass');
    const [withKey, withoutKey] = await Promise.all([book(body(30), 'held-key-1'), book(body(31))]);
    expect(withKey).toEqual({ status: 503, body: NOT_SAVED });
    expect(withoutKey).toEqual({ status: 503, body: NOT_SAVED });
    // The held transactions reach the table now, after their requests were answered: they must not commit.
    await thaw();
    expect(await booked()).toEqual([]);
    const [again, blindAgain] = await Promise.all([book(body(30), 'held-key-1'), book(body(31))]);
    expect([again.status, blindAgain.status]).toEqual([201, 201]);
    expect(await booked()).toEqual([addDays(today, 30), addDays(today, 31)]);
  });

  it('that replaces a canceled booking and never reached the table answers "not saved", and stays unsaved when the table wakes', async () => {
    const { user, pid, book, body } = await frontDeskWithDorm();
    const first = await book(body(36));
    expect(first.status).toBe(201);
    expect((await user.call('PUT', `/reservations/status/${first.body._id}`, { reservation_status: 'canceled' })).status).toBe(200);
    const statuses = async () => Object.fromEntries((await partition(pid, 'RES#')).map((item) => [item.id, item.status]));
    // The same body without a key is a new booking now (replay-rule.ts); its transaction hangs before the table.
    rule = (operation) => (operation === 'TransactWriteItems' ? 'request' : 'pass');
    const again = await book(body(36));
    expect(again).toEqual({ status: 503, body: NOT_SAVED });
    // The held transaction reaches the table now: the stale record it was allowed to replace is fenced, so it must not commit.
    await thaw();
    expect(await statuses()).toEqual({ [first.body._id]: 'canceled' });
    const retried = await book(body(36));
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({ reservation_status: 'confirmed' });
    expect(await statuses()).toEqual({ [first.body._id]: 'canceled', [retried.body._id]: 'confirmed' });
  });

  it('that replaces a canceled booking and committed but whose answer was lost answers 201 with the new reservation', async () => {
    const { user, pid, book, body } = await frontDeskWithDorm();
    const first = await book(body(37));
    expect((await user.call('PUT', `/reservations/status/${first.body._id}`, { reservation_status: 'canceled' })).status).toBe(200);
    rule = (operation) => (operation === 'TransactWriteItems' ? 'answer' : 'pass');
    const again = await book(body(37));
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ reservation_status: 'confirmed' });
    expect(again.body._id).not.toBe(first.body._id);
    await thaw();
    const statuses = Object.fromEntries((await partition(pid, 'RES#')).map((item) => [item.id, item.status]));
    expect(statuses).toEqual({ [first.body._id]: 'canceled', [again.body._id]: 'confirmed' });
  });

  it('that committed but whose answer was lost answers 201 with the reservation, and a retry answers the same one', async () => {
    const { today, book, body, booked } = await frontDeskWithDorm();
    rule = (operation) => (operation === 'TransactWriteItems' ? 'answer' : 'pass');
    const [withKey, withoutKey] = await Promise.all([book(body(32), 'held-key-2'), book(body(33))]);
    expect([withKey.status, withoutKey.status]).toEqual([201, 201]);
    await thaw();
    expect(await booked()).toEqual([addDays(today, 32), addDays(today, 33)]);
    const [again, blindAgain] = await Promise.all([book(body(32), 'held-key-2'), book(body(33))]);
    expect(again.body).toEqual(withKey.body);
    expect(blindAgain.body).toEqual(withoutKey.body);
    expect(await booked()).toEqual([addDays(today, 32), addDays(today, 33)]);
  });

  it('whose outcome cannot be learned in time says so, and a retry without a key never books it twice', async () => {
    const { today, book, body, booked } = await frontDeskWithDorm();
    // Everything hangs once the booking is sent: its transaction (which commits, or is still on its way) and the fence after it.
    const committing = addDays(today, 34);
    rule = (operation, sent) => {
      if (operation === 'TransactWriteItems') return sent.includes(committing) ? 'answer' : 'request';
      return operation === 'UpdateItem' ? 'request' : 'pass';
    };
    const [committed, maybe] = await Promise.all([book(body(34)), book(body(35))]);
    expect(committed).toEqual({ status: 503, body: NOT_KNOWN });
    expect(maybe).toEqual({ status: 503, body: NOT_KNOWN });
    // Now the table wakes: the held writes land in the order they were sent.
    await thaw();
    const retries = await Promise.all([book(body(34)), book(body(35)), book(body(34)), book(body(35))]);
    expect(retries.map((retry) => retry.status)).toEqual([201, 201, 201, 201]);
    expect(retries[2]!.body).toEqual(retries[0]!.body);
    expect(retries[3]!.body).toEqual(retries[1]!.body);
    expect(await booked()).toEqual([addDays(today, 34), addDays(today, 35)]);
  });
});
