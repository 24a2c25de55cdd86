import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BrandLink } from '../../components/brand-link';
import { BellIcon, SearchIcon } from '../../components/icons';
import { useDismiss } from '../../components/use-dismiss';
import { useProfile } from '../../lib/session/get-profile';
import type { MenuItem } from './menu-item';
import { ProfileMenu } from './profile-menu';
import { SearchForm } from './search-form';
import { ThemeToggle } from './theme-toggle';
import { useHeaderHeight } from './use-header-height';

/**
 * The signed-in header (spec §2). On a phone it is one row: the search opens from its icon as a panel
 * under the header (Escape or a click elsewhere closes it, focus returns to the icon).
 */
export function AppHeader({ profileItems }: { profileItems: MenuItem[] }) {
  const { t } = useTranslation();
  const { data: profile, isPending } = useProfile();
  // Spec placeholders: while loading, and when the profile could not be fetched.
  const firstName = isPending ? t('shell.loadingName') : (profile?.user_info.first_name ?? t('shell.guestName'));
  const [searchOpen, setSearchOpen] = useState(false);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const searchPanel = useRef<HTMLFormElement>(null);
  const searchId = `${useId()}-search`;
  useDismiss({ open: searchOpen, close: () => setSearchOpen(false), panel: searchPanel, trigger: searchToggle });
  const header = useRef<HTMLElement>(null);
  useHeaderHeight(header);

  return (
    <header ref={header} className="app-header">
      <BrandLink to="/app" className="app-title" />
      <SearchForm
        ref={searchPanel}
        id={searchId}
        open={searchOpen}
        onSearched={() => {
          setSearchOpen(false);
          searchToggle.current?.focus();
        }}
      />
      <div className="app-user">
        {profile ? <span className="app-property">{profile.property_name}</span> : null}
        <span className="app-greeting">{t('shell.greeting', { name: firstName })}</span>
      </div>
      <div className="app-tools">
        <button
          ref={searchToggle}
          type="button"
          className="icon-button app-search-toggle"
          aria-label={t('shell.searchReservations')}
          aria-expanded={searchOpen}
          aria-controls={searchId}
          onClick={() => setSearchOpen((open) => !open)}
        >
          <SearchIcon />
        </button>
        <Link to="notifications" className="icon-button" aria-label={t('shell.notifications')}>
          <BellIcon />
        </Link>
        <ThemeToggle />
        <ProfileMenu items={profileItems} />
      </div>
    </header>
  );
}
