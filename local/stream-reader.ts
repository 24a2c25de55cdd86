import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  type GetRecordsCommandOutput,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';

// What Lambda's event source mapping does in AWS, for DynamoDB Local: reads the table's stream shard
// by shard, keeps the records the filter pattern lets through, hands them to the very handler module
// the Lambda runs, retries from the first record it reports failed, and after `retryAttempts` gives
// the record up (the "failure destination" here is an error line in the log).

/** Lambda's event filter grammar, the part the mailer uses: lists of allowed values or `{ prefix }`, nested. */
export type FilterPattern = { readonly [key: string]: FilterPattern | readonly (string | number | { readonly prefix: string })[] };

export interface StreamReaderOptions {
  endpoint: string;
  tableName: string;
  filter: FilterPattern;
  handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse | void>;
  batchSize: number;
  retryAttempts: number;
  /** How long to wait when the stream has nothing new. */
  idleMs?: number;
  /** Lambda's batching window: once records come, gather more for this long (or a full batch) before handing them on. */
  batchingWindowMs?: number;
}

export interface StreamReader {
  stop(): Promise<void>;
}

const DISCOVER_EVERY_MS = 2_000;

export function matchesFilter(value: unknown, pattern: FilterPattern): boolean {
  return Object.entries(pattern).every(([key, rule]) => {
    const field = (value as Record<string, unknown> | undefined)?.[key];
    if (!Array.isArray(rule)) return matchesFilter(field, rule as FilterPattern);
    return rule.some((allowed) =>
      typeof allowed === 'object' ? typeof field === 'string' && field.startsWith(allowed.prefix) : field === allowed,
    );
  });
}

function asLambdaRecord(record: StreamRecord, streamArn: string): DynamoDBRecord {
  const data = record.dynamodb ?? {};
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion,
    eventSource: 'aws:dynamodb',
    awsRegion: record.awsRegion,
    eventSourceARN: streamArn,
    dynamodb: {
      ...(data.ApproximateCreationDateTime ? { ApproximateCreationDateTime: data.ApproximateCreationDateTime.getTime() / 1000 } : {}),
      Keys: data.Keys as NonNullable<DynamoDBRecord['dynamodb']>['Keys'],
      SequenceNumber: data.SequenceNumber,
      SizeBytes: data.SizeBytes,
      StreamViewType: data.StreamViewType,
    },
  } as DynamoDBRecord;
}

function logLine(level: 'info' | 'error', msg: string, fields: Record<string, unknown> = {}): void {
  if (process.env.LOG_LEVEL === 'silent' || (level === 'info' && process.env.LOG_LEVEL === 'error')) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), msg, source: 'stream-reader', ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startStreamReader(options: StreamReaderOptions): StreamReader {
  const config = { endpoint: options.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
  const tables = new DynamoDBClient(config);
  const streams = new DynamoDBStreamsClient(config);
  const idleMs = options.idleMs ?? 150;
  let stopped = false;

  interface Shard {
    iterator: string | undefined;
    /** The last record handed on (or given up), to resume after it if the iterator expires. */
    lastSequence: string | undefined;
  }
  const shards = new Map<string, Shard>();
  const closed = new Set<string>();

  async function iteratorFor(streamArn: string, shardId: string, after: string | undefined): Promise<string | undefined> {
    const result = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: shardId,
        ...(after ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after } : { ShardIteratorType: 'TRIM_HORIZON' }),
      }),
    );
    return result.ShardIterator;
  }

  async function discover(streamArn: string): Promise<void> {
    const description = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of description.StreamDescription?.Shards ?? []) {
      const id = shard.ShardId!;
      if (shards.has(id) || closed.has(id)) continue;
      // From the start of what the stream holds: a mail queued while the reader was down is not lost;
      // one already sent is found gone from the outbox and skipped.
      shards.set(id, { iterator: await iteratorFor(streamArn, id, undefined), lastSequence: undefined });
    }
  }

  /** Hands records to the handler as Lambda would, retrying from the first reported failure. */
  async function deliver(records: DynamoDBRecord[], shard: Shard): Promise<void> {
    let pending = records;
    let retries = 0;
    while (pending.length > 0 && !stopped) {
      let failedAt: number;
      try {
        const result = await options.handler({ Records: pending });
        const failed = new Set((result?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
        failedAt = pending.findIndex((record) => failed.has(record.dynamodb?.SequenceNumber ?? ''));
      } catch (error) {
        logLine('error', 'stream handler threw', { error: (error as Error).name });
        failedAt = 0;
      }
      if (failedAt < 0) {
        shard.lastSequence = pending.at(-1)?.dynamodb?.SequenceNumber ?? shard.lastSequence;
        return;
      }
      shard.lastSequence = failedAt > 0 ? pending[failedAt - 1]!.dynamodb?.SequenceNumber : shard.lastSequence;
      pending = pending.slice(failedAt);
      retries += 1;
      if (retries > options.retryAttempts) {
        logLine('error', 'stream record given up after its retries', {
          sequenceNumber: pending[0]!.dynamodb?.SequenceNumber,
          keys: Object.keys(pending[0]!.dynamodb?.Keys ?? {}),
        });
        shard.lastSequence = pending[0]!.dynamodb?.SequenceNumber;
        pending = pending.slice(1);
        retries = 0;
      }
    }
  }

  async function poll(streamArn: string, shardId: string, shard: Shard): Promise<boolean> {
    if (!shard.iterator) return false;
    let page: GetRecordsCommandOutput;
    try {
      page = await streams.send(new GetRecordsCommand({ ShardIterator: shard.iterator, Limit: options.batchSize }));
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'ExpiredIteratorException') {
        shard.iterator = await iteratorFor(streamArn, shardId, shard.lastSequence).catch((again: Error) => {
          if (again.name !== 'TrimmedDataAccessException') throw again;
          return iteratorFor(streamArn, shardId, undefined);
        });
        return true;
      }
      // The iterator points before the oldest record the shard still holds: the same iterator would fail
      // forever, so read on from the oldest one held (a mail already sent is found gone and skipped).
      if (name !== 'TrimmedDataAccessException') throw error;
      logLine('error', 'stream iterator behind the trimmed records; reading from the oldest held', { shardId });
      shard.iterator = await iteratorFor(streamArn, shardId, undefined);
      return true;
    }
    const all = [...(page.Records ?? [])];
    let next = page.NextShardIterator;
    const gatherUntil = Date.now() + (options.batchingWindowMs ?? 0);
    while (all.length > 0 && next && all.length < options.batchSize && Date.now() < gatherUntil && !stopped) {
      await sleep(Math.min(idleMs, gatherUntil - Date.now()));
      const more = await streams.send(new GetRecordsCommand({ ShardIterator: next, Limit: options.batchSize - all.length }));
      all.push(...(more.Records ?? []));
      next = more.NextShardIterator;
    }
    const records = all.map((record) => asLambdaRecord(record, streamArn)).filter((record) => matchesFilter(record, options.filter));
    if (records.length > 0) await deliver(records, shard);
    else if (all.length > 0) shard.lastSequence = all.at(-1)!.dynamodb?.SequenceNumber;
    if (next) shard.iterator = next;
    else {
      shards.delete(shardId);
      closed.add(shardId);
    }
    return all.length > 0;
  }

  async function run(): Promise<void> {
    let streamArn: string | undefined;
    let discoveredAt = 0;
    while (!stopped) {
      try {
        streamArn ??= (await tables.send(new DescribeTableCommand({ TableName: options.tableName }))).Table?.LatestStreamArn;
        if (!streamArn) throw new Error(`Table ${options.tableName} has no stream`);
        if (Date.now() - discoveredAt > DISCOVER_EVERY_MS || shards.size === 0) {
          await discover(streamArn);
          discoveredAt = Date.now();
        }
        let busy = false;
        for (const [shardId, shard] of [...shards]) {
          if (stopped) break;
          busy = (await poll(streamArn, shardId, shard)) || busy;
        }
        if (!busy) await sleep(idleMs);
      } catch (error) {
        if (stopped) break;
        logLine('error', 'stream read failed; retrying', { error: (error as Error).name, detail: (error as Error).message });
        await sleep(1_000);
      }
    }
  }

  const running = run();
  return {
    async stop() {
      stopped = true;
      // A handler may be waiting to retry a mail; the process is ending, so do not wait for it long.
      await Promise.race([running, sleep(2_000)]);
      tables.destroy();
      streams.destroy();
    },
  };
}

/**
 * The mailer function on a local table's stream, set up as its event source mapping is in AWS. Its
 * modules load here, once the settings they read are in place. `watch` sees each answer (tests).
 */
export async function startMailer(
  endpoint: string,
  tableName: string,
  watch?: (result: DynamoDBBatchResponse) => void,
): Promise<StreamReader> {
  const { handler } = await import('@hostel/functions/mailer/mailer-handler');
  const { mailerSettings } = await import('@hostel/functions/mailer/mailer-settings');
  const { outboxStreamFilter } = await import('@hostel/functions/data/outbox-repository');
  return startStreamReader({
    endpoint,
    tableName,
    filter: outboxStreamFilter,
    batchSize: mailerSettings.batchSize,
    retryAttempts: mailerSettings.retryAttempts,
    handler: async (event) => {
      const result = await handler(event);
      watch?.(result);
      return result;
    },
  });
}

/**
 * The channel pusher on a local table's stream, set up as its event source mapping is in AWS (its filter,
 * batch size and batching window; a test may pass a shorter window).
 */
export async function startChannelPusher(endpoint: string, tableName: string, batchingWindowMs?: number): Promise<StreamReader> {
  const pusher = await import('@hostel/functions/channel-manager/channel-pusher-handler');
  const { pushSettings } = await import('@hostel/functions/channel-manager/push-settings');
  const { channelPushStreamFilter } = await import('@hostel/functions/channel-manager/push-changes');
  return startStreamReader({
    endpoint,
    tableName,
    filter: channelPushStreamFilter,
    batchSize: pushSettings.batchSize,
    retryAttempts: pushSettings.retryAttempts,
    batchingWindowMs: batchingWindowMs ?? pushSettings.batchingWindowSeconds * 1000,
    handler: (event) => pusher.handler(event),
  });
}
