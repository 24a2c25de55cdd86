import { type MessageId, message } from '@hostel/shared/i18n/message';
import { createHash, randomUUID } from 'node:crypto';
import type { RouteName } from '@hostel/shared/api/route-table';
import { ConditionFailed, TableUnavailable } from '../data/data-errors';
import {
  IDEMPOTENCY_HOURS,
  idempotency,
  RequestAlreadyRecorded,
  type Attempt,
  type IdempotencyRecord,
} from '../data/idempotency-repository';
import { fencing } from '../data/request-deadline';
import type { TenantId } from '../data/tenant';
import type { Part } from '../data/transactions';
import { Clash, DomainError, Invalid, NotAnswered } from '../domain-errors';
import { replayOf, type Current, type Replay, type Subject } from './replay-rule';

// "No duplicates from retries" (issue 9): a create that carries an Idempotency-Key runs once per key and
// property for 24 hours. The record of its answer is written in the same transaction as what it creates
// (idempotency-repository.ts), so a repeat answers the first answer and writes nothing, whether it comes
// after the first one finished or races it.

const KEY = /^[A-Za-z0-9_:.-]{1,100}$/;

/** The request's Idempotency-Key, if it sent one. */
export function idempotencyKeyOf(headers: Readonly<Record<string, string | undefined>>): string | undefined {
  const key = headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (!KEY.test(key)) throw new Invalid('stay.idempotencyKeyHeader1');
  return key;
}

/** How long an implicit key stands: a second identical body from the same user within it is the same request (decisions.md). */
export const IMPLICIT_KEY_SECONDS = 10 * 60;

/** The key of a create sent without one: the signed-in user and the body, so a blind retry cannot book twice. */
export function implicitKey(userId: string, body: unknown): string {
  return `implicit.${createHash('sha256')
    .update(`${userId}\n${canonical(body)}`)
    .digest('base64url')}`;
}

/** How a booking's replay reads its reservation now (replay-rule.ts); `implicit`: the key is the body's hash. */
export interface Reread<T> {
  implicit: boolean;
  current(subject: Subject, stored: T): Promise<Current<T> | undefined>;
}

const GONE = 'stay.idempotencyKeyReservationGone' satisfies MessageId;

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
 * Without a key it simply runs. With `fence`, when the table does not answer in time, the outcome is
 * learned before answering (`settle`): a 503 says whether nothing was saved or the outcome is unknown,
 * never "busy" for a write that committed. (A guest create is not fenced: the fence is an UpdateItem its
 * route does not declare, and its email lock already refuses a second copy.) `read`: the key's record as the
 * caller already read it (`idempotency.getPart`, with the other items it needs), instead of a read here.
 * `reread`: a booking's record is replayed only as replay-rule.ts decides, from the reservation read now.
 */
export async function once<T>(
  tenant: TenantId,
  call: RouteName,
  key: string | undefined,
  body: unknown,
  create: (record: (result: T, subject?: Subject) => Part[]) => Promise<T>,
  {
    seconds = IDEMPOTENCY_HOURS * 3600,
    fence = false,
    read,
    reread,
  }: { seconds?: number; fence?: boolean; read?: { record: IdempotencyRecord | undefined }; reread?: Reread<T> } = {},
): Promise<T> {
  if (key === undefined) return create(() => []);
  const bodyHash = createHash('sha256').update(canonical(body)).digest('base64url');
  const checked = (record: IdempotencyRecord | undefined) => {
    if (record && record.bodyHash !== bodyHash) throw new Clash('stay.idempotencyKeyAlreadyUsed');
    return record;
  };
  const earlier = async () => checked(await idempotency.get(tenant, call, key));
  const replay = async (record: IdempotencyRecord, implicit = reread?.implicit ?? false): Promise<Replay<T>> => {
    if (!record.subject) return { kind: 'answer', answer: record.result as T };
    // A booking's record without its reservation read now could claim a state the table no longer holds: never answered.
    if (!reread) throw new Error(`${call}: a booking's record replayed without reading its reservation`);
    const decided = replayOf(implicit, record.subject, await reread.current(record.subject, record.result as T));
    if (decided.kind === 'gone') throw new Clash(GONE);
    return decided;
  };
  const done = read ? checked(read.record) : await earlier();
  const first = done && (await replay(done));
  if (first?.kind === 'answer') return first.answer;
  // A stale implicit record (its reservation changed since) is replaced by this booking's, on the condition it is still that one.
  const replacing = done?.subject?.id;
  const attempt: Attempt = { id: randomUUID(), seconds };
  try {
    return await create((result, subject) => [
      idempotency.putPart(tenant, call, key, { bodyHash, result, ...(subject ? { subject } : {}) }, attempt, replacing),
    ]);
  } catch (error) {
    // Our own attempt, if it committed, is told as it is now: never "book anew" for the booking just made.
    const answerOf = async (record: IdempotencyRecord) => {
      const decided = await replay(record, false);
      return decided.kind === 'answer' ? decided.answer : (record.result as T);
    };
    if (fence && error instanceof TableUnavailable)
      return settle<T>(tenant, call, { key, bodyHash, attempt, replacing }, earlier, answerOf);
    // A refusal may come of a read made after a copy of this request committed (the balance it paid is 0 now): that
    // copy's answer, when its record is there, is this request's answer too; the refusal, when it is not.
    if (error instanceof DomainError || (error instanceof ConditionFailed && !(error instanceof RequestAlreadyRecorded))) {
      const decided = await earlier()
        .then((winner) => winner && replay(winner))
        .catch(() => undefined);
      if (decided?.kind === 'answer') return decided.answer;
      throw error;
    }
    if (!(error instanceof RequestAlreadyRecorded)) throw error;
    const winner = await earlier();
    const decided = winner && (await replay(winner));
    if (decided?.kind === 'answer') return decided.answer;
    throw error;
  }
}

/**
 * A write whose outcome is unknown (timed out, cut): fence the attempt. If the fence lands, the write
 * never committed and never will, so "not saved" is true and a retry proceeds; if the key already holds
 * a record, it committed: answer it. If even that cannot be learned in time, say the outcome is unknown
 * (a retry with the same key, or the same body without one, still answers the committed record).
 * `replacing`: the stale record's reservation the attempt was to replace; the fence stops it too, and it
 * is never taken for the attempt's commit.
 */
async function settle<T>(
  tenant: TenantId,
  call: RouteName,
  { key, bodyHash, attempt, replacing }: { key: string; bodyHash: string; attempt: Attempt; replacing: string | undefined },
  earlier: () => Promise<IdempotencyRecord | undefined>,
  answerOf: (record: IdempotencyRecord) => Promise<T>,
): Promise<T> {
  const what = message(call === 'createReservation' || call === 'bookOnBookingPage' ? 'word.reservation' : 'word.record');
  try {
    return await fencing(async () => {
      if (await idempotency.fence(tenant, call, key, bodyHash, attempt, replacing))
        throw new NotAnswered('stay.whatNotSavedService', { what });
      const committed = await earlier();
      // Still the stale record: nothing of this attempt is there, and what is cannot be told as its answer.
      if (!committed || (replacing !== undefined && committed.subject?.id === replacing))
        throw new NotAnswered('stay.serviceDidNotAnswer', { what });
      return answerOf(committed);
    });
  } catch (error) {
    if (error instanceof TableUnavailable) throw new NotAnswered('stay.serviceDidNotAnswer', { what });
    throw error;
  }
}
