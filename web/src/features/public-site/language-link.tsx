import { Link, useLocation } from 'react-router-dom';
import { changeLanguage } from '../../lib/i18n/i18n';
import { LANGUAGE_SHORT_NAMES } from '@hostel/shared/domain/languages';
import { otherVersion } from './public-language';

/**
 * The switch to the same page in the other language, named in that language. A click is remembered
 * (localStorage `language`, as the app reads it): here by the app, on a prerendered page by its script
 * through data-language, so a later visit to an English page does not send the visitor back.
 */
export function LanguageLink() {
  const { pathname } = useLocation();
  const other = otherVersion(pathname);
  if (!other) return null;
  return (
    <Link
      className="site-language"
      to={other.path}
      lang={other.language}
      hrefLang={other.language}
      data-language={other.language}
      onClick={() => void changeLanguage(other.language)}
    >
      {LANGUAGE_SHORT_NAMES[other.language]}
    </Link>
  );
}
