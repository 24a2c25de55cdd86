import type { Profile, UpdateProfileBody } from '@hostel/shared/api/account-schemas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getProfileQueryOptions } from '../../../lib/session/get-profile';
import { setAfterChange } from '../../../lib/set-after-change';

export async function updateProfile(body: UpdateProfileBody): Promise<Profile> {
  const response = await callApi('updateProfile', { body });
  return response.msg;
}

/** The API answers with the saved profile, which replaces the cached one: the header greets the new name at once. */
export function updateProfileMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: updateProfile,
    onSuccess: (profile: Profile) => {
      setAfterChange(queryClient, getProfileQueryOptions().queryKey, profile);
    },
  };
}

export function useUpdateProfile() {
  return useMutation(updateProfileMutationOptions(useQueryClient()));
}
