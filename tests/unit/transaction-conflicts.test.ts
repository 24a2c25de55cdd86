import { createServer, type Server } from 'node:http';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConditionFailed, TableUnavailable } from '../../functions/src/data/data-errors';

// Two requests touching the same items at once: DynamoDB cancels one transaction with
// TransactionConflict. Nothing of it was applied, so the client runs it again and its conditions
// decide; a failed condition is a ConditionFailed at once. Against a stand-in for DynamoDB that
// answers with the reasons each test picks. This file runs in its own worker.

let answers: string[][] = [];
let requests = 0;
let server: Server;

function cancelled(reasons: string[]) {
  return JSON.stringify({
    __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
    Message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.join(', ')}]`,
    CancellationReasons: reasons.map((Code) => ({ Code })),
  });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    requests += 1;
    const reasons = answers.shift();
    if (!reasons) {
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{}');
      return;
    }
    response.writeHead(400, { 'content-type': 'application/x-amz-json-1.0' }).end(cancelled(reasons));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    TABLE_NAME: 'hostel',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    APP_ORIGIN: 'http://localhost:5173',
    MAIL_FROM: 'no-reply@hostel.localhost',
    SESSION_SECRET: 's'.repeat(40),
    CAPTCHA_SECRET: 'c'.repeat(40),
  });
});

afterAll(() => {
  server.close();
});

async function transact(): Promise<unknown> {
  const { db } = await import('../../functions/src/data/db-client');
  const Key = { pk: 'PROP#p', sk: 'TOKEN#t' };
  return db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: 'hostel', Key, ConditionExpression: 'attribute_exists(pk)' } },
        { Update: { TableName: 'hostel', Key, UpdateExpression: 'SET a = :a', ExpressionAttributeValues: { ':a': 1 } } },
      ],
    }),
  );
}

describe('a transaction that meets another', () => {
  it('runs again after a conflict, and succeeds when the conflict has passed', async () => {
    answers = [['TransactionConflict', 'None']];
    requests = 0;
    await expect(transact()).resolves.toBeDefined();
    expect(requests).toBe(2);
  });

  it('lets the condition decide once the conflict has passed: a ConditionFailed, not a 503', async () => {
    answers = [
      ['None', 'TransactionConflict'],
      ['ConditionalCheckFailed', 'None'],
    ];
    requests = 0;
    const error = await transact().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConditionFailed);
    expect((error as ConditionFailed).reasons).toEqual(['ConditionalCheckFailed', 'None']);
    expect(requests).toBe(2);
  });

  it('gives up after a few conflicts in a row, as a busy table (503) the caller may retry', async () => {
    const { CONFLICT_ATTEMPTS } = await import('../../functions/src/data/db-client');
    answers = Array.from({ length: CONFLICT_ATTEMPTS + 1 }, () => ['TransactionConflict']);
    requests = 0;
    await expect(transact()).rejects.toBeInstanceOf(TableUnavailable);
    expect(requests).toBe(CONFLICT_ATTEMPTS);
  });
});

describe('a change of a stay that meets another (the runner decides again)', () => {
  it('hears a lost race at once, as a ConditionFailed naming no part, instead of sending the same transaction again', async () => {
    const { decidingOnConflict } = await import('../../functions/src/data/db-client');
    answers = [['TransactionConflict', 'None']];
    requests = 0;
    const error = await decidingOnConflict(transact).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConditionFailed);
    expect((error as ConditionFailed).reasons).toEqual(['TransactionConflict', 'None']);
    expect(requests).toBe(1);
  });

  it('still sends again for other callers', async () => {
    const { decidingOnConflict } = await import('../../functions/src/data/db-client');
    await decidingOnConflict(async () => undefined);
    answers = [['TransactionConflict', 'None']];
    requests = 0;
    await expect(transact()).resolves.toBeDefined();
    expect(requests).toBe(2);
  });
});

describe('a transaction whose condition fails', () => {
  it('names the parts that failed, never their positions; an unnamed item is told by its key', async () => {
    const { failedPart, named, transact: run } = await import('../../functions/src/data/transactions');
    const update = (sk: string) => ({
      Update: { TableName: 'hostel', Key: { pk: 'PROP#p', sk }, UpdateExpression: 'SET a = :a', ExpressionAttributeValues: { ':a': 1 } },
    });
    answers = [['None', 'ConditionalCheckFailed', 'ConditionalCheckFailed']];
    const error = await run([named('reservation', update('RES#1')), named('night:2026-12-01', update('NIGHT#1')), update('X#1')]).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ConditionFailed);
    expect((error as ConditionFailed).failed).toEqual(['night:2026-12-01', 'PROP#p|X#1']);
    expect(failedPart(error as ConditionFailed, 'night:2026-12-01')).toBe(true);
    expect(failedPart(error as ConditionFailed, 'night:')).toBe(true);
    expect(failedPart(error as ConditionFailed, 'reservation')).toBe(false);
  });
});
