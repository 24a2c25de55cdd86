import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { mayCall } from '../../lib/may-call';
import { useSignedInUser } from '../../lib/session/use-signed-in-user';

/** "Property settings": the pages that describe the house and share it with booking sites, one tab-like link each. */
export function PropertySettingsNav() {
  const { t } = useTranslation();
  const { role } = useSignedInUser();
  return (
    <nav className="settings-nav" aria-label={t('property.settings')}>
      <p className="settings-nav-title">{t('property.settings')}</p>
      <ul>
        <li>
          <NavLink to="/app/property/general-info" end>
            {t('pages.generalInfo')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/app/property/room-types" end>
            {t('pages.roomTypes')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/app/property/channels" end>
            {t('pages.channels')}
          </NavLink>
        </li>
        {role !== undefined && mayCall(role, 'updateBookingPageSettings') ? (
          <li>
            <NavLink to="/app/property/booking-page" end>
              {t('pages.bookingPage')}
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
