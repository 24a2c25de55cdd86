import { Outlet } from 'react-router-dom';
import { usePageLang, usePublicTexts } from './public-language';
import { useScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './public-site.css';

/** The public site's frame: header, the page (each page renders its own <main>), footer. */
export function Component() {
  useScrollToTop();
  const { t, language } = usePublicTexts();
  usePageLang(language);
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('components.skipToContent')}
      </a>
      <SiteHeader />
      <Outlet />
      <SiteFooter />
    </div>
  );
}
