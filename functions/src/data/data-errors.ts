// The data layer's own failures. The DynamoDB client turns the SDK's errors into these (see
// toDataError, installed in db-client.ts), repositories throw them, and the HTTP layer
// (respond-and-log) maps them to statuses, so nothing under data/ knows about HTTP and every lost
// race is a 4xx, never a 500. Repositories say what failed with types and data, never with words for
// the user: those are chosen in functions/src/http/data-error-messages.ts, or by the domain module
// that throws one of these with its own message (by id, shared/src/i18n).

import { type Message, type MessageId, messageOf } from '@hostel/shared/i18n/message';
import { renderMessage } from '@hostel/shared/i18n/render-message';

export class DataError extends Error {
  /** The words for the user, by id, when a domain module chose them; else data-error-messages.ts does. */
  readonly said: Message | undefined;

  constructor(said?: MessageId | Message, options?: { cause?: unknown }) {
    const message = said === undefined ? undefined : messageOf(said);
    super(message ? renderMessage(message) : '', options);
    this.said = message;
    this.name = new.target.name;
  }
}

/** A conditional write found the item changed or gone: another request won the race. Maps to 409. */
export class ConditionFailed extends DataError {
  constructor(
    said?: MessageId | Message,
    /** Per item of a transaction, DynamoDB's reason (e.g. ConditionalCheckFailed), in the order of its items. */
    readonly reasons: readonly (string | undefined)[] = [],
    /** The item as it stood, when the write asked for it (ReturnValuesOnConditionCheckFailure), in DynamoDB's attribute format. */
    readonly item?: Record<string, unknown>,
    /** The names of a transaction's parts whose condition failed (transactions.ts names every part). */
    readonly failed: readonly string[] = [],
  ) {
    super(said);
  }
}

/** Values that must be unique in their scope. */
export type UniqueValue = 'accountEmail' | 'guestEmail' | 'roomTypeName' | 'bookingPageSlug';

/** A value that must be unique (an email, a room type's name) is already taken. Maps to 409. */
export class UniqueValueTaken extends DataError {
  constructor(
    readonly value: UniqueValue,
    /** The value as the caller wrote it, when the answer names it. */
    readonly taken?: string,
  ) {
    super();
  }
}

/** The item a change was meant for does not exist (any more). Maps to 404. */
export class ItemNotFound extends DataError {}

/** A change to a user that was removed (or changed) by a request that finished first. Maps to 409. */
export class AccountChanged extends ConditionFailed {}

/** The user, room type or property a change was meant for is gone. Maps to 404. */
export class RecordMissing extends ItemNotFound {
  constructor(readonly item: 'user' | 'roomType' | 'property') {
    super();
  }
}

/** A property's deletion kept meeting new items, round after round. Maps to 409; the caller may try again. */
export class PropertyKeptChanging extends ConditionFailed {}

/** A limit of the plan would be passed (users, or beds with how many are needed and left). Maps to 409. */
export class PlanLimitReached extends ConditionFailed {
  constructor(readonly limit: { what: 'users'; max: number } | { what: 'beds'; max: number; needed: number; left: number }) {
    super();
  }
}

/** A sale exists on a night from today on, so the room type cannot be deleted. Maps to 409. */
export class RoomTypeStillSold extends ConditionFailed {}

/** A room type's rooms and beds were renamed by a request that finished first. Maps to 409. */
export class UnitsRenamedMeanwhile extends ConditionFailed {}

/** How far a long rate range got before a later chunk was refused. */
export interface PartlySaved {
  savedThrough: string;
  firstNotSaved: string;
}

/** A custom availability above what is free on some nights (each with what is free). Maps to 409, naming them. */
export class NotEnoughFree extends ConditionFailed {
  constructor(
    readonly short: { date: string; free: number }[],
    readonly partly?: PartlySaved,
  ) {
    super();
  }
}

/** Another change to a rate range's nights was saved at the same time. Maps to 409. */
export class NightsChangedMeanwhile extends ConditionFailed {
  constructor(readonly partly?: PartlySaved) {
    super();
  }
}

/** The table is throttling, timing out or unreachable: nothing was lost, the caller may retry. Maps to 503. */
export class TableUnavailable extends DataError {
  constructor(cause?: unknown) {
    super(undefined, { cause });
  }
}

// The SDK's names for a service that is busy or briefly down, after its own retries (the table's, and
// the other AWS services a call uses: respond-and-log reads the same list).
export const BUSY_ERROR_NAMES: ReadonlySet<string> = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'TransactionConflictException',
  'TimeoutError',
]);
// A transaction's per-item reasons that mean "busy", not "your condition failed".
const BUSY_REASONS = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded', 'RequestLimitExceeded']);
// Node's codes for a connection that could not be made or was cut.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** The per-item reasons of a cancelled transaction, in the order of its items. */
function cancellationReasons(error: { CancellationReasons?: { Code?: string }[] }): (string | undefined)[] {
  return (error.CancellationReasons ?? []).map((reason) => reason.Code);
}

/** The data layer's error for what the SDK threw; anything else (a bug, a bad request) stays as it is. */
export function toDataError(error: unknown): unknown {
  if (!error || typeof error !== 'object') return error;
  const { name, code } = error as { name?: string; code?: string };
  if (name === 'ConditionalCheckFailedException')
    return new ConditionFailed(undefined, [], (error as { Item?: Record<string, unknown> }).Item);
  if (name === 'TransactionCanceledException') {
    const reasons = cancellationReasons(error);
    if (reasons.includes('ConditionalCheckFailed')) return new ConditionFailed(undefined, reasons);
    if (reasons.some((reason) => reason !== undefined && BUSY_REASONS.has(reason))) return new TableUnavailable(error);
    return error;
  }
  // AbortError: the request's time budget ran out (request-deadline.ts) while the call was on its way.
  if ((name && BUSY_ERROR_NAMES.has(name)) || name === 'AbortError' || (code && NETWORK_CODES.has(code)))
    return new TableUnavailable(error);
  return error;
}
