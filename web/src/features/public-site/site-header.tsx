import { Link, NavLink } from 'react-router-dom';
import { BrandLink } from '../../components/brand-link';
import { MobileMenu } from './mobile-menu';
import { useVisitorStatus, type VisitorStatus } from '../../lib/session/use-visitor-status';
import { LanguageLink } from './language-link';
import { usePublicTexts } from './public-language';

const NAV_LINKS = [
  { to: '/', label: 'home' },
  { to: '/pricing', label: 'pricing' },
  { to: '/contact-us', label: 'contact' },
  { to: '/about-us', label: 'aboutUs' },
] as const;

function AccountActions({ status }: { status: VisitorStatus }) {
  const { t } = usePublicTexts();
  // Both parts are always rendered: the prerendered pages' script switches them by data-visitor the
  // same way. Until the check answers, the signed-out part shows.
  return (
    <div className="site-actions">
      <Link className="button button-primary" to="/app" data-visitor="signed-in" hidden={status !== 'signed-in'}>
        {t('publicSite.actions.goToApp')}
      </Link>
      <div className="site-actions-group" data-visitor="signed-out" hidden={status === 'signed-in'}>
        <Link className="button button-quiet" to="/accounts/login">
          {t('publicSite.actions.signIn')}
        </Link>
        <Link className="button button-primary" to="/accounts/signup">
          {t('publicSite.actions.createAccount')}
        </Link>
      </div>
    </div>
  );
}

export function SiteHeader() {
  const status = useVisitorStatus();
  const { t, to } = usePublicTexts();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <BrandLink to={to('/')} />
        <nav className="site-nav" aria-label={t('publicSite.nav.main')}>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={to(link.to)} end>
                  {t(`publicSite.nav.${link.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <AccountActions status={status} />
        <LanguageLink />
        <MobileMenu status={status} />
      </div>
    </header>
  );
}
