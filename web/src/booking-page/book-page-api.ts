import { endpoints, endpointUrl, type EndpointName } from '@hostel/shared/api/endpoints';
import { language } from './book-page-language';

// The booking page's calls: plain fetch on the routes of endpoints.ts (no validation library here).

export interface Answer<T> {
  status: number;
  body: T;
}

export interface Issue {
  msg: string;
  path: string;
}

export async function call<T>(
  name: EndpointName,
  params: Record<string, string>,
  init: { query?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const query = init.query ? `?${new URLSearchParams(init.query)}` : '';
  const response = await fetch(`${endpointUrl(name, params)}${query}`, {
    method: endpoints[name].method,
    // The API words its messages in the page's language.
    headers: { 'accept-language': language, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'same-origin',
  });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = {};
  }
  return { status: response.status, body: body as T };
}

/** The message of an error answer: `{ msg }` or the first of a list. */
export function messageOf(body: unknown, fallback: string): string {
  if (Array.isArray(body)) return (body[0] as Issue | undefined)?.msg ?? fallback;
  const msg = (body as { msg?: unknown } | null)?.msg;
  return typeof msg === 'string' ? msg : fallback;
}
