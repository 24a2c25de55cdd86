import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** An admin deletes the whole property; any other role only their own user. */
export async function deleteAccount(): Promise<void> {
  await callApi('deleteAccount');
}

/** Nothing cached survives it: the logout that follows leaves the signed-in area, which starts afresh next time. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
