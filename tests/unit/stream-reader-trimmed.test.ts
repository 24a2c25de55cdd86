import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startStreamReader } from '../../local/stream-reader';

// DynamoDB Local can trim a shard under an iterator the reader holds (seen after a burst of sign-ups):
// every read with that iterator then fails the same way, so the reader must ask for a new one.

afterEach(() => {
  vi.restoreAllMocks();
});

function trimmed(): Error {
  return Object.assign(new Error('The operation attempted to read past the oldest stream record in a shard.'), {
    name: 'TrimmedDataAccessException',
  });
}

describe('the local stream reader', () => {
  it('reads on from the oldest record held when its iterator points at trimmed records', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The SDK's send is overloaded; the fakes answer the one form the reader uses.
    vi.spyOn(DynamoDBClient.prototype, 'send').mockImplementation((async () => ({ Table: { LatestStreamArn: 'arn:stream' } })) as never);
    const asked: string[] = [];
    vi.spyOn(DynamoDBStreamsClient.prototype, 'send').mockImplementation((async (command: { input: Record<string, unknown> }) => {
      const name = command.constructor.name;
      if (name === 'DescribeStreamCommand') return { StreamDescription: { Shards: [{ ShardId: 'shard-1' }] } };
      if (name === 'GetShardIteratorCommand') {
        asked.push(String(command.input.ShardIteratorType));
        return { ShardIterator: `iterator-${asked.length}` };
      }
      // The first iterator is behind the trimmed records; a new one reads the record.
      if (command.input.ShardIterator === 'iterator-1') throw trimmed();
      if (command.input.ShardIterator === 'iterator-2')
        return { Records: [{ eventName: 'INSERT', dynamodb: { SequenceNumber: '7', Keys: {} } }], NextShardIterator: 'iterator-end' };
      return { Records: [], NextShardIterator: 'iterator-end' };
    }) as never);
    const delivered: DynamoDBStreamEvent[] = [];
    const reader = startStreamReader({
      endpoint: 'http://127.0.0.1:1',
      tableName: 'hostel',
      filter: {},
      batchSize: 10,
      retryAttempts: 1,
      idleMs: 10,
      handler: async (event) => {
        delivered.push(event);
      },
    });
    try {
      await expect.poll(() => delivered.length, { timeout: 5_000 }).toBe(1);
    } finally {
      await reader.stop();
    }
    expect(asked).toEqual(['TRIM_HORIZON', 'TRIM_HORIZON']);
    expect(delivered[0]!.Records.map((record) => record.dynamodb?.SequenceNumber)).toEqual(['7']);
  });
});
