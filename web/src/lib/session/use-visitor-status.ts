import { queryOptions, useQuery } from '@tanstack/react-query';
import { validateSession } from './validate-session';

export type VisitorStatus = 'unknown' | 'signed-in' | 'signed-out';

// The fetcher lives in validate-session.ts on its own: the prerendered pages' small script uses it
// without the query library.
export function getSessionQueryOptions() {
  // Never trusted from the cache: a sign-in or sign-out elsewhere changes it without the app knowing.
  return queryOptions({ queryKey: ['session'], queryFn: validateSession, staleTime: 0 });
}

/**
 * Whether the visitor has a session (spec §4 "Visitor"): unknown until a check made since this
 * component mounted answers. The public header, the sign-in guard and the signed-in area ask at the
 * same time without calling twice.
 */
export function useVisitorStatus(): VisitorStatus {
  const { data, isFetchedAfterMount } = useQuery({ ...getSessionQueryOptions(), refetchOnMount: 'always' });
  if (!isFetchedAfterMount) return 'unknown';
  return data ? 'signed-in' : 'signed-out';
}
