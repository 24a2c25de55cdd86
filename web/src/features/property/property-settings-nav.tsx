import { NavLink } from 'react-router-dom';
import { mayCall } from '../../lib/may-call';
import { useSignedInUser } from '../../lib/session/use-signed-in-user';

/** "Property settings": the pages that describe the house and share it with booking sites, one tab-like link each. */
export function PropertySettingsNav() {
  const { role } = useSignedInUser();
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
        {role !== undefined && mayCall(role, 'updateBookingPageSettings') ? (
          <li>
            <NavLink to="/app/property/booking-page" end>
              Booking page
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
