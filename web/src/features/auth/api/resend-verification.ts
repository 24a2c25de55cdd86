import { callApi } from '../../../lib/api-client';

export function resendVerification(email: string) {
  return callApi('resendVerification', { body: { email } });
}
