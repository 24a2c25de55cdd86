import { callApi } from '../../../lib/api-client';

/** An admin deletes the whole property; any other role only their own user. */
export async function deleteAccount(): Promise<void> {
  await callApi('deleteAccount');
}
