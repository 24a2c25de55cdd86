import { day } from '@hostel/shared/i18n/message';
import type { MessageId } from '@hostel/shared/i18n/message';
import { isLive } from '@hostel/shared/api/reservation-schemas';
import type { GuestStay } from '@hostel/shared/api/booking-page-schemas';
import { bookingPages, type BookingPageRecord } from '../data/booking-page-repository';
import { guests } from '../data/guest-repository';
import { queuedStayMail } from '../data/outbox-repository';
import { properties, type PropertyRecord } from '../data/property-repository';
import { reservations, type ReservationRecord } from '../data/reservation-repository';
import { roomTypes } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { Clash, Missing } from '../domain-errors';
import { defaultSettings } from './booking-page-settings';
import { staffBookedMail, stayBegun, stayView } from './booking-page-booking';
import { confirmHeldStay } from './stay-holds';
import { readStayToken, STAY_LINK_INVALID } from './guest-stay-token';
import { STAY_LINK_ACTOR } from './history';
import { changeDetails } from './stays';

// "See my stay" and "cancel my stay" through the private link of the booking page's confirmation. The
// cancel is the desk's: changeDetails releases the nights in the same transaction as the status, and the
// mails to the guest and the staff are queued in it too.

export const STAY_NOT_AVAILABLE = 'validation.stayCannotBeShownPageClosed' satisfies MessageId;

interface OpenStay {
  tenant: TenantId;
  token: string;
  record: ReservationRecord;
  property: PropertyRecord;
  settings: BookingPageRecord;
}

export async function openStay(token: string): Promise<OpenStay> {
  const { tenant, reservationId } = await readStayToken(token);
  const [record, property, settings] = await Promise.all([
    reservations.get(tenant, reservationId),
    properties.get(tenant),
    bookingPages.get(tenant),
  ]);
  if (record?.origin !== 'booking-page' || !property) throw new Missing(STAY_LINK_INVALID);
  if (property.closedAt) throw new Missing(STAY_NOT_AVAILABLE);
  return { tenant, token, record, property, settings: settings ?? defaultSettings(property) };
}

export const viewOf = (stay: OpenStay, record = stay.record): GuestStay => stayView(record, stay.property, stay.settings, stay.token);

/**
 * The guest confirms a held booking with the stay page's button (a POST: a mail scanner that opens the link
 * confirms nothing). Confirmed already: as it is. Ran out or canceled: 409 saying so (booking-hold-decision.ts).
 */
export async function confirmStay(stay: OpenStay): Promise<GuestStay> {
  const { tenant, settings } = stay;
  const confirmed = await confirmHeldStay(tenant, stay.record, settings.arrivesAs, (next) => staffBookedMail(tenant, settings, next));
  return viewOf(stay, confirmed);
}

/** The policy's refusals for the stay as it is: begun (checked in, or its day came), or past its free cancellation. */
function refuseOutsidePolicy(stay: OpenStay, record: ReservationRecord): void {
  if (!isLive(record.status)) return;
  if (stayBegun(record, stay.property)) throw new Clash('stay.stayBegunNoLonger', { name: stay.property.name });
  const view = viewOf(stay, record);
  if (!view.can_cancel)
    throw new Clash('stay.freeCancellationEndedDate', { date: day(view.free_cancellation_until ?? ''), name: stay.property.name });
}

/**
 * Cancels within the policy; a stay already canceled answers as it is (a second tap changes nothing, mails nothing).
 * The policy is checked again on the stay as it is at each try: the desk may check the guest in, or move the dates
 * past the free cancellation, while the guest's cancel is under way.
 */
export async function cancelStay(stay: OpenStay): Promise<GuestStay> {
  const view = viewOf(stay);
  if (!isLive(stay.record.status)) return view;
  refuseOutsidePolicy(stay, stay.record);
  const { tenant, settings } = stay;
  const [type, guest] = await Promise.all([roomTypes.get(tenant, stay.record.roomTypeId), guests.get(tenant, stay.record.guestId)]);
  const mailTo = stay.record.guestEmail ?? guest?.email;
  const by = { actor: STAY_LINK_ACTOR, action: 'status' } as const;
  const canceled = await changeDetails(
    tenant,
    type,
    stay.record,
    { status: 'canceled' },
    by,
    (next) => [
      // The email typed when booking (the guest record may have none); older bookings fall back to the guest's.
      ...(mailTo ? [queuedStayMail('stay-canceled-guest', mailTo, tenant, next.id)] : []),
      ...(settings.notifyStaff && settings.staffEmail ? [queuedStayMail('stay-canceled-staff', settings.staffEmail, tenant, next.id)] : []),
    ],
    (current) => refuseOutsidePolicy(stay, current),
  );
  return viewOf(stay, canceled);
}
