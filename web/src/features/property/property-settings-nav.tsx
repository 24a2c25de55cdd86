import { NavLink } from 'react-router-dom';

/** "Property settings": the pages that describe the house and share it with booking sites, one tab-like link each. */
export function PropertySettingsNav() {
  return (
    <nav className="settings-nav" aria-label="Property settings">
      <p className="settings-nav-title">Property settings</p>
      <ul>
        <li>
          <NavLink to="/app/property/general-info" end>
            General info
          </NavLink>
        </li>
        <li>
          <NavLink to="/app/property/room-types" end>
            Room types
          </NavLink>
        </li>
        <li>
          <NavLink to="/app/property/channels" end>
            Channels
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
