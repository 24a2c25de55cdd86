// Does an acknowledged write survive DynamoDB Local killed at once (SIGKILL)? Writes, waits for the answer,
// kills the Java process, starts it again on the same folder and reads. `npx tsx scripts/crash-durability.ts [tries]`
// prints how many of the tries lost their write: a PutItem, a TransactWriteItems sent directly, and one sent
// through the proxy `npm start` puts in front of DynamoDB Local (local/durable-writes.ts). Figures: docs/architecture/decisions.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, GetItemCommand, PutItemCommand, TransactWriteItemsCommand } from '@aws-sdk/client-dynamodb';
import { startDurableWrites } from '../local/durable-writes';
import { keptDynamo, localClient as client } from '../local/kept-dynamo';

const TABLE = 'crash-test';
const tries = Number(process.argv[2] ?? 8);
const port = 18_000 + Math.floor(Math.random() * 1000);

async function lostOf(write: 'put' | 'transaction' | 'transaction through the proxy'): Promise<number> {
  const folder = mkdtempSync(join(tmpdir(), 'crash-durability-'));
  const dynamo = await keptDynamo(port, folder);
  const upstream = dynamo.endpoint;
  const setup = client(upstream);
  await setup.send(
    new CreateTableCommand({
      TableName: TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
    }),
  );
  setup.destroy();
  let lost = 0;
  for (let attempt = 0; attempt < tries; attempt++) {
    const proxy = write === 'transaction through the proxy' ? await startDurableWrites(upstream, TABLE) : undefined;
    const writer = client(proxy?.endpoint ?? upstream);
    const key = { pk: { S: `K#${attempt}` }, sk: { S: 'ITEM' } };
    if (write === 'put') await writer.send(new PutItemCommand({ TableName: TABLE, Item: key }));
    else await writer.send(new TransactWriteItemsCommand({ TransactItems: [{ Put: { TableName: TABLE, Item: key } }] }));
    await dynamo.crash();
    writer.destroy();
    await proxy?.close();
    await dynamo.start();
    const reader = client(upstream);
    const { Item } = await reader.send(new GetItemCommand({ TableName: TABLE, Key: key, ConsistentRead: true }));
    reader.destroy();
    if (!Item) lost++;
  }
  await dynamo.crash();
  rmSync(folder, { recursive: true, force: true });
  return lost;
}

for (const write of ['put', 'transaction', 'transaction through the proxy'] as const) {
  console.log(`${write}: ${await lostOf(write)} of ${tries} acknowledged writes lost`);
}
