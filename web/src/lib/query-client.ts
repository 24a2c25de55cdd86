import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

// The one cache of server data. A 4xx answers the same on a retry, so only network failures and 5xx
// are retried; a change is never sent twice by itself (the user sees the failure and decides).
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
    mutations: { retry: false },
  },
});
