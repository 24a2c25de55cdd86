import { useMutation } from '@tanstack/react-query';
import { callApi } from '../api-client';

export async function logout(): Promise<void> {
  await callApi('logout');
}

/** Ends the session. The signed-in area empties the cache of user data each time it is entered. */
export function useLogoutMutation() {
  return useMutation({ mutationFn: logout });
}
