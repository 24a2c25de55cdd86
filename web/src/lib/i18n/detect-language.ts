import { DEFAULT_LANGUAGE, type Language, languageOf, LANGUAGES } from '@hostel/shared/domain/languages';

// The browser's choice of language: what this browser chose last (also before signing in), else the
// first of the browser's languages we have, else English. A signed-in user's profile then wins.
const STORAGE_KEY = 'language';

function stored(): Language | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return (LANGUAGES as readonly (string | null)[]).includes(value) ? (value as Language) : undefined;
  } catch {
    return undefined;
  }
}

export function detectLanguage(): Language {
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  const fromBrowser = (navigator.languages ?? [navigator.language]).map(languageOf).find((language) => language !== undefined);
  return stored() ?? fromBrowser ?? DEFAULT_LANGUAGE;
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}
