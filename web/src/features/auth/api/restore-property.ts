import type { SignInBody } from '@hostel/shared/api/account-schemas';
import { callApi } from '../../../lib/api-client';

export function restoreProperty(body: SignInBody) {
  return callApi('restoreProperty', { body });
}
