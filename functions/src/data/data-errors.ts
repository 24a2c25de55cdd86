// The data layer's own failures. The DynamoDB client turns the SDK's errors into these (see
// toDataError, installed in db-client.ts), repositories throw them, and the HTTP layer
// (respond-and-log) maps them to statuses, so nothing under data/ knows about HTTP and every lost
// race is a 4xx, never a 500.

export class DataError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** A conditional write found the item changed or gone: another request won the race. Maps to 409. */
export class ConditionFailed extends DataError {
  constructor(
    message = 'This was changed by someone else in the meantime. Reload and try again',
    /** Per item of a transaction, DynamoDB's reason (e.g. ConditionalCheckFailed), in the order of its items. */
    readonly reasons: readonly (string | undefined)[] = [],
    /** The item as it stood, when the write asked for it (ReturnValuesOnConditionCheckFailure), in DynamoDB's attribute format. */
    readonly item?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** A value that must be unique (an email, a room type's name) is already taken. Maps to 409. */
export class UniqueValueTaken extends DataError {}

/** The item a change was meant for does not exist (any more). Maps to 404. */
export class ItemNotFound extends DataError {}

/** The table is throttling, timing out or unreachable: nothing was lost, the caller may retry. Maps to 503. */
export class TableUnavailable extends DataError {
  constructor(cause?: unknown) {
    super('The table is busy or unreachable', { cause });
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
