import { Link, NavLink } from 'react-router-dom';
import { BrandLink } from '../../components/brand-link';
import { MobileMenu } from './mobile-menu';
import { useVisitorStatus, type VisitorStatus } from '../../lib/session/use-visitor-status';

const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact-us', label: 'Contact' },
  { to: '/about-us', label: 'About us' },
];

function AccountActions({ status }: { status: VisitorStatus }) {
  // Both parts are always rendered: the prerendered pages' script switches them by data-visitor the
  // same way. Until the check answers, the signed-out part shows.
  return (
    <div className="site-actions">
      <Link className="button button-primary" to="/app" data-visitor="signed-in" hidden={status !== 'signed-in'}>
        Go to app
      </Link>
      <div className="site-actions-group" data-visitor="signed-out" hidden={status === 'signed-in'}>
        <Link className="button button-quiet" to="/accounts/login">
          Sign in
        </Link>
        <Link className="button button-primary" to="/accounts/signup">
          Create Account
        </Link>
      </div>
    </div>
  );
}

export function SiteHeader() {
  const status = useVisitorStatus();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <BrandLink to="/" />
        <nav className="site-nav" aria-label="Main">
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <AccountActions status={status} />
        <MobileMenu status={status} />
      </div>
    </header>
  );
}
