import type { ChangePasswordBody } from '@hostel/shared/api/account-schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** On success the server ends every other session and sets a fresh cookie for this one. */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  const response = await callApi('changePassword', { body });
  return response.msg;
}

/** Changes nothing the web caches, so nothing is invalidated. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
