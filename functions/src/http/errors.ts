// Typed HTTP errors: handlers and the pipeline throw these (they speak HTTP); domain modules throw
// domain-errors.ts instead, which respond-and-log maps to these in one place.
import type { ErrorCode } from '@hostel/shared/api/error-codes';
import type { FieldProblem } from '../domain-errors';

export type { FieldProblem };

export class HttpError extends Error {
  /** Sent as `code` beside `msg` when the web must act on the reason, not only show it. */
  code: ErrorCode | undefined;

  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }

  withCode(code: ErrorCode | undefined): this {
    this.code = code;
    return this;
  }
}

export class BadRequest extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

/** A file too large for one answer (a Lambda's answer holds 6 MB). */
export class PayloadTooLarge extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}

export class ValidationFailed extends HttpError {
  constructor(readonly problems: FieldProblem[]) {
    super(400, problems[0]?.msg ?? 'Invalid request');
  }
}

export class Unauthorized extends HttpError {
  constructor(message = 'Please sign in') {
    super(401, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message = "You don't have permissions to do this") {
    super(403, message);
  }
}

export class NotFound extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class UnsupportedMediaType extends HttpError {
  constructor(message = 'Send the body as application/json') {
    super(415, message);
  }
}

export class TooManyRequests extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { 'retry-after': String(retryAfterSeconds) });
  }
}

/** A dependency (the table, the mail service) is busy or down: the caller may retry. */
export class ServiceUnavailable extends HttpError {
  constructor(message = 'The service is busy. Please try again in a moment') {
    super(503, message, { 'retry-after': '2' });
  }
}
