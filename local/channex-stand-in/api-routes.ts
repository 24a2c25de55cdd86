import { ariAnswer, MAX_MESSAGE_BYTES } from '@hostel/functions/channel-manager/channex-shapes';
import { errors, page, propertyBody, ratePlanBody, revisionBody, roomTypeBody } from './api-bodies';
import { type AriKind, checkAriValues } from './ari-validation';
import type { RateLimits } from './rate-limits';
import type { StandInState } from './stand-in-state';

// The documented requests the adapter makes, answered as Channex documents them (docs/architecture/
// channel-manager.md lists them): the key in `user-api-key`, lists paged, ARI messages checked, limited and
// recorded, the revision feed and its acknowledgement. Nothing here changes what a test set up.

export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface ApiRequest {
  method: string;
  /** After `/api/v1`, without the query. */
  path: string;
  query: URLSearchParams;
  key: string | undefined;
  /** The raw body; parsed here, as its errors are part of the API. */
  body: string;
}

const ok = (body: unknown): Answer => ({ status: 200, body });

function failureFor(state: StandInState, key: string, path: string): Answer | undefined {
  const failure = state.failures.get(key);
  if (!failure || failure.remaining <= 0) return undefined;
  if (failure.path && !path.startsWith(failure.path)) return undefined;
  failure.remaining -= 1;
  return failure.status === 429
    ? { status: 429, body: errors.tooManyRequests, headers: { 'retry-after': '1' } }
    : { status: 500, body: errors.serverError };
}

/** The properties a list may show: the key's, or the one its filter names if the key opens it. */
function scope(state: StandInState, key: string, query: URLSearchParams): string[] | Answer {
  const owned = state.propertiesOf(key).map((property) => property.id);
  const filter = query.get('filter[property_id]');
  if (filter === null) return owned;
  return owned.includes(filter) ? [filter] : { status: 403, body: errors.forbidden };
}

function ari(kind: AriKind, request: ApiRequest, key: string, state: StandInState, limits: RateLimits): Answer {
  let values: unknown;
  try {
    values = (JSON.parse(request.body) as { values?: unknown }).values;
  } catch {
    return { status: 422, body: errors.validation({ body: ['is not valid JSON'] }) };
  }
  if (!Array.isArray(values) || values.length === 0) return { status: 422, body: errors.validation({ values: ['is required'] }) };
  // Limits count per property: the first value's (a message is one property's, as the adapter sends it).
  const propertyId = String((values[0] as { property_id?: unknown })?.property_id ?? '');
  const limit = limits.take(propertyId, kind, state.nowFor(propertyId));
  if (!limit.ok)
    return { status: 429, body: errors.tooManyRequests, headers: { 'retry-after': String(Math.ceil(limit.retryAfterMs / 1000)) } };
  const { applied, refused, warnings } = checkAriValues(kind, values, key, state);
  const status = 200;
  const log = state.ariMessages.get(key) ?? [];
  log.push({
    kind,
    status,
    receivedAt: new Date(state.nowFor(propertyId)).toISOString(),
    values: values as Record<string, unknown>[],
    refused,
  });
  state.ariMessages.set(key, log);
  // Every change refused: no task, only the warnings (ari: "Validation Error Response", 200 OK).
  const body = ariAnswer.parse({
    data: applied.length === 0 ? [] : [{ id: state.newId(), type: 'task' }],
    meta: { message: 'Success', warnings },
  });
  return ok(body);
}

function record(state: StandInState, key: string, request: ApiRequest): void {
  let body: unknown;
  try {
    body = request.body ? JSON.parse(request.body) : undefined;
  } catch {
    body = request.body;
  }
  const query = request.query.toString();
  const log = state.requests.get(key) ?? [];
  log.push({ method: request.method, path: `${request.path}${query ? `?${decodeURIComponent(query)}` : ''}`, body });
  state.requests.set(key, log.slice(-500));
}

export function answerApi(request: ApiRequest, state: StandInState, limits: RateLimits): Answer {
  const key = request.key;
  if (!key || !state.keys.has(key)) return { status: 401, body: errors.unauthorized };
  record(state, key, request);
  const injected = failureFor(state, key, request.path);
  if (injected) return injected;
  const { method, path, query } = request;
  if (Buffer.byteLength(request.body) >= MAX_MESSAGE_BYTES) return { status: 413, body: errors.validation({ body: ['is too large'] }) };

  if (method === 'GET' && path === '/properties') return ok(page(state.propertiesOf(key).map(propertyBody), query));
  if (method === 'GET' && (path === '/room_types' || path === '/rate_plans')) {
    const ids = scope(state, key, query);
    if (!Array.isArray(ids)) return ids;
    const items: unknown[] =
      path === '/room_types'
        ? [...state.roomTypes.values()].filter((type) => ids.includes(type.propertyId)).map(roomTypeBody)
        : [...state.ratePlans.values()].filter((plan) => ids.includes(plan.propertyId)).map(ratePlanBody);
    return ok(page(items, query));
  }
  if (method === 'POST' && path === '/availability') return ari('availability', request, key, state, limits);
  if (method === 'POST' && path === '/restrictions') return ari('restrictions', request, key, state, limits);
  if (method === 'GET' && path === '/booking_revisions/feed') {
    const ids = scope(state, key, query);
    if (!Array.isArray(ids)) return ids;
    const unacked = state.revisions.filter((revision) => !revision.acked && ids.includes(revision.propertyId));
    // Oldest first only when asked: the docs promise no order otherwise, so the stand-in gives the newest first.
    if (query.get('order[inserted_at]') !== 'asc') unacked.reverse();
    return ok(page(unacked.map(revisionBody), query));
  }
  const ack = /^\/booking_revisions\/([^/]+)\/ack$/.exec(path);
  if (method === 'POST' && ack) {
    const revision = state.revisions.find((candidate) => candidate.id === decodeURIComponent(ack[1]!));
    if (!revision || !state.keysOf(revision.propertyId).includes(key)) return { status: 404, body: errors.notFound };
    if (!revision.acked) state.acks.set(key, [...(state.acks.get(key) ?? []), revision.id]);
    revision.acked = true;
    return ok({ meta: { message: 'Success' } });
  }
  return { status: 404, body: errors.notFound };
}
