import type { DeleteAccountBody } from '@hostel/shared/api/account-schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** An admin deletes the whole property, confirmed by the password and the property's name; any other role only their own user. */
export async function deleteAccount(confirmation?: DeleteAccountBody): Promise<void> {
  await callApi('deleteAccount', { body: confirmation });
}

/** Nothing cached survives it: the logout that follows leaves the signed-in area, which starts afresh next time. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
