import type { ApiResult, PipelineMiddleware, PipelineRequest } from '../pipeline-types';
import { CacheableReply, FileReply, Reply } from '../pipeline-types';
import { BUSY_ERROR_NAMES, DataError, ItemNotFound, TableUnavailable } from '../../data/data-errors';
import { dataErrorMessage } from '../data-error-messages';
import { bodyIn, languageHeaders, requestLanguage, wantsMessageIds } from '../answer-language';
import { sourceStack } from '../source-stack';
import { message as said } from '@hostel/shared/i18n/message';
import {
  Clash,
  DomainError,
  Invalid,
  InvalidFields,
  Missing,
  NotAnswered,
  Refused,
  SignInNeeded,
  TooManyAttempts,
} from '../../domain-errors';
import {
  BadRequest,
  Conflict,
  Forbidden,
  HttpError,
  NotFound,
  ServiceUnavailable,
  TooManyRequests,
  Unauthorized,
  ValidationFailed,
} from '../errors';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/** A JSON answer, its `msg` (a message by id) said in the request's language (answer-language.ts). */
function toResult(status: number, body: unknown, extra: Partial<ApiResult>, request: PipelineRequest): ApiResult {
  const language = requestLanguage(request.event);
  return {
    statusCode: status,
    headers: { ...JSON_HEADERS, ...languageHeaders(language), ...(extra.headers ?? {}) },
    body: JSON.stringify(bodyIn(body, language, wantsMessageIds(request.event))),
    ...(extra.cookies ? { cookies: extra.cookies } : {}),
  };
}

/** A download: its own type, saved under its name (RFC 6266: an ASCII name, and the exact one in UTF-8). */
function fileResult(status: number, file: FileReply): ApiResult {
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return {
    statusCode: status,
    headers: {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'cache-control': 'no-store',
    },
    body: file.content,
  };
}

/** A polled public document: private caches only (its URL is a secret), revalidated by its ETag. */
function cacheableResult(status: number, reply: CacheableReply, head: boolean): ApiResult {
  const headers = { etag: reply.etag, 'cache-control': `private, max-age=${reply.maxAgeSeconds}` };
  if (reply.notModified) return { statusCode: 304, headers, body: '' };
  // HEAD: the GET's headers, no body.
  return { statusCode: status, headers: { ...headers, 'content-type': reply.contentType }, body: head ? '' : reply.content };
}

/** The one place domain errors become HTTP answers, each with its status; the message is the domain's. */
function httpErrorOfDomain(error: DomainError): HttpError | undefined {
  if (error instanceof Missing) return new NotFound(error.said);
  if (error instanceof Invalid) return new BadRequest(error.said);
  if (error instanceof InvalidFields) return new ValidationFailed(error.problems);
  if (error instanceof SignInNeeded) return new Unauthorized(error.said);
  if (error instanceof Refused) return new Forbidden(error.said);
  if (error instanceof Clash) return new Conflict(error.said);
  if (error instanceof TooManyAttempts) return new TooManyRequests(error.said, error.retryAfterSeconds);
  if (error instanceof NotAnswered) return new ServiceUnavailable(error.said);
  return undefined;
}

/** The one place the data layer's and the domain's errors become HTTP answers: a lost race is a 409, a busy table a 503. */
function httpErrorOf(error: Error | null | undefined): HttpError | undefined {
  if (!error) return undefined;
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError) return httpErrorOfDomain(error)?.withCode(error.code);
  if (error instanceof ItemNotFound) return new NotFound(dataErrorMessage(error));
  // Another AWS service (e.g. Secrets Manager) busy or briefly down is a 503 too: the caller may retry.
  if (error instanceof TableUnavailable || BUSY_ERROR_NAMES.has(error.name)) return new ServiceUnavailable();
  // Every other data error is a lost condition or a taken value: the request lost a race or a rule.
  if (error instanceof DataError) return new Conflict(dataErrorMessage(error));
  return undefined;
}

/** The name of what actually failed, for the log: the SDK's error behind a TableUnavailable, say. */
function causeOf(error: Error | null | undefined): string | undefined {
  const cause = error?.cause as { name?: string; code?: string } | undefined;
  return cause ? (cause.code ?? cause.name) : undefined;
}

function logLine(request: PipelineRequest, status: number, extra: Record<string, unknown> = {}) {
  const log = status >= 500 ? request.internal.log.error : request.internal.log.info;
  log('request', {
    status,
    durationMs: Date.now() - request.internal.startedAt,
    ...(request.internal.session ? { propertyId: request.internal.session.propertyId, userId: request.internal.session.userId } : {}),
    ...extra,
  });
}

/**
 * The outermost stage: turns a handler's data (or a typed error) into the HTTP answer of spec §8,
 * and writes the one log line of the request. Unknown errors become a generic 500; their detail
 * goes to the log with the request id, never to the client.
 */
export function respondAndLog(successStatus: number): PipelineMiddleware {
  return {
    after: (request: PipelineRequest) => {
      const output = request.response as unknown;
      const result =
        output instanceof FileReply
          ? fileResult(successStatus, output)
          : output instanceof CacheableReply
            ? cacheableResult(successStatus, output, request.event.requestContext?.http?.method === 'HEAD')
            : output instanceof Reply
              ? toResult(successStatus, output.data, { cookies: output.cookies }, request)
              : toResult(successStatus, output, {}, request);
      request.response = result;
      logLine(request, successStatus);
    },
    onError: (request: PipelineRequest) => {
      const error = request.error;
      const known = httpErrorOf(error);
      if (known) {
        const body = known instanceof ValidationFailed ? known.problems : { msg: known.said, ...(known.code ? { code: known.code } : {}) };
        request.response = toResult(known.status, body, { headers: known.headers }, request);
        const cause = causeOf(error);
        logLine(request, known.status, known.status >= 500 ? { error: error?.name, ...(cause ? { cause } : {}) } : {});
        return;
      }
      request.response = toResult(500, { msg: said('api.somethingWentWrongSide') }, {}, request);
      logLine(request, 500, { error: error?.name, detail: error?.message, stack: sourceStack(error?.stack) });
    },
  };
}
