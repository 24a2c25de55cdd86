import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

// The one cache of server data: every query and mutation of the web goes through it. Errors still
// come from the one interceptor (api-client.ts), which also sends a 401 back to sign-in.

/** How long an answer counts as fresh: pages reopened within it show it without asking again. */
export const STALE_TIME_MS = 30_000;
/** Retries after the first failure, for a query whose failure may pass (network, 5xx). */
export const MAX_RETRIES = 2;

/** A 4xx will answer the same again (and a 429 asks to wait): only a network failure or a 5xx is retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Logged with the error when the query fails for good, e.g. "Could not load the profile". */
      errorMessage?: string;
    };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // A failed load is logged once, after its retries; what the page shows is up to the page.
      onError: (error, query) => console.error(query.meta?.errorMessage ?? `Could not load ${JSON.stringify(query.queryKey)}`, error),
    }),
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: shouldRetry },
      // A change is never sent twice by itself: the user sees the failure and decides.
      mutations: { retry: false },
    },
  });
}
