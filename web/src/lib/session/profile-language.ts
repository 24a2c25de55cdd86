import type { Language } from '@hostel/shared/domain/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../api-client';
import { changeLanguage, currentLanguage } from '../i18n/i18n';
import { getProfileQueryOptions, useProfile } from './get-profile';
import { setAfterChange } from '../set-after-change';

/** A signed-in user sees the language their profile remembers, on any browser. */
export function useProfileLanguage(): void {
  const language = useProfile().data?.user_info.language;
  useEffect(() => {
    if (language) void changeLanguage(language);
  }, [language]);
}

/**
 * Remembers a chosen language in the profile (updateProfile with the names unchanged). The cached profile
 * takes it first, so the effect above never switches back while the save is on its way.
 */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  const key = getProfileQueryOptions().queryKey;
  const save = useMutation({
    mutationFn: async (language: Language) => {
      // Chosen before the profile arrived: wait for it, the names are sent back unchanged.
      const profile = await queryClient.ensureQueryData(getProfileQueryOptions());
      setAfterChange(queryClient, key, { ...profile, user_info: { ...profile.user_info, language } });
      const { first_name: firstName, last_name: lastName } = profile.user_info;
      const saved = await callApi('updateProfile', { body: { firstName, ...(lastName ? { lastName } : {}), language } });
      setAfterChange(queryClient, key, saved.msg);
    },
  });
  return (language: Language) => save.mutate(language);
}

/**
 * After a sign-in: a profile with no language yet takes the one the screens are in (the visitor's, e.g. chosen
 * at sign-up), so the next browser opens in it too. A failure only leaves it unset: the sign-in goes on.
 */
export async function keepLanguageInProfile(): Promise<void> {
  try {
    const { msg: profile } = await callApi('getProfile');
    if (profile.user_info.language) return;
    const { first_name: firstName, last_name: lastName } = profile.user_info;
    await callApi('updateProfile', { body: { firstName, ...(lastName ? { lastName } : {}), language: currentLanguage() } });
  } catch {
    // Not saved now: the next sign-in tries again.
  }
}
