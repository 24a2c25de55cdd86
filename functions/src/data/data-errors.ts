// The data layer's own failures. Repositories throw these; the HTTP layer (respond-and-log) maps
// them to statuses, so nothing under data/ knows about HTTP and every lost race is a 4xx, never a 500.

export class DataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** A conditional write found the item changed or gone: another request won the race. Maps to 409. */
export class ConditionFailed extends DataError {
  constructor(
    message = 'This was changed by someone else in the meantime. Reload and try again',
    /** Per item of a transaction, DynamoDB's reason (e.g. ConditionalCheckFailed), in the order of its items. */
    readonly reasons: readonly (string | undefined)[] = [],
  ) {
    super(message);
  }
}

/** A value that must be unique (an email, a room type's name) is already taken. Maps to 409. */
export class UniqueValueTaken extends DataError {}

/** The item a change was meant for does not exist (any more). Maps to 404. */
export class ItemNotFound extends DataError {}
