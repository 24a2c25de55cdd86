import type { Language } from '@hostel/shared/domain/languages';

/** When the terms and the privacy policy last changed. */
export const LAST_UPDATED = '2024-03-01';

// English keeps the spec's "1 March 2024" (en-GB); Spanish reads "1 de marzo de 2024".
const LOCALES: Record<Language, string> = { en: 'en-GB', 'es-AR': 'es-AR' };

/** A legal page's date in the page's language, from its `yyyy-MM-dd` (a calendar day, read at UTC). */
export function legalDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
