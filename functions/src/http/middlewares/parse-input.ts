import { message, messageOfIssue } from '@hostel/shared/i18n/message';
import { zodMessages } from '@hostel/shared/api/zod-messages';
import type * as z from 'zod/mini';
import { bodyText } from '../body-text';
import { BadRequest, UnsupportedMediaType, ValidationFailed, type FieldProblem } from '../errors';
import { MAX_BODY_DEPTH, nestsDeeperThan } from '../json-depth';
import { header, type PipelineMiddleware, type PipelineRequest } from '../pipeline-types';

const MAX_BODY_BYTES = 64 * 1024;

function problemsOf(error: z.core.$ZodError): FieldProblem[] {
  return error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return { msg: message('api.unknownFields', { count: issue.keys.length, names: issue.keys.join(', ') }), path: issue.path.join('.') };
    }
    // Every issue's message is a reference to one by id: the schema's, else zod's own (zod-messages.ts).
    return { msg: messageOfIssue(issue.message), path: issue.path.map(String).join('.') };
  });
}

function check(schema: z.ZodMiniType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value, { error: zodMessages });
  if (!result.success) throw new ValidationFailed(problemsOf(result.error));
  return result.data;
}

function readJson(request: PipelineRequest): unknown {
  const { event } = request;
  const text = bodyText(event.body, event.isBase64Encoded);
  if (text.trim() === '') throw new BadRequest('api.requestBodyEmpty');
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new BadRequest('api.requestBodyTooLarge');
  const type = header(event, 'content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new UnsupportedMediaType();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequest('api.requestBodyNotValid');
  }
  if (nestsDeeperThan(text, MAX_BODY_DEPTH)) throw new BadRequest('api.bodyNestedTooDeeply');
  // Every call's body is one object: any other value is refused here, before a schema's checks read its fields.
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ValidationFailed([{ msg: message('api.bodyMustBeJsonObject'), path: '' }]);
  return value;
}

function decodeParams(params: Record<string, string | undefined> = {}): Record<string, string> {
  const decoded: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    try {
      decoded[key] = decodeURIComponent(value);
    } catch {
      throw new BadRequest('api.keyAddressNotValid', { key });
    }
  }
  return decoded;
}

/** No body sent, and the route's body is optional (a spec call that sends none, extended with an optional one). */
function bodyLeftOut(request: PipelineRequest, schema: z.ZodMiniType): boolean {
  const { event } = request;
  return (event.body ?? '') === '' && schema.safeParse(undefined).success;
}

/** Parses the JSON body and checks body, path and query against the route's schemas. */
export function parseInput(): PipelineMiddleware {
  return {
    before: (request: PipelineRequest) => {
      const { route } = request.internal;
      request.internal.params = check(route.params, decodeParams(request.event.pathParameters));
      request.internal.query = check(route.query, request.event.queryStringParameters ?? {});
      if (route.body) request.internal.body = check(route.body, bodyLeftOut(request, route.body) ? undefined : readJson(request));
    },
  };
}
