import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';

let client: DynamoDBDocumentClient | undefined;

/** One document client per process, reused across invocations. */
export function db(): DynamoDBDocumentClient {
  if (!client) {
    const { dynamoEndpoint, region } = config();
    const base = new DynamoDBClient({
      region,
      ...(dynamoEndpoint ? { endpoint: dynamoEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      maxAttempts: 4,
    });
    client = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  }
  return client;
}

export function tableName(): string {
  return config().tableName;
}

/** Epoch seconds, the unit of the TTL attribute. */
export function epochSeconds(date: Date = new Date()): number {
  return Math.floor(date.getTime() / 1000);
}

/** True when a write failed because its condition did not hold (alone or inside a transaction). */
export function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}

/** The per-item reasons of a cancelled transaction, in the order of its items. */
export function cancellationReasons(error: unknown): (string | undefined)[] {
  const reasons = (error as { CancellationReasons?: { Code?: string }[] } | null)?.CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code);
}
