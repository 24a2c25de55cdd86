import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { refetchAfterChange } from './refetch-after-change';

/**
 * Puts what a change answered in the cache under `queryKey`. A load of that key still on its way was sent before the
 * change, and its answer would replace this one when it lands (a reservation checked in, then shown as still
 * arriving): it is cancelled first, which puts back what the cache held, and the answer goes over that.
 */
export function setAfterChange<T>(client: QueryClient, queryKey: QueryKey, data: T): void {
  void client.cancelQueries({ queryKey, exact: true });
  client.setQueryData(queryKey, data);
}

/**
 * Before a change is shown ahead of its answer (the calendar's moved bar): the loads on their way of the queries
 * under `queryKey` that have data are cancelled, so none puts the old state back over it. A first load is left to
 * land: there is nothing to show the change on yet, and the answer's setQueriesAfterChange brings it up to date.
 */
export function cancelLoadsUnder(client: QueryClient, queryKey: QueryKey): void {
  for (const query of client.getQueryCache().findAll({ queryKey })) {
    if (query.state.fetchStatus === 'fetching' && query.state.data !== undefined) void query.cancel({ revert: true });
  }
}

/**
 * Applies a change's answer to every cached query under `queryKey` (the calendar's windows). Loads on their way were
 * sent before the change: those of queries with data are cancelled first (cancelLoadsUnder); a first load, which has
 * nothing to apply the change to, is loaded again (refetchAfterChange).
 */
export function setQueriesAfterChange<T>(client: QueryClient, queryKey: QueryKey, update: (data: T | undefined) => T | undefined): void {
  cancelLoadsUnder(client, queryKey);
  const firstLoads = client
    .getQueryCache()
    .findAll({ queryKey })
    .filter((query) => query.state.fetchStatus === 'fetching' && query.state.data === undefined);
  client.setQueriesData<T>({ queryKey }, update);
  for (const query of firstLoads) void refetchAfterChange(client, { queryKey: query.queryKey, exact: true });
}
