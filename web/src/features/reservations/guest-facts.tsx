import type { Guest } from '@hostel/shared/api/guest-schemas';
import { ERASED_GUEST_NAME } from '@hostel/shared/api/guest-schemas';
import { orNotAvailable } from './reservation-view';

/** The guest view (spec §2): 'N/A' for what the guest did not give. */
export function GuestFacts({ guest }: { guest: Guest }) {
  const name = guest.erased ? ERASED_GUEST_NAME : `${guest.first_name} ${guest.last_name}`.trim();
  return (
    <>
      {guest.erased ? (
        <p className="muted">This guest's personal data was deleted. The reservation keeps its dates, beds and price.</p>
      ) : null}
      <dl className="res-facts">
        <dt>Name</dt>
        <dd>{orNotAvailable(name)}</dd>
        <dt>Passport or ID number</dt>
        <dd>{orNotAvailable(guest.id_number)}</dd>
        <dt>Email</dt>
        <dd>{orNotAvailable(guest.contact_info.email)}</dd>
        <dt>Phone</dt>
        <dd>{orNotAvailable(guest.contact_info.phone_number)}</dd>
        <dt>City</dt>
        <dd>{orNotAvailable(guest.address.city)}</dd>
        <dt>Street</dt>
        <dd>{orNotAvailable(guest.address.street)}</dd>
        <dt>Country code</dt>
        <dd>{orNotAvailable(guest.address.country_code)}</dd>
        <dt>Postal code</dt>
        <dd>{orNotAvailable(guest.address.postal_code)}</dd>
      </dl>
    </>
  );
}
