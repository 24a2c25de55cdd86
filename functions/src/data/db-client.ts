import { AsyncLocalStorage } from 'node:async_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { ConditionFailed, toDataError } from './data-errors';
import { tableCallSignal } from './request-deadline';
import { checkDeclaredRights } from './table-rights';

let client: DynamoDBDocumentClient | undefined;

// Plan limits and unique names are decided by conditions; simultaneous writers on one counter item
// conflict, so a few jittered tries let every one of them meet the condition instead of a 503.
export const CONFLICT_ATTEMPTS = 8;

function onlyConflicts(error: unknown): boolean {
  const { name, CancellationReasons } = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (name !== 'TransactionCanceledException' || !CancellationReasons) return false;
  const codes = CancellationReasons.map((reason) => reason.Code ?? 'None');
  return codes.includes('TransactionConflict') && codes.every((code) => code === 'TransactionConflict' || code === 'None');
}

const conflictsToCaller = new AsyncLocalStorage<boolean>();

/**
 * Runs `work` whose transactions, when they lose only to a simultaneous one, throw ConditionFailed at once
 * (no part named) instead of being sent again: the caller reads again and decides on what the winner wrote.
 */
export function decidingOnConflict<T>(work: () => Promise<T>): Promise<T> {
  return conflictsToCaller.run(true, work);
}

/**
 * One document client per process, reused across invocations. Two middlewares sit on it, so no
 * repository can skip them: the running route's declared rights (a command it did not declare is
 * refused, as IAM would refuse it in AWS), and the data layer's errors in place of the SDK's.
 */
export function db(): DynamoDBDocumentClient {
  if (!client) {
    const { dynamoEndpoint, dynamoTimeoutMs, region } = config();
    const base = new DynamoDBClient({
      region,
      ...(dynamoEndpoint ? { endpoint: dynamoEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      // A hung connection becomes a TimeoutError (then a 503) well inside the Lambda's own timeout.
      maxAttempts: 3,
      requestHandler: { connectionTimeout: dynamoTimeoutMs, requestTimeout: dynamoTimeoutMs, throwOnRequestTimeout: true },
    });
    base.middlewareStack.add(
      (next, context) => async (args) => {
        checkDeclaredRights(context.commandName ?? 'unknown', args.input as Record<string, unknown>);
        for (let attempt = 1; ; attempt += 1) {
          try {
            return await next(args);
          } catch (error) {
            // A transaction cancelled only because another touched the same items changed nothing:
            // run it again, and its conditions decide (e.g. "already used") instead of a 503.
            // The same transaction again would mostly lose again to the same winner: its caller decides anew.
            if (onlyConflicts(error) && conflictsToCaller.getStore()) {
              throw new ConditionFailed(
                undefined,
                (error as { CancellationReasons: { Code?: string }[] }).CancellationReasons.map((r) => r.Code),
              );
            }
            if (attempt < CONFLICT_ATTEMPTS && onlyConflicts(error)) {
              await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(400, 15 * 2 ** attempt)));
              continue;
            }
            throw toDataError(error);
          }
        }
      },
      { step: 'initialize', name: 'declaredRightsAndDataErrors', priority: 'high' },
    );
    const documents = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
    // Every call, retries included, ends with what is left of the request's time budget (request-deadline.ts).
    const send = documents.send.bind(documents) as (command: unknown, options?: { abortSignal?: AbortSignal }) => Promise<unknown>;
    Object.assign(documents, {
      send: (command: unknown, options?: { abortSignal?: AbortSignal }) => send(command, { abortSignal: tableCallSignal(), ...options }),
    });
    client = documents;
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
