import type { Guest } from '@hostel/shared/api/guest-schemas';
import { callApi } from '../../../lib/api-client';

/** The dialog's lookup: the property's guest with this email, or null (a 200) when there is none. */
export function findGuestByEmail(email: string): Promise<Guest | null> {
  return callApi('findGuestByEmail', { query: { q: email } });
}
