import type { SignInBody } from '@hostel/shared/api/account-schemas';
import { callApi } from '../../../lib/api-client';

export function signIn(body: SignInBody) {
  return callApi('signIn', { body });
}
