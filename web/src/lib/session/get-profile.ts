import type { Profile } from '@hostel/shared/api/account-schemas';
import { callApi } from '../api-client';

export async function getProfile(): Promise<Profile> {
  const response = await callApi('getProfile');
  return response.msg;
}
