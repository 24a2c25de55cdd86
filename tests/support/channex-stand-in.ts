import { inject } from 'vitest';
import type { AriMessage, ReceivedRequest } from '../../local/channex-stand-in/stand-in-state';
import type { CreatedProperty, NewProperty, NewRevision } from '../../local/channex-stand-in/stand-in-control';

// The test stack's Channex stand-in, driven from a test file through its control paths (/__stand-in/…),
// as the stack holding it runs in another process. The same functions as its in-process control object.

const origin = () => new URL(inject('channexApiUrl')).origin;

async function control<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin()}/__stand-in${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status !== 200) throw new Error(`Stand-in control ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export const channexStandIn = {
  /** `http://127.0.0.1:<port>/api/v1`: what the stack's functions have as CHANNEX_API_URL. */
  apiUrl: () => inject('channexApiUrl'),
  createProperty: (input: NewProperty) => control<CreatedProperty>('POST', '/properties', input),
  addRevision: (input: NewRevision) => control<{ revisionId: string; bookingId: string }>('POST', '/revisions', input),
  ariMessages: (apiKey: string) => control<AriMessage[]>('GET', `/ari-messages?api_key=${encodeURIComponent(apiKey)}`),
  requests: (apiKey: string) => control<ReceivedRequest[]>('GET', `/requests?api_key=${encodeURIComponent(apiKey)}`),
  acknowledged: (apiKey: string) => control<string[]>('GET', `/acknowledged?api_key=${encodeURIComponent(apiKey)}`),
  failNext: (apiKey: string, count: number, status: 500 | 429, path?: string) =>
    control<object>('POST', '/fail-next', { apiKey, count, status, ...(path ? { path } : {}) }),
  advanceClock: (propertyId: string, advanceMs: number) => control<object>('POST', '/clock', { propertyId, advanceMs }),
};
