import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';

// One JSON line per event (Powertools Logger), for CloudWatch Logs Insights. Callers pass only safe
// fields: never a password, a token, a cookie or a request body.

export type LogFields = Record<string, unknown>;

export interface Logger {
  /** Kept back for the invocation (in a Lambda) and written only before an error line of it. */
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

// LOG_LEVEL: debug, info (default), error (only failures: test runs), silent. Powertools reads the
// variable only in capitals, so it is handed over here.
// Debug lines are buffered per invocation, by its X-Ray trace id (which Lambda sets on every one), and
// flushed before the invocation's first error line: a failure comes with what led to it, at no cost
// otherwise. Off Lambda (no trace id) they follow LOG_LEVEL.
const root = new PowertoolsLogger({
  serviceName: 'hostel',
  logLevel: (process.env.LOG_LEVEL ?? 'info').toUpperCase() as 'INFO',
  logBufferOptions: { enabled: true, bufferAtVerbosity: 'DEBUG', flushOnErrorLog: true },
});

/**
 * A logger whose every line carries these fields (a function's name, or a request's route and ids).
 * The fields go with each line, not as keys on the shared logger: the local server runs many requests
 * at once in one process, and a child logger per request costs about 50 µs.
 */
export function createLogger(base: LogFields): Logger {
  return {
    debug: (message, fields) => root.debug(message, { ...base, ...fields }),
    info: (message, fields) => root.info(message, { ...base, ...fields }),
    error: (message, fields) => root.error(message, { ...base, ...fields }),
  };
}

/** The logger of one request: its lines carry one correlation id (the caller's, or API Gateway's request id). */
export function requestLogger(fields: { route: string; requestId: string; correlationId: string }): Logger {
  const { correlationId, ...rest } = fields;
  return createLogger({ ...rest, correlation_id: correlationId });
}

/** Forgets the invocation's kept-back debug lines once it ended without an error, as Powertools' middleware does. */
export function endInvocation(): void {
  root.clearBuffer();
}
