import type { Profile, UpdateProfileBody } from '@hostel/shared/api/account-schemas';
import { callApi } from '../../../lib/api-client';

export async function updateProfile(body: UpdateProfileBody): Promise<Profile> {
  const response = await callApi('updateProfile', { body });
  return response.msg;
}
