import { PutCommand, QueryCommand, ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../shared/src/api/route-table';
import { rightsFor } from '../../functions/src/data/table-rights';
import {
  assertRouteMay,
  declaredRights,
  excessDeclarations,
  rightsUsed,
  runAsFunction,
  runAsRoute,
  runOutsideRoute,
  type Right,
} from '../../functions/src/http/route-context';
import { mailerFunction } from '../../functions/src/mailer/mailer-settings';

// The local half of least privilege: the running route's declaration is enforced on the table
// client and the mailer, with the same counting IAM uses. This file runs in its own worker.

beforeAll(() => {
  // Nothing listens here: every refusal below happens before a request would leave the process.
  Object.assign(process.env, {
    TABLE_NAME: 'hostel',
    DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
    APP_ORIGIN: 'http://localhost:5173',
    MAIL_FROM: 'no-reply@hostel.localhost',
    SES_ENDPOINT: 'http://127.0.0.1:9',
    SESSION_SECRET: 's'.repeat(40),
    CAPTCHA_SECRET: 'c'.repeat(40),
    LOG_LEVEL: 'silent',
  });
});

describe('the rights a DynamoDB command needs', () => {
  it('counts a transaction as the action of each of its parts, as IAM does', () => {
    const input = { TransactItems: [{ ConditionCheck: {} }, { Put: {} }, { Update: {} }, { Delete: {} }, { Put: {} }] };
    expect(rightsFor('TransactWriteItemsCommand', input)?.sort()).toEqual(['ConditionCheckItem', 'DeleteItem', 'PutItem', 'UpdateItem']);
    expect(rightsFor('TransactGetItemsCommand', { TransactItems: [{ Get: {} }] })).toEqual(['GetItem']);
  });

  it('tells a query of the index from a query of the table, and names the batch actions', () => {
    expect(rightsFor('QueryCommand', { KeyConditionExpression: 'pk = :pk' })).toEqual(['Query']);
    expect(rightsFor('QueryCommand', { IndexName: 'gsi1' })).toEqual(['QueryIndex']);
    expect(rightsFor('BatchWriteItemCommand', {})).toEqual(['BatchWriteItem']);
    expect(rightsFor('BatchGetItemCommand', {})).toEqual(['BatchGetItem']);
  });

  it('has no right that would allow a Scan, PartiQL or table administration', () => {
    for (const command of ['ScanCommand', 'ExecuteStatementCommand', 'DeleteTableCommand']) expect(rightsFor(command, {})).toBeUndefined();
  });
});

describe('the running route', () => {
  it('may do what it declares, and is refused anything else with its name and the right', () => {
    expect(() => runAsRoute('getProfile', () => assertRouteMay(['GetItem']))).not.toThrow();
    expect(() => runAsRoute('getProfile', () => assertRouteMay(['PutItem']))).toThrow(
      'Route getProfile used table action PutItem without declaring it in shared/src/api/route-table.ts',
    );
    expect(() => runAsRoute('getProfile', () => assertRouteMay(['QueryIndex']))).toThrow(
      'Route getProfile used queriesIndex without declaring it',
    );
    expect(() => runAsRoute('getProfile', () => assertRouteMay(['SendEmail']))).toThrow(
      'Route getProfile used sendsEmail without declaring it',
    );
  });

  it('follows the call through awaits, and not into work started outside any route', async () => {
    await runAsRoute('logout', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(() => assertRouteMay(['Query'])).toThrow('Route logout used table action Query');
      expect(() => runOutsideRoute(() => assertRouteMay(['Query']))).not.toThrow();
    });
  });

  it('is held to its declaration on the one table client, before anything is sent', async () => {
    const { db } = await import('../../functions/src/data/db-client');
    const query = new QueryCommand({
      TableName: 'hostel',
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': 'PROP#p' },
    });
    await expect(runAsRoute('getProfile', () => db().send(query))).rejects.toThrow('Route getProfile used table action Query');
    const transaction = new TransactWriteCommand({
      TransactItems: [{ ConditionCheck: { TableName: 'hostel', Key: { pk: 'a', sk: 'b' }, ConditionExpression: 'attribute_exists(pk)' } }],
    });
    await expect(runAsRoute('updateProfile', () => db().send(transaction))).rejects.toThrow(
      'Route updateProfile used table action ConditionCheckItem',
    );
    await expect(
      runAsRoute('getCaptchaChallenge', () => db().send(new PutCommand({ TableName: 'hostel', Item: { pk: 'a', sk: 'b' } }))),
    ).rejects.toThrow('Route getCaptchaChallenge used table action PutItem');
    await expect(db().send(new ScanCommand({ TableName: 'hostel' }))).rejects.toThrow('Scan reads the whole table');
  });

  it('runs the mailer function under its own declaration, in mailer-settings.ts', async () => {
    expect(rightsUsed().has('mailer')).toBe(false);
    const { handler } = await import('../../functions/src/mailer/mailer-handler');
    const record = { eventName: 'INSERT', dynamodb: { Keys: { pk: { S: 'OUTBOX#m1' }, sk: { S: 'MAIL' } }, SequenceNumber: '7' } };
    // Nothing listens at the table's address: the read fails after it was checked and recorded as the mailer's.
    expect(await handler({ Records: [record] } as Parameters<typeof handler>[0])).toEqual({ batchItemFailures: [{ itemIdentifier: '7' }] });
    expect([...(rightsUsed().get('mailer')?.used ?? [])]).toEqual(['GetItem']);

    const { db } = await import('../../functions/src/data/db-client');
    const query = new QueryCommand({
      TableName: 'hostel',
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': 'OUTBOX#x' },
    });
    await expect(runAsFunction(mailerFunction, () => db().send(query))).rejects.toThrow(
      'The mailer used table action Query without declaring it in functions/src/mailer/mailer-settings.ts',
    );
    expect(() =>
      runAsFunction(mailerFunction, () => assertRouteMay(['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'SendEmail', 'QueryIndex'])),
    ).not.toThrow();
    expect(excessDeclarations().find((excess) => excess.name === 'mailer')).toBeUndefined();
  });

  it('is held to sendsEmail by the mailer', async () => {
    const { sendMail } = await import('../../functions/src/email/mailer');
    const mail = { to: 'a@example.com', subject: 's', text: 't', html: 'h' };
    await expect(runAsRoute('changePassword', () => sendMail(mail))).rejects.toThrow(
      'Route changePassword used sendsEmail without declaring it',
    );
  });
});

describe('declarations wider than the code', () => {
  it('are the declared rights a route that ran never used', () => {
    const ran = (name: 'logout' | 'requestPasswordReset', used: Right[]) =>
      [name, { declared: declaredRights(routeTable[name]), used: new Set(used) }] as const;
    const used = new Map([ran('logout', ['GetItem', 'DeleteItem']), ran('requestPasswordReset', ['PutItem'])]);
    // requestPasswordReset declares PutItem (queue the mail) and UpdateItem (count the attempt).
    expect(excessDeclarations(used)).toEqual([{ name: 'requestPasswordReset', unused: ['UpdateItem'] }]);
  });

  it('are recorded per route as the routes run', () => {
    runAsRoute('validateSession', () => assertRouteMay(['GetItem']));
    expect([...(rightsUsed().get('validateSession')?.used ?? [])]).toEqual(['GetItem']);
    expect(excessDeclarations().find((excess) => excess.name === 'validateSession')).toBeUndefined();
  });
});
