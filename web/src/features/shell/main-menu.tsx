import { NavLink } from 'react-router-dom';
import { BuildingIcon, CalendarIcon, HomeIcon, ListIcon, TagIcon } from '../../components/icons';

// NavLink marks the current page with aria-current="page"; Home matches only /app itself.
const ITEMS = [
  { to: '/app', label: 'Home', icon: <HomeIcon />, end: true },
  { to: '/app/calendar', label: 'Calendar', icon: <CalendarIcon /> },
  { to: '/app/rates-and-availability', label: 'Rates & availability', icon: <TagIcon /> },
  { to: '/app/reservations', label: 'Reservations', icon: <ListIcon /> },
  { to: '/app/property/general-info', label: 'Property', icon: <BuildingIcon /> },
];

export function MainMenu() {
  return (
    <nav className="app-main-menu" aria-label="Main menu">
      <ul>
        {ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end}>
              {item.icon}
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
