import type { Language } from '@hostel/shared/domain/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../api-client';
import { changeLanguage } from '../i18n/i18n';
import { getProfileQueryOptions, useProfile } from './get-profile';

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
      queryClient.setQueryData(key, { ...profile, user_info: { ...profile.user_info, language } });
      const { first_name: firstName, last_name: lastName } = profile.user_info;
      const saved = await callApi('updateProfile', { body: { firstName, ...(lastName ? { lastName } : {}), language } });
      queryClient.setQueryData(key, saved.msg);
    },
  });
  return (language: Language) => save.mutate(language);
}
