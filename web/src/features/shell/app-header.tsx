import { Link } from 'react-router-dom';
import { BrandLink } from '../../components/brand-link';
import { BellIcon } from '../../components/icons';
import { useProfile } from '../../lib/session/profile-context';
import { ProfileMenu } from './profile-menu';
import { SearchForm } from './search-form';
import { ThemeToggle } from './theme-toggle';

export function AppHeader() {
  const { profile, loading } = useProfile();
  // Spec placeholders: while loading, and when the profile could not be fetched.
  const firstName = loading ? 'Loading user name' : (profile?.user_info.first_name ?? 'Guest');

  return (
    <header className="app-header">
      <BrandLink to="/app" className="app-title" />
      <SearchForm />
      <div className="app-user">
        {profile ? <span className="app-property">{profile.property_name}</span> : null}
        <span className="app-greeting">Hello, {firstName}</span>
      </div>
      <div className="app-tools">
        <Link to="notifications" className="icon-button" aria-label="Notifications">
          <BellIcon />
        </Link>
        <ThemeToggle />
        <ProfileMenu />
      </div>
    </header>
  );
}
