import type { BodyInputOf } from '@hostel/shared/api/route-table';
import { callApi } from '../../../lib/api-client';

export function register(body: BodyInputOf<'register'>) {
  return callApi('register', { body });
}
