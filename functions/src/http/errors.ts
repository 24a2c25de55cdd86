// Typed HTTP errors: handlers and the pipeline throw these (they speak HTTP); domain modules throw
// domain-errors.ts instead, which respond-and-log maps to these in one place.
import type { ErrorCode } from '@hostel/shared/api/error-codes';
import { type Message, type MessageId, type MessageValues, messageOf } from '@hostel/shared/i18n/message';
import { renderMessage } from '@hostel/shared/i18n/render-message';
import type { FieldProblem } from '../domain-errors';

export type { FieldProblem };

export class HttpError extends Error {
  /** Sent as `code` beside `msg` when the web must act on the reason, not only show it. */
  code: ErrorCode | undefined;

  /** What the answer says, by id: said in the request's language when answered (respond-and-log.ts). */
  readonly said: Message;

  constructor(
    readonly status: number,
    said: Message,
    readonly headers: Record<string, string> = {},
  ) {
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

export class BadRequest extends HttpError {
  constructor(id: MessageId | Message, values?: MessageValues) {
    super(400, messageOf(id, values));
  }
}

/** A file too large for one answer (a Lambda's answer holds 6 MB). */
export class PayloadTooLarge extends HttpError {
  constructor(id: MessageId | Message, values?: MessageValues) {
    super(413, messageOf(id, values));
  }
}

export class ValidationFailed extends HttpError {
  constructor(readonly problems: FieldProblem[]) {
    super(400, messageOf(problems[0]?.msg ?? 'validation.invalidRequest'));
  }
}

export class Unauthorized extends HttpError {
  constructor(id: MessageId | Message = 'api.pleaseSign', values?: MessageValues) {
    super(401, messageOf(id, values));
  }
}

export class Forbidden extends HttpError {
  constructor(id: MessageId | Message = 'api.youDonTPermissions', values?: MessageValues) {
    super(403, messageOf(id, values));
  }
}

export class NotFound extends HttpError {
  constructor(id: MessageId | Message = 'api.notFound', values?: MessageValues) {
    super(404, messageOf(id, values));
  }
}

export class Conflict extends HttpError {
  constructor(id: MessageId | Message, values?: MessageValues) {
    super(409, messageOf(id, values));
  }
}

export class UnsupportedMediaType extends HttpError {
  constructor(id: MessageId | Message = 'api.sendBodyApplicationJson', values?: MessageValues) {
    super(415, messageOf(id, values));
  }
}

export class TooManyRequests extends HttpError {
  constructor(said: Message, retryAfterSeconds: number) {
    super(429, messageOf(said), { 'retry-after': String(retryAfterSeconds) });
  }
}

/** A dependency (the table, the mail service) is busy or down: the caller may retry. */
export class ServiceUnavailable extends HttpError {
  constructor(id: MessageId | Message = 'api.serviceBusyPleaseTry', values?: MessageValues) {
    super(503, messageOf(id, values), { 'retry-after': '2' });
  }
}
