import type { Role } from '@hostel/shared/api/account-schemas';
import { useProfile } from './profile-context';

/** Who is signed in, as the pages that depend on it need it: the role and the user's id (undefined while loading). */
export function useSignedInUser(): { role: Role | undefined; userId: string | undefined } {
  const { profile } = useProfile();
  return { role: profile?.user_info.role, userId: profile?.user_info._id };
}
