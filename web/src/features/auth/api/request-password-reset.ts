import { callApi } from '../../../lib/api-client';

export function requestPasswordReset(email: string) {
  return callApi('requestPasswordReset', { body: { username: email } });
}
