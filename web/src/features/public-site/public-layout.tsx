import { Outlet } from 'react-router-dom';
import { useScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './public-site.css';

/** The public site's frame: header, the page (each page renders its own <main>), footer. */
export function Component() {
  useScrollToTop();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <Outlet />
      <SiteFooter />
    </div>
  );
}
