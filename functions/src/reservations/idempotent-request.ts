import { createHash } from 'node:crypto';
import type { RouteName } from '@hostel/shared/api/route-table';
import { idempotency, RequestAlreadyRecorded } from '../data/idempotency-repository';
import type { TenantId } from '../data/tenant';
import type { TransactItem } from '../data/transactions';
import { Clash, Invalid } from '../domain-errors';

// "No duplicates from retries" (issue 9): a create that carries an Idempotency-Key runs once per key and
// property for 24 hours. The record of its answer is written in the same transaction as what it creates
// (idempotency-repository.ts), so a repeat answers the first answer and writes nothing, whether it comes
// after the first one finished or races it.

const KEY = /^[A-Za-z0-9_:.-]{1,100}$/;

/** The request's Idempotency-Key, if it sent one. */
export function idempotencyKeyOf(headers: Readonly<Record<string, string | undefined>>): string | undefined {
  const key = headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (!KEY.test(key)) throw new Invalid('The Idempotency-Key header must be 1 to 100 letters, digits, "-", "_", ":" or "."');
  return key;
}

/** JSON with sorted keys: the same body hashes the same, whatever order its fields came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Runs `create` once per key: it receives the parts that record its result, to add to its transaction.
 * Without a key it simply runs.
 */
export async function once<T>(
  tenant: TenantId,
  call: RouteName,
  key: string | undefined,
  body: unknown,
  create: (record: (result: T) => TransactItem[]) => Promise<T>,
): Promise<T> {
  if (key === undefined) return create(() => []);
  const bodyHash = createHash('sha256').update(canonical(body)).digest('base64url');
  const earlier = async () => {
    const record = await idempotency.get(tenant, call, key);
    if (record && record.bodyHash !== bodyHash) throw new Clash('This Idempotency-Key was already used for a different request');
    return record;
  };
  const done = await earlier();
  if (done) return done.result as T;
  try {
    return await create((result) => [idempotency.putPart(tenant, call, key, { bodyHash, result })]);
  } catch (error) {
    if (!(error instanceof RequestAlreadyRecorded)) throw error;
    const winner = await earlier();
    if (winner) return winner.result as T;
    throw error;
  }
}
