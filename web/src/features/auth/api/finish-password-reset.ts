import type { FinishResetBody } from '@hostel/shared/api/account-schemas';
import { callApi } from '../../../lib/api-client';

export function finishPasswordReset(token: string, body: FinishResetBody) {
  return callApi('finishPasswordReset', { params: { token }, body });
}
