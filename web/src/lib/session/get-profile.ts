import type { Profile } from '@hostel/shared/api/account-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';

// The signed-in user's profile (spec §7 GET /users/profile): loaded on entering the signed-in area,
// shared by the header, the profile page and whatever reads the role. Its errors are only logged
// (the query client logs them); the header then keeps its placeholders.

export async function getProfile(): Promise<Profile> {
  const response = await callApi('getProfile');
  return response.msg;
}

export function getProfileQueryOptions() {
  return queryOptions({ queryKey: ['profile'], queryFn: getProfile, meta: { errorMessage: 'Could not load the profile' } });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
