import { callApi } from '../api-client';

export async function logout(): Promise<void> {
  await callApi('logout');
}
