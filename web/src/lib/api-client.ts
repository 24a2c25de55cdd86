import { endpoints, endpointUrl } from '@hostel/shared/api/endpoints';
import type { BodyInputOf, ResponseOf, RouteName } from '@hostel/shared/api/route-table';

// The one way the web calls the API, typed from the route table, with the one error interceptor of
// spec §8: a list body shows each item's msg, an object its msg, a network failure the error's text.

export const DEFAULT_ERROR = 'An error ocurred during request';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
    /** Field paths of validation problems, to show a message next to its field. */
    readonly fields: Record<string, string> = {},
    /** The answer's machine-readable reason, when it has one (shared/src/api/error-codes.ts). */
    readonly code?: string,
  ) {
    super(messages[0] ?? DEFAULT_ERROR);
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

type CallInput<N extends RouteName> = {
  params?: Record<string, string>;
  query?: Record<string, string>;
} & (BodyInputOf<N> extends undefined ? { body?: undefined } : { body: BodyInputOf<N> });

async function toApiError(response: Response): Promise<ApiError> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  if (Array.isArray(payload)) {
    const items = payload as { msg?: unknown; path?: unknown }[];
    const messages = items.map((item) => (typeof item?.msg === 'string' ? item.msg : DEFAULT_ERROR));
    const fields: Record<string, string> = {};
    for (const item of items) {
      if (typeof item?.path === 'string' && typeof item.msg === 'string' && !(item.path in fields)) fields[item.path] = item.msg;
    }
    return new ApiError(response.status, messages, fields);
  }
  const { msg, code } = (payload ?? {}) as { msg?: unknown; code?: unknown };
  return new ApiError(response.status, [typeof msg === 'string' ? msg : DEFAULT_ERROR], {}, typeof code === 'string' ? code : undefined);
}

export async function callApi<N extends RouteName>(name: N, ...[input]: BodyInputOf<N> extends undefined ? [CallInput<N>?] : [CallInput<N>]): Promise<ResponseOf<N>> {
  // Only where the call lives is needed here; its schemas stay with the forms that use them.
  const route = endpoints[name];
  const search = input?.query ? `?${new URLSearchParams(input.query)}` : '';
  const url = `${endpointUrl(name, input?.params)}${search}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: route.method,
      credentials: 'include',
      headers: input?.body !== undefined ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
      body: input?.body !== undefined ? JSON.stringify(input.body) : undefined,
    });
  } catch (error) {
    throw new ApiError(0, [(error as Error).message || 'Network error']);
  }
  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status === 401 && route.access !== 'public') unauthorizedListeners.forEach((listener) => listener(error));
    throw error;
  }
  return (await response.json()) as ResponseOf<N>;
}
