import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';

/**
 * After a change the server confirmed: marks the queries stale and loads the shown ones again. TanStack Query
 * cancels an in-flight load for a refetch only when the query already has data; a first load still in flight
 * was sent before the change, and a plain invalidation would hand its answer on (an extra added before the
 * list had loaded stayed missing from it). So such a load is cancelled silently first, as the library does for a
 * query with data, and whoever awaited it gets the new load's answer.
 */
export function refetchAfterChange(client: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  for (const query of client.getQueryCache().findAll({ ...filters, type: 'active' })) {
    if (query.state.fetchStatus === 'fetching' && query.state.data === undefined) void query.cancel({ silent: true });
  }
  return client.invalidateQueries(filters);
}
