import type { RefObject } from 'react';
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
  return (
    <nav className="app-bottom-menu" aria-label="Quick menu">
      <ul>
        {items.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end}>
              {Icon ? <Icon /> : null}
              {label}
            </NavLink>
          </li>
        ))}
        <li>
          <button ref={moreButton} type="button" aria-expanded={moreOpen} aria-controls={MOBILE_SIDEBAR_ID} onClick={onMore}>
            <MoreIcon />
            More
          </button>
        </li>
      </ul>
    </nav>
  );
}
