import type { Guest } from '@hostel/shared/api/guest-schemas';
import { useTranslation } from 'react-i18next';
import { orNotAvailable } from './reservation-view';

/** The guest view (spec §2): 'N/A' for what the guest did not give. */
export function GuestFacts({ guest }: { guest: Guest }) {
  const { t } = useTranslation();
  const name = guest.erased ? t('common.deletedGuest') : `${guest.first_name} ${guest.last_name}`.trim();
  return (
    <>
      {guest.erased ? <p className="muted">{t('guests.facts.erased')}</p> : null}
      <dl className="res-facts">
        <dt>{t('guests.facts.name')}</dt>
        <dd>{orNotAvailable(name)}</dd>
        <dt>{t('guests.facts.idNumber')}</dt>
        <dd>{orNotAvailable(guest.id_number)}</dd>
        <dt>{t('guests.facts.email')}</dt>
        <dd>{orNotAvailable(guest.contact_info.email)}</dd>
        <dt>{t('guests.facts.phone')}</dt>
        <dd>{orNotAvailable(guest.contact_info.phone_number)}</dd>
        <dt>{t('guests.facts.city')}</dt>
        <dd>{orNotAvailable(guest.address.city)}</dd>
        <dt>{t('guests.facts.street')}</dt>
        <dd>{orNotAvailable(guest.address.street)}</dd>
        <dt>{t('guests.facts.countryCode')}</dt>
        <dd>{orNotAvailable(guest.address.country_code)}</dd>
        <dt>{t('guests.facts.postalCode')}</dt>
        <dd>{orNotAvailable(guest.address.postal_code)}</dd>
      </dl>
    </>
  );
}
