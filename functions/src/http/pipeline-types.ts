import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { MiddlewareObj, Request } from '@middy/core';
import type { ServedRoute } from '@hostel/shared/api/route-table';
import type { Session } from '../accounts/session';
import type { Logger } from './logger';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;

/** What the middlewares work out for the handler. */
export interface PipelineState extends Record<string, unknown> {
  route: ServedRoute;
  startedAt: number;
  log: Logger;
  session?: Session;
  body?: unknown;
  params?: unknown;
  query?: unknown;
}

/** The Lambda context, carrying the pipeline's state to the handler as middy's own middlewares do. */
export type PipelineContext = Context & { state: PipelineState };

export type PipelineRequest = Request<ApiEvent, ApiResult, Error, PipelineContext, PipelineState>;
export type PipelineMiddleware = MiddlewareObj<ApiEvent, ApiResult, Error, PipelineContext, PipelineState>;

/** A handler's answer when it must set cookies besides returning data. */
export class Reply<T> {
  constructor(
    readonly data: T,
    readonly cookies: string[] = [],
  ) {}
}

/** A handler's answer when it is a file to download (an export), not JSON data. */
export class FileReply {
  constructor(
    readonly content: string,
    /** With its charset, e.g. `text/csv; charset=utf-8`. */
    readonly contentType: string,
    /** The name the browser saves it under. */
    readonly fileName: string,
  ) {}
}

/** A public document readers poll (a calendar feed): cacheable, with an ETag, and a 304 when the reader has it. */
export class CacheableReply {
  constructor(
    readonly content: string,
    readonly contentType: string,
    readonly etag: string,
    readonly maxAgeSeconds: number,
    readonly notModified: boolean,
  ) {}
}

/**
 * A Lambda answers at most 6 MB, counted on the answer as JSON, where the file's quotes and line breaks
 * are escaped: a file up to 5 MB fits with room for that.
 */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export function fitsOneAnswer(file: FileReply): boolean {
  return Buffer.byteLength(file.content) <= MAX_FILE_BYTES;
}

export function header(event: ApiEvent, name: string): string | undefined {
  // API Gateway lower-cases header names; the local adapter does the same.
  return event.headers?.[name.toLowerCase()];
}
