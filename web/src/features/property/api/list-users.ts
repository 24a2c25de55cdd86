import type { TeamMember } from '@hostel/shared/api/team-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function listUsers(): Promise<TeamMember[]> {
  const response = await callApi('listUsers');
  return response.msg;
}

export function listUsersQueryOptions() {
  return queryOptions({ queryKey: queryKeys.users, queryFn: listUsers });
}

export function useUsersQuery() {
  return useQuery(listUsersQueryOptions());
}
