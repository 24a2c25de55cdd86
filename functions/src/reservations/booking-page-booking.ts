import { message } from '@hostel/shared/i18n/message';
import { randomUUID } from 'node:crypto';
import type { MessageId } from '@hostel/shared/i18n/message';
import type { BookOnPageBody, GuestStay } from '@hostel/shared/api/booking-page-schemas';
import { isLive } from '@hostel/shared/api/reservation-schemas';
import { addDays } from '@hostel/shared/domain/dates';
import { foldText } from '@hostel/shared/domain/guest-search';
import { fromCents } from '@hostel/shared/domain/money';
import { stayNights } from '@hostel/shared/domain/stay-price';
import type { BookingPageRecord } from '../data/booking-page-repository';
import { guests, type GuestRecord } from '../data/guest-repository';
import { nightInventory } from '../data/night-inventory-repository';
import { queuedStayMail } from '../data/outbox-repository';
import type { PropertyRecord } from '../data/property-repository';
import type { ReservationRecord } from '../data/reservation-repository';
import { roomTypes } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import type { TransactItem } from '../data/transactions';
import { Clash, InvalidFields, Missing } from '../domain-errors';
import { todayAt } from '../property/property-of';
import { addressOf, fitsGuests, offersFor, stayPriceCents, type OpenPage } from './booking-page-offers';
import { sourceFields } from './booking-source';
import { managePath, stayToken, stayTokenKey } from './guest-stay-token';
import { guestFullName } from './views';
import { BOOKING_PAGE_ACTOR } from './history';
import { bookStay, checkGuestsFit, NightsFull } from './stays';

// A guest's booking on the booking page goes through the desk's own bookStay: the same transaction, the
// same conditions on every night, so the page and the desk can never sell one bed twice. What is the
// page's own: the guest found by email and names (or created), the price from the rates, the source and origin,
// and the mails queued in the booking's transaction.

const NOT_OFFERED = 'stay.roomNotOfferedPage' satisfies MessageId;
export const NO_LONGER_AVAILABLE = 'stay.sorryRoomNoLonger' satisfies MessageId;

/** True when the typed names are the stored guest's own, ignoring case and accents. */
function sameNames(guest: GuestRecord, body: BookOnPageBody): boolean {
  return (
    foldText(guest.firstName).trim() === foldText(body.first_name).trim() &&
    foldText(guest.lastName).trim() === foldText(body.last_name).trim()
  );
}

/**
 * The guest to book for. An email typed on a public page proves nothing, so the property's guest with it
 * is used (as it is, never rewritten) only when the typed names are its own; otherwise a new guest
 * (`created`) without the email or its lock, the email kept on the reservation for the mails.
 */
async function guestFor(tenant: TenantId, body: BookOnPageBody): Promise<{ guest: GuestRecord; created: boolean }> {
  const existing = await guests.findByEmail(tenant, body.email);
  if (existing && !existing.erased && sameNames(existing, body)) return { guest: existing, created: false };
  const now = new Date().toISOString();
  const guest = await guests.create(tenant, {
    id: randomUUID(),
    firstName: body.first_name,
    lastName: body.last_name,
    ...(body.phone ? { phoneNumber: body.phone } : {}),
    ...(body.country_code ? { countryCode: body.country_code } : {}),
    version: 1,
    bookings: 0,
    reservationIds: [],
    createdAt: now,
    updatedAt: now,
  });
  return { guest, created: true };
}

/** Checked in or out, or past its first night: the guest's link no longer cancels it (the hostel does). */
export function stayBegun(record: ReservationRecord, property: PropertyRecord): boolean {
  return Boolean(record.checkedIn || record.checkedOut) || todayAt(property) > record.checkIn;
}

export function stayView(record: ReservationRecord, property: PropertyRecord, settings: BookingPageRecord, token: string): GuestStay {
  const until = record.guestCancelUntil ?? '';
  return {
    reservation_id: record.id,
    property_name: property.name,
    address: addressOf(property),
    room_type: record.roomTypeName,
    check_in: record.checkIn,
    check_out: record.checkOut,
    check_in_time: settings.checkInTime,
    check_out_time: settings.checkOutTime,
    guests: record.guests,
    total_price: fromCents(record.totalCents),
    currency: record.currency,
    guest_name: guestFullName(record),
    reservation_status: record.status,
    free_cancellation_until: until,
    can_cancel: isLive(record.status) && !stayBegun(record, property) && until !== '' && todayAt(property) <= until,
    manage_path: managePath(token),
  };
}

/** The mails a new booking queues with it: the guest's confirmation, and the staff's notice unless turned off. */
export function bookedMails(tenant: TenantId, settings: BookingPageRecord, record: ReservationRecord, guestEmail: string): TransactItem[] {
  return [
    queuedStayMail('stay-booked-guest', guestEmail, tenant, record.id),
    ...(settings.notifyStaff && settings.staffEmail ? [queuedStayMail('stay-booked-staff', settings.staffEmail, tenant, record.id)] : []),
  ];
}

/**
 * Books the stay for the guest. `record(view)` gives the idempotency record's parts, which join the
 * booking's transaction with the mails, so a repeat answers this answer and no mail is queued twice.
 */
export async function bookOnPage(page: OpenPage, body: BookOnPageBody, record: (view: GuestStay) => TransactItem[]): Promise<GuestStay> {
  const { tenant, settings, property } = page;
  if (!settings.roomTypeIds.includes(body.room_type_id)) throw new Missing(NOT_OFFERED);
  const dates = stayNights(body.check_in, body.check_out);
  // One round trip for the type, its nights and the link's key: a phone on slow wifi waits for each.
  const [type, nights, key] = await Promise.all([
    roomTypes.get(tenant, body.room_type_id),
    nightInventory.ofType(tenant, body.room_type_id, body.check_in, dates.at(-1)!),
    stayTokenKey(),
  ]);
  if (!type) throw new Missing(NOT_OFFERED);
  if (!fitsGuests(type, body.guests))
    throw new InvalidFields([
      {
        msg: message('stay.roomTakesMostMax', { max: type.kind === 'dorm' ? type.maxOccupancy * type.inventory : type.maxOccupancy }),
        path: 'guests',
      },
    ]);
  checkGuestsFit(type, body.guests);
  const byDate = new Map(nights.map((night) => [night.date, night]));
  // Already gone when read: refuse before making a guest or a transaction (the transaction still decides the rest).
  if (!offersFor([type], nights, body.check_in, body.check_out, body.guests).length) throw new Clash(NO_LONGER_AVAILABLE);
  const { guest, created } = await guestFor(tenant, body);
  // The name typed, never the stored one: the answer tells nothing the guest did not send.
  const answer = (reservation: ReservationRecord): GuestStay => ({
    ...stayView(reservation, property, settings, stayToken(key, tenant, reservation.id)),
    guest_name: `${body.first_name} ${body.last_name}`,
  });
  try {
    const saved = await bookStay(
      tenant,
      type,
      {
        guestId: guest.id,
        roomTypeId: type.id,
        roomTypeName: type.description,
        checkIn: body.check_in,
        checkOut: body.check_out,
        guests: body.guests,
        totalCents: stayPriceCents(type, (date) => byDate.get(date), dates, body.guests),
        currency: type.currency,
        ...sourceFields('direct'),
        status: settings.arrivesAs,
        paymentStatus: 'pending',
        origin: 'booking-page',
        ...(body.arrival_time ? { arrivalTime: body.arrival_time } : {}),
        ...(body.note ? { guestNote: body.note } : {}),
        guestCancelUntil: addDays(body.check_in, -settings.freeCancellationDays),
        guestEmail: body.email,
        ...(body.language ? { guestLanguage: body.language } : {}),
      },
      [],
      (reservation) => [...record(answer(reservation)), ...bookedMails(tenant, settings, reservation, body.email)],
      { actor: BOOKING_PAGE_ACTOR, action: 'created' },
      // As read here: the guest found or just made, the nights the offer was checked on.
      { guest, nights: byDate },
    );
    return answer(saved);
  } catch (error) {
    // A guest made for this booking alone leaves with it, so refused guests never fill the desk's guest list.
    // Best effort: the refusal is the answer whatever happens to this clean-up (a guest left is harmless).
    if (created) await guests.removeUnbooked(tenant, guest).catch(() => false);
    if (error instanceof NightsFull) throw new Clash(NO_LONGER_AVAILABLE);
    throw error;
  }
}
