import { type Language, LANGUAGES } from '@hostel/shared/domain/languages';
import { ENGLISH_PAGES, englishPagePath, publicPagePath, spanishPath, STATIC_PAGES } from '@hostel/shared/http/static-pages';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { currentLanguage } from '../../lib/i18n/i18n';

// A public page's language is its address's (`/es/…` Spanish, the spec's paths English), so the SPA
// and the prerendered page agree and each address reads one way for everyone. Other pages in the public
// frame (sign-in, not found) follow the app's language.

const trimmed = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The language a path's public page is written in, or undefined when the path is not a public page. */
export function languageOfPath(pathname: string): Language | undefined {
  const path = trimmed(pathname);
  if (spanishPath(path)) return 'es-AR';
  return (ENGLISH_PAGES as readonly string[]).includes(path) ? 'en' : undefined;
}

/** The public site's words in the page's language, and its links in that language. */
export function usePublicTexts() {
  const { pathname } = useLocation();
  const language = languageOfPath(pathname) ?? currentLanguage();
  const { t } = useTranslation(undefined, { lng: language });
  const to = (englishPath: string) => publicPagePath(englishPath, language);
  return { t, language, to };
}

/** The same page in the other language, when the page has one. */
export function otherVersion(pathname: string): { language: Language; path: string } | undefined {
  const language = languageOfPath(pathname);
  if (!language || !(STATIC_PAGES as readonly string[]).includes(trimmed(pathname))) return undefined;
  const other = LANGUAGES.find((candidate) => candidate !== language)!;
  return { language: other, path: publicPagePath(englishPagePath(trimmed(pathname)), other) };
}

/** `<html lang>` follows the public page's language while it shows, then the app's again. */
export function usePageLang(language: Language): void {
  useEffect(() => {
    document.documentElement.lang = language;
    return () => {
      document.documentElement.lang = currentLanguage();
    };
  }, [language]);
}
