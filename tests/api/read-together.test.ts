import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { configureFunctions } from '../support/in-process';
import { TABLE, table } from '../support/table';

// readTogether against DynamoDB Local: each part gets its own item (or its absence), in the parts' order, in
// one BatchGetItem, and a key two parts name is asked once (BatchGetItem refuses a key asked twice).

let readTogether: typeof import('../../functions/src/data/read-together').readTogether;

beforeAll(async () => {
  configureFunctions();
  ({ readTogether } = await import('../../functions/src/data/read-together'));
});

const part = (pk: string, sk: string) => ({ key: { pk, sk }, read: (item: Record<string, unknown> | undefined) => item?.name ?? null });

describe('readTogether', () => {
  it('answers each part with its item or its absence, in the parts order, a key named twice read once', async () => {
    const pk = `TEST#${randomUUID()}`;
    for (const [sk, name] of [
      ['A', 'first'],
      ['B', 'second'],
    ] as const)
      await table().send(new PutCommand({ TableName: TABLE, Item: { pk, sk, name } }));
    expect(await readTogether([part(pk, 'B'), part(pk, 'missing'), part(pk, 'A'), part(pk, 'B')])).toEqual([
      'second',
      null,
      'first',
      'second',
    ]);
  });

  it('reads every item of more parts than one BatchGetItem takes', async () => {
    const pk = `TEST#${randomUUID()}`;
    const names = Array.from({ length: 130 }, (_, index) => `item ${index}`);
    await Promise.all(names.map((name, index) => table().send(new PutCommand({ TableName: TABLE, Item: { pk, sk: `N#${index}`, name } }))));
    expect(await readTogether(names.map((_, index) => part(pk, `N#${index}`)))).toEqual(names);
  });
});
