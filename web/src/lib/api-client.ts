import { endpoints, endpointUrl } from '@hostel/shared/api/endpoints';
import { MESSAGE_IDS_HEADER } from '@hostel/shared/api/message-ids-header';
import type { BodyInputOf, ParamsInputOf, QueryInputOf, ResponseOf, RouteName } from '@hostel/shared/api/route-table';

// The one way the web calls the API, typed from the route table, with the one error interceptor of
// spec §8: a list body shows each item's msg, an object its msg, a network failure the error's text. Each call
// asks for the screens' language (Accept-Language): the API's messages arrive in it.

export const DEFAULT_ERROR = 'An error ocurred during request';
/** What a failed connection says in a language other than English (the browser's own text is English). */
export const NETWORK_ERROR = 'Network error';

/** An answer's message: its id and values (asked for with MESSAGE_IDS_HEADER). */
interface AnswerMessage {
  id: string;
  values?: unknown;
}

/**
 * How the client speaks the screens' language: the SPA's entry gives it the current language and the
 * messages catalog (`speakApiIn`), which says each answer's message from its id and values. The static
 * pages' small script never does, so it downloads no catalog: its one call (is a session open?) then shows
 * the answer's words and lets the browser say its languages.
 */
interface ApiLanguage {
  language: () => string | undefined;
  message: (said: AnswerMessage) => string | undefined;
}
let localized: ApiLanguage = { language: () => undefined, message: () => undefined };

export function speakApiIn(language: () => string, message: (said: AnswerMessage) => string | undefined): void {
  localized = { language, message };
}

/** The client's own failure words, by id: in the screens' language where the catalog is loaded, else English. */
const ownMessage = (id: string, english: string) => localized.message({ id }) ?? english;
const defaultError = () => ownMessage('web.errorOcurredDuringRequest', DEFAULT_ERROR);

/** An answer item's words: said from its message id and values, else the words it came with. */
function wordsOf(item: { msg?: unknown; messageId?: unknown; values?: unknown } | undefined): string {
  const byId = typeof item?.messageId === 'string' ? localized.message({ id: item.messageId, values: item.values }) : undefined;
  return byId ?? (typeof item?.msg === 'string' ? item.msg : defaultError());
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
    /** Field paths of validation problems, to show a message next to its field. */
    readonly fields: Record<string, string> = {},
    /** The answer's machine-readable reason, when it has one (shared/src/api/error-codes.ts). */
    readonly code?: string,
    /** The id of the (first) message the answer says, to decide on (docs/architecture/messages.md), never its words. */
    readonly messageId?: string,
    /** The values that message names (a bed's name, a date). */
    readonly values?: Readonly<Record<string, unknown>>,
  ) {
    super(messages[0] ?? defaultError());
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

type Listener = (error: ApiError) => void;
const unauthorizedListeners = new Set<Listener>();

/** The signed-in area subscribes to send the user to sign-in when a session ends mid-use. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The {names} in a route's path: `'/rooms/{id}/beds/{bed}'` → `'id' | 'bed'`. */
export type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/**
 * What a call needs besides its name, read from its path and schemas (types only: the browser
 * downloads no schema): `params` exactly when the path has {params}, `query` when the route declares
 * one (optional if every field is), `body` when it takes one.
 */
export type CallInputFor<Path extends string, Body, Params, Query> = ([PathParamNames<Path>] extends [never]
  ? { params?: never }
  : { params: Params extends undefined ? Record<PathParamNames<Path>, string> : Params }) &
  ([Query] extends [undefined] ? { query?: never } : object extends Query ? { query?: Query } : { query: Query }) &
  ([Body] extends [undefined] ? { body?: never } : { body: Body });

export type CallInput<N extends RouteName> = CallInputFor<(typeof endpoints)[N]['path'], BodyInputOf<N>, ParamsInputOf<N>, QueryInputOf<N>>;

/** Request headers a call may add, e.g. `Idempotency-Key` on a create that must not run twice. */
interface CallHeaders {
  headers?: Record<string, string>;
}

/** The input may be left out only when nothing in it is required. */
type CallArgs<N extends RouteName> =
  object extends CallInput<N> ? [input?: CallInput<N> & CallHeaders] : [input: CallInput<N> & CallHeaders];

type Scalar = string | number | boolean | null | undefined;

/** A query string from a route's query object: undefined fields are left out, the rest written as text. */
export function queryString(query: object | undefined): string {
  if (!query) return '';
  const pairs = Object.entries(query as Record<string, Scalar>).filter(([, value]) => value !== undefined && value !== null);
  return pairs.length ? `?${new URLSearchParams(pairs.map(([key, value]) => [key, String(value)]))}` : '';
}

function pathParams(params: object | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  return Object.fromEntries(Object.entries(params as Record<string, Scalar>).map(([key, value]) => [key, String(value)]));
}

async function toApiError(response: Response): Promise<ApiError> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  if (Array.isArray(payload)) {
    const items = payload as { msg?: unknown; path?: unknown; messageId?: unknown; values?: unknown }[];
    const messages = items.map(wordsOf);
    const fields: Record<string, string> = {};
    for (const item of items) {
      if (typeof item?.path === 'string' && typeof item.msg === 'string' && !(item.path in fields)) fields[item.path] = wordsOf(item);
    }
    const firstId = (items[0] as { messageId?: unknown } | undefined)?.messageId;
    return new ApiError(response.status, messages, fields, undefined, typeof firstId === 'string' ? firstId : undefined);
  }
  const answer = (payload ?? {}) as { msg?: unknown; code?: unknown; messageId?: unknown; values?: unknown };
  const { code, messageId, values } = answer;
  return new ApiError(
    response.status,
    [wordsOf(answer)],
    {},
    typeof code === 'string' ? code : undefined,
    typeof messageId === 'string' ? messageId : undefined,
    values && typeof values === 'object' ? (values as Record<string, unknown>) : undefined,
  );
}

async function send<N extends RouteName>(name: N, ...[input]: CallArgs<N>): Promise<Response> {
  // Only where the call lives is needed here; its schemas stay with the forms that use them.
  const route = endpoints[name];
  const call = input as { params?: object; query?: object; body?: unknown; headers?: Record<string, string> } | undefined;
  const url = `${endpointUrl(name, pathParams(call?.params))}${queryString(call?.query)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: route.method,
      credentials: 'include',
      headers: {
        ...call?.headers,
        ...(call?.body !== undefined ? { 'content-type': 'application/json' } : {}),
        accept: 'application/json',
        // Each answer's message id and values beside its words: screens decide on ids, never on the words.
        [MESSAGE_IDS_HEADER]: 'true',
        ...(localized.language() ? { 'accept-language': localized.language() } : {}),
      },
      body: call?.body !== undefined ? JSON.stringify(call.body) : undefined,
    });
  } catch (error) {
    const english = (localized.language() ?? 'en') === 'en';
    throw new ApiError(0, [english ? (error as Error).message || NETWORK_ERROR : ownMessage('web.networkError', NETWORK_ERROR)]);
  }
  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status === 401 && route.access !== 'public') for (const listener of unauthorizedListeners) listener(error);
    throw error;
  }
  return response;
}

export async function callApi<N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<ResponseOf<N>> {
  return (await (await send(name, ...args)).json()) as ResponseOf<N>;
}

/** The name a file answer gives itself (`content-disposition`), its UTF-8 form first. */
export function fileNameOf(disposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? 'download';
}

/** A call that answers a file (an export sent with a body): its content and the name the server gave it. */
export async function callApiForFile<N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<{ blob: Blob; fileName: string }> {
  const response = await send(name, ...args);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}
