import { bookingPages } from '../data/booking-page-repository';
import type { QueuedMail, StayMailKind } from '../data/outbox-repository';
import { properties } from '../data/property-repository';
import { reservations, type ReservationRecord } from '../data/reservation-repository';
import { users } from '../data/user-repository';
import type { Language } from '@hostel/shared/domain/languages';
import type { Mail } from '../email/mailer';
import { greetingName } from '../email/greeting-name';
import {
  guestMessageEmail,
  stayBookedGuestEmail,
  stayBookedStaffEmail,
  stayCanceledGuestEmail,
  stayCanceledStaffEmail,
  type StayMailFacts,
} from '../email/stay-emails';
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

/**
 * Whose language a stay mail is in: the guest's (as they booked), else English; a staff notice's is the
 * language of the property's member with that address, else English (an address of no member).
 */
async function recipientLanguage(queued: QueuedMail & { kind: StayMailKind }, record: ReservationRecord): Promise<Language> {
  if (queued.kind === 'stay-booked-guest' || queued.kind === 'stay-canceled-guest' || queued.kind === 'guest-message')
    return record.guestLanguage ?? 'en';
  const member = await users.findByEmail(queued.email);
  return member && member.propertyId === queued.propertyId ? (member.language ?? 'en') : 'en';
}

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
  const language = await recipientLanguage(queued, record);
  // The guest's mails greet by the typed first name only when it is short and link-free; the staff's carry what was typed.
  const facts: StayMailFacts = {
    greeting: greetingName(record.guestFirstName),
    note: record.guestNote,
    arrivalTime: record.arrivalTime,
    email: record.guestEmail,
    phone: record.guestPhone,
  };
  if (queued.kind === 'guest-message')
    return queued.message ? guestMessageEmail(queued.email, view, queued.message, language, facts) : undefined;
  return BUILDERS[queued.kind](queued.email, view, language, facts);
}
