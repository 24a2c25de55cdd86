// What went wrong in the domain, named for what happened. Domain modules (accounts, property, team,
// reservations) throw these; respond-and-log maps each to its HTTP status, the only place that knows HTTP.
// Each carries its message by id and values (`new Clash('stay.nameSStayOver', { name })`), said in the
// request's language when answered; docs/architecture/messages.md.
import { type Message, type MessageId, type MessageValues, messageOf } from '@hostel/shared/i18n/message';
import { renderMessage } from '@hostel/shared/i18n/render-message';
import type { ErrorCode } from '@hostel/shared/api/error-codes';

export interface FieldProblem {
  msg: Message;
  path: string;
}

export class DomainError extends Error {
  /** Sent as `code` beside `msg` when the web must act on the reason (shared/src/api/error-codes.ts). */
  code: ErrorCode | undefined;

  /** What the answer says, by id. */
  readonly said: Message;

  constructor(id: MessageId | Message, values?: MessageValues) {
    const said = messageOf(id, values);
    // The English words are the error's message, for the log and the code's own tests.
    super(renderMessage(said));
    this.said = said;
    this.name = new.target.name;
  }

  withCode(code: ErrorCode | undefined): this {
    this.code = code;
    return this;
  }
}

/** What the request names does not exist (any more): a guest, a reservation, a room type. Maps to 404. */
export class Missing extends DomainError {}

/** The request is malformed or its proof is not valid (a captcha, a link, a key). Maps to 400. */
export class Invalid extends DomainError {}

/** Fields of the request break a rule of the domain; each problem names its field. Maps to 400 with the list. */
export class InvalidFields extends DomainError {
  constructor(readonly problems: FieldProblem[]) {
    super(problems[0]?.msg ?? 'validation.invalidRequest');
  }
}

/** The caller's account or property is gone: only signing in again helps. Maps to 401. */
export class SignInNeeded extends DomainError {
  constructor(id: MessageId | Message = 'api.pleaseSign', values?: MessageValues) {
    super(id, values);
  }
}

/** The caller may not do this to this item (an admin, themselves). Maps to 403. */
export class Refused extends DomainError {}

/** The request clashes with what was already done (a key reused for another body). Maps to 409. */
export class Clash extends DomainError {}

/** A limit on attempts is used up; the caller may try again after the wait. Maps to 429 with retry-after. */
export class TooManyAttempts extends DomainError {
  constructor(
    said: Message,
    readonly retryAfterSeconds: number,
  ) {
    super(said);
  }
}

/** A dependency did not answer in time; the message says what is known of the outcome. Maps to 503 with retry-after. */
export class NotAnswered extends DomainError {}
