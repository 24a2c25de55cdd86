/** The languages of the product's screens and mails; English is the spec's and the fallback. */
export const LANGUAGES = ['en', 'es-AR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The product's language closest to a browser's tag (es, es-419, es-AR → es-AR), or undefined. */
export function languageOf(tag: string): Language | undefined {
  const lower = tag.toLowerCase();
  if (lower === 'es' || lower.startsWith('es-')) return 'es-AR';
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return undefined;
}

/** Each language by its own name, as a language menu shows it whatever the screens' language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', 'es-AR': 'Español (Argentina)' };

/** The same, short: the public pages' and the booking page's switch to the other language. */
export const LANGUAGE_SHORT_NAMES: Record<Language, string> = { en: 'English', 'es-AR': 'Español' };
