import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { MoreIcon } from '../../components/icons';
import type { MenuItem } from './menu-item';
import { MOBILE_SIDEBAR_ID } from './mobile-sidebar';

interface BottomMenuProps {
  items: MenuItem[];
  moreOpen: boolean;
  onMore(): void;
  moreButton: RefObject<HTMLButtonElement | null>;
}

/** The phone menu along the bottom edge (spec §2); More opens the sidebar with the rest. */
export function BottomMenu({ items, moreOpen, onMore, moreButton }: BottomMenuProps) {
  const { t } = useTranslation();
  return (
    <nav className="app-bottom-menu" aria-label={t('shell.quickMenu')}>
      <ul>
        {items.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end}>
              {Icon ? <Icon /> : null}
              {t(`pages.${label}`)}
            </NavLink>
          </li>
        ))}
        <li>
          <button ref={moreButton} type="button" aria-expanded={moreOpen} aria-controls={MOBILE_SIDEBAR_ID} onClick={onMore}>
            <MoreIcon />
            {t('shell.more')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
