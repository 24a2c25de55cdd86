import type { Role } from '@hostel/shared/api/account-schemas';
import { useProfile } from './get-profile';

interface SignedInUser {
  role: Role | undefined;
  userId: string | undefined;
  /** The profile has answered (or failed for good): an undefined role now means it is not known. */
  settled: boolean;
}

/** Who is signed in, as the pages that depend on it need it. The one place that reads the profile for them. */
export function useSignedInUser(): SignedInUser {
  const { data: profile, isPending } = useProfile();
  return { role: profile?.user_info.role, userId: profile?.user_info._id, settled: !isPending };
}
