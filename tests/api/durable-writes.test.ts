import { DynamoDBClient, GetItemCommand, TransactWriteItemsCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DurableWrites, startDurableWrites } from '../../local/durable-writes';
import { TABLE } from '../support/table';

// The proxy `npm start` puts in front of DynamoDB Local (kept data) answers a transaction only once it is
// on disk; in between, it must pass every call and every answer, a refusal included, as DynamoDB Local gives it.
// That a write then survives DynamoDB Local killed at once is measured by scripts/crash-durability.ts.

let proxy: DurableWrites;
let client: DynamoDBClient;

beforeAll(async () => {
  proxy = await startDurableWrites(inject('dynamoEndpoint'), TABLE);
  client = new DynamoDBClient({
    endpoint: proxy.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
});

afterAll(async () => {
  client.destroy();
  await proxy.close();
});

describe('the durable-writes proxy', () => {
  it('passes a transaction, a read and a refused transaction through as DynamoDB Local answers them', async () => {
    const key = { pk: { S: `LOCAL#TEST#${Date.now()}#${Math.random()}` }, sk: { S: 'ITEM' } };
    const put = { Put: { TableName: TABLE, Item: { ...key, note: { S: 'kept' } }, ConditionExpression: 'attribute_not_exists(pk)' } };
    await client.send(new TransactWriteItemsCommand({ TransactItems: [put] }));
    const { Item } = await client.send(new GetItemCommand({ TableName: TABLE, Key: key, ConsistentRead: true }));
    expect(Item).toEqual({ ...key, note: { S: 'kept' } });
    const refused = await client.send(new TransactWriteItemsCommand({ TransactItems: [put] })).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
    });
  });
});
