// Does an acknowledged write survive DynamoDB Local killed at once (SIGKILL)? Writes, waits for the answer,
// kills the Java process, starts it again on the same folder and reads. `npx tsx scripts/crash-durability.ts [tries]`
// prints how many of the tries lost their write: a PutItem, a TransactWriteItems sent directly, and one sent
// through the proxy `npm start` puts in front of DynamoDB Local (local/durable-writes.ts). Figures: docs/architecture/decisions.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  TransactWriteItemsCommand,
} from '@aws-sdk/client-dynamodb';
import { startDurableWrites } from '../local/durable-writes';
import { dynamoArgs } from '../local/local-stack';

const TABLE = 'crash-test';
const tries = Number(process.argv[2] ?? 8);
const port = 18_000 + Math.floor(Math.random() * 1000);
const upstream = `http://127.0.0.1:${port}`;

const client = (endpoint: string) =>
  new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 });

async function ready(endpoint: string): Promise<void> {
  const probe = client(endpoint);
  for (;;) {
    try {
      await probe.send(new DescribeTableCommand({ TableName: TABLE }));
      break;
    } catch (error) {
      if ((error as Error).name === 'ResourceNotFoundException') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  probe.destroy();
}

const killed = (java: ChildProcess) => new Promise((done) => java.once('exit', done).kill('SIGKILL'));

async function lostOf(write: 'put' | 'transaction' | 'transaction through the proxy'): Promise<number> {
  const folder = mkdtempSync(join(tmpdir(), 'crash-durability-'));
  const start = () => spawn('java', dynamoArgs(port, folder), { stdio: 'ignore' });
  let java = start();
  await ready(upstream);
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
    await killed(java);
    writer.destroy();
    await proxy?.close();
    java = start();
    await ready(upstream);
    const reader = client(upstream);
    const { Item } = await reader.send(new GetItemCommand({ TableName: TABLE, Key: key, ConsistentRead: true }));
    reader.destroy();
    if (!Item) lost++;
  }
  await killed(java);
  rmSync(folder, { recursive: true, force: true });
  return lost;
}

for (const write of ['put', 'transaction', 'transaction through the proxy'] as const) {
  console.log(`${write}: ${await lostOf(write)} of ${tries} acknowledged writes lost`);
}
