import type { RefObject } from 'react';
import { NavLink } from 'react-router-dom';
import { CalendarIcon, HomeIcon, ListIcon, MoreIcon } from '../../components/icons';
import { MOBILE_SIDEBAR_ID } from './mobile-sidebar';

interface BottomMenuProps {
  moreOpen: boolean;
  onMore(): void;
  moreButton: RefObject<HTMLButtonElement | null>;
}

/** The phone menu along the bottom edge (spec §2); More opens the sidebar with the rest. */
export function BottomMenu({ moreOpen, onMore, moreButton }: BottomMenuProps) {
  return (
    <nav className="app-bottom-menu" aria-label="Quick menu">
      <ul>
        <li>
          <NavLink to="/app" end>
            <HomeIcon />
            Home
          </NavLink>
        </li>
        <li>
          <NavLink to="/app/calendar">
            <CalendarIcon />
            Calendar
          </NavLink>
        </li>
        <li>
          <NavLink to="/app/reservations">
            <ListIcon />
            Reservations
          </NavLink>
        </li>
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
