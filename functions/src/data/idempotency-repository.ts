import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from './data-errors';
import { db, epochSeconds, tableName } from './db-client';
import { readOne, type ReadPart } from './read-together';
import { tenantKey, type TenantId } from './tenant';
import { named, type Part } from './transactions';

// Idempotency record: PROP#p / IDEM#<call>#<key> → { bodyHash, result, expiresAt }, TTL 24 hours. It is
// written in the SAME transaction as what the call creates, so the record exists exactly when the
// creation happened: a retry finds it and answers the first result, a double submit racing the first
// loses on its condition (attribute_not_exists, or an expired record) and then reads it.
// A write whose outcome is unknown (the table did not answer in time) is fenced: `fence` marks the key
// with that request's attempt id, and a record put by a fenced attempt fails its condition, so it can
// never commit later; another attempt (a retry) may still replace the fence with its record.

export const IDEMPOTENCY_HOURS = 24;

export interface IdempotencyRecord {
  bodyHash: string;
  result: unknown;
  /** What the answer told of: a reservation and its `updatedAt` then, so a replay can tell whether it still holds. */
  subject?: { id: string; version: string };
}

/** Who writes a record: one request's attempt, and how long its key stands (24 h, or an implicit key's window). */
export interface Attempt {
  id: string;
  seconds: number;
}

const idemKey = (tenant: TenantId, call: string, key: string) => ({ pk: tenantKey(tenant), sk: `IDEM#${call}#${key}` });

/** The call's record was written by a request that got there first. */
export class RequestAlreadyRecorded extends ConditionFailed {}

export const idempotency = {
  /** The live record of a key, if any (TTL deletion lags, so the expiry is checked here). */
  async get(tenant: TenantId, call: string, key: string, now = new Date()): Promise<IdempotencyRecord | undefined> {
    return readOne(this.getPart(tenant, call, key, now));
  },

  /** The live record of a key, read with other items (readTogether). */
  getPart(tenant: TenantId, call: string, key: string, now = new Date()): ReadPart<IdempotencyRecord | undefined> {
    return {
      key: idemKey(tenant, call, key),
      read: (item) => {
        // A fence is no answer: the attempt it stopped never committed.
        if (!item || (item.expiresAt as number) <= epochSeconds(now) || item.fenced) return undefined;
        const subject = typeof item.subjectId === 'string' ? { id: item.subjectId, version: String(item.subjectVersion) } : undefined;
        return { bodyHash: item.bodyHash as string, result: item.result, ...(subject ? { subject } : {}) };
      },
    };
  },

  /**
   * The transaction part recording the call's result; it fails if a live record of the key exists, or this attempt was fenced.
   * `replacing`: the subject of a live record that no longer holds (replay-rule.ts), which this one may replace.
   */
  putPart(
    tenant: TenantId,
    call: string,
    key: string,
    record: IdempotencyRecord,
    attempt: Attempt,
    replacing?: string,
    now = new Date(),
  ): Part {
    const stale = replacing === undefined ? '' : ' OR subjectId = :stale';
    return named(IDEMPOTENCY_PART, {
      Put: {
        TableName: tableName(),
        Item: {
          ...idemKey(tenant, call, key),
          type: 'idempotency',
          bodyHash: record.bodyHash,
          result: record.result,
          ...(record.subject ? { subjectId: record.subject.id, subjectVersion: record.subject.version } : {}),
          expiresAt: epochSeconds(now) + attempt.seconds,
        },
        ConditionExpression: `attribute_not_exists(pk) OR expiresAt <= :now OR (attribute_exists(fenced) AND NOT contains(fenced, :attempt))${stale}`,
        ExpressionAttributeValues: {
          ':now': epochSeconds(now),
          ':attempt': attempt.id,
          ...(replacing === undefined ? {} : { ':stale': replacing }),
        },
      },
    });
  },

  /**
   * Stops an attempt whose write may still be on its way: true if the fence landed (that attempt has not
   * committed and now never will), false if the key already holds a record (it, or a twin, committed).
   * `replacing`: the stale record's reservation the attempt was allowed to replace (putPart); the fence
   * lands on that record too and drops its subject, so the attempt's `subjectId = :stale` no longer admits it.
   */
  async fence(
    tenant: TenantId,
    call: string,
    key: string,
    bodyHash: string,
    attempt: Attempt,
    replacing?: string,
    now = new Date(),
  ): Promise<boolean> {
    const stale = replacing === undefined ? '' : ' OR subjectId = :stale';
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: idemKey(tenant, call, key),
          UpdateExpression:
            'SET #type = :type, bodyHash = :hash, expiresAt = :expires REMOVE #result, subjectId, subjectVersion ADD fenced :attempts',
          ConditionExpression: `attribute_not_exists(pk) OR expiresAt <= :now OR attribute_exists(fenced)${stale}`,
          ExpressionAttributeNames: { '#type': 'type', '#result': 'result' },
          ExpressionAttributeValues: {
            ':type': 'idempotency',
            ':hash': bodyHash,
            ':expires': epochSeconds(now) + attempt.seconds,
            ':now': epochSeconds(now),
            ':attempts': new Set([attempt.id]),
            ...(replacing === undefined ? {} : { ':stale': replacing }),
          },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionFailed) return false;
      throw error;
    }
  },
};

/** The name of the idempotency record's part in a transaction. */
export const IDEMPOTENCY_PART = 'idempotency';

/** When a transaction's idempotency record failed its condition, the whole request was already done by someone else. */
export function throwIfRecorded(error: ConditionFailed): void {
  if (error.failed.includes(IDEMPOTENCY_PART)) throw new RequestAlreadyRecorded();
}
