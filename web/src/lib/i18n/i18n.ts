import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from '@hostel/shared/domain/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './catalogs/en';
import { esAR } from './catalogs/es-ar';
import { detectLanguage, rememberLanguage } from './detect-language';

// One i18next instance for the SPA. Both catalogs are bundled (a few KB gzip): a switch shows the
// other language at once, with no request that could fail.
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, 'es-AR': { translation: esAR } },
  lng: detectLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // Resources are in memory: initialise synchronously so the first render already has its texts.
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
});
// The prerender (no document) renders English, the spec's language.
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/** The language the screens are in now. */
export function currentLanguage(): Language {
  return (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : DEFAULT_LANGUAGE;
}

/** Shows the screens in this language and remembers it in this browser. */
export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
