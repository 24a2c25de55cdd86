import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';

/** What to refresh: refetchAfterChange always loads the shown queries again and marks the rest. */
export type ChangedQueries = Omit<InvalidateQueryFilters, 'refetchType' | 'type'>;

/**
 * After a change the server confirmed: marks the queries stale and loads the shown ones again. A load still on its
 * way was sent before the change, and TanStack Query cancels one for a refetch only when its query is shown and has
 * data; otherwise its answer lands after and counts as fresh (an extra added before the list had loaded stayed
 * missing; a calendar window fetched ahead showed the bed a stay had just left). So a shown query's first load is
 * cancelled silently and loaded again (whoever awaited it gets the new answer), and a load of a query nothing shows
 * is cancelled back to what the cache held, to be loaded when next shown.
 */
export function refetchAfterChange(client: QueryClient, filters: ChangedQueries): Promise<void> {
  for (const query of client.getQueryCache().findAll(filters)) {
    if (query.state.fetchStatus !== 'fetching') continue;
    if (!query.isActive()) void query.cancel({ revert: true });
    else if (query.state.data === undefined) void query.cancel({ silent: true });
  }
  return client.invalidateQueries(filters);
}
