import { bookingPages } from '../data/booking-page-repository';
import type { QueuedMail, StayMailKind } from '../data/outbox-repository';
import { properties } from '../data/property-repository';
import { reservations } from '../data/reservation-repository';
import type { Mail } from '../email/mailer';
import { stayBookedGuestEmail, stayBookedStaffEmail, stayCanceledGuestEmail, stayCanceledStaffEmail } from '../email/stay-emails';
import { defaultSettings } from './booking-page-settings';
import { stayView } from './booking-page-booking';
import { stayToken, stayTokenKey, trustedStayTenant } from './guest-stay-token';

// The mailer's side of the booking page's mails: it reads the stay as it is when the mail leaves, and
// signs the guest's private link. A stay gone by then (its property deleted) has nothing to send.

const BUILDERS = {
  'stay-booked-guest': stayBookedGuestEmail,
  'stay-booked-staff': stayBookedStaffEmail,
  'stay-canceled-guest': stayCanceledGuestEmail,
  'stay-canceled-staff': stayCanceledStaffEmail,
} as const;

export async function stayMailFor(queued: QueuedMail & { kind: StayMailKind }): Promise<Mail | undefined> {
  if (!queued.propertyId || !queued.reservationId) return undefined;
  const tenant = trustedStayTenant(queued.propertyId);
  const [record, property, settings, key] = await Promise.all([
    reservations.get(tenant, queued.reservationId),
    properties.get(tenant),
    bookingPages.get(tenant),
    stayTokenKey(),
  ]);
  if (!record || !property) return undefined;
  const view = stayView(record, property, settings ?? defaultSettings(property), stayToken(key, tenant, record.id));
  return BUILDERS[queued.kind](queued.email, view);
}
