import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts what a change answered in the cache under `queryKey`. A load of that key still on its way was sent before the
 * change, and its answer would replace this one when it lands (a reservation checked in, then shown as still
 * arriving): it is cancelled first, which puts back what the cache held, and the answer goes over that.
 */
export function setAfterChange<T>(client: QueryClient, queryKey: QueryKey, data: T): void {
  void client.cancelQueries({ queryKey, exact: true });
  client.setQueryData(queryKey, data);
}
