import type { Profile } from '@hostel/shared/api/account-schemas';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getProfile } from './get-profile';

interface ProfileState {
  /** Undefined while loading or when the fetch failed (spec: errors only logged, placeholders stay). */
  profile: Profile | undefined;
  loading: boolean;
  refresh(): Promise<void>;
  /** Puts a profile the API just returned (e.g. after an edit) without fetching again. */
  replace(profile: Profile): void;
}

const ProfileContext = createContext<ProfileState | undefined>(undefined);

export function ProfileProvider({ children }: { children: ReactNode }) {
  const [profile, setProfile] = useState<Profile | undefined>();
  const [loading, setLoading] = useState(true);

  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      setProfile(await getProfile());
    } catch (error) {
      console.error('Could not load the profile', error);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const value = useMemo(() => ({ profile, loading, refresh, replace: setProfile }), [profile, loading, refresh]);
  return <ProfileContext.Provider value={value}>{children}</ProfileContext.Provider>;
}

export function useProfile(): ProfileState {
  const state = useContext(ProfileContext);
  if (!state) throw new Error('useProfile must be used inside ProfileProvider');
  return state;
}
