import { message } from '@hostel/shared/i18n/message';
import { randomUUID } from 'node:crypto';
import type { MessageId } from '@hostel/shared/i18n/message';
import type { BookOnPageBody, GuestStay } from '@hostel/shared/api/booking-page-schemas';
import { isLive } from '@hostel/shared/api/reservation-schemas';
import { HOLD_MINUTES } from '@hostel/shared/api/booking-page-schemas';
import { holdRanOut, isHeld } from '@hostel/shared/domain/stay-hold';
import { addDays } from '@hostel/shared/domain/dates';
import { foldText } from '@hostel/shared/domain/guest-search';
import { fromCents } from '@hostel/shared/domain/money';
import { stayNights } from '@hostel/shared/domain/stay-price';
import { totalToPay } from '@hostel/shared/domain/tourist-tax';
import type { BookingPageRecord } from '../data/booking-page-repository';
import { guests, type GuestRecord } from '../data/guest-repository';
import { nightInventory, type NightItem } from '../data/night-inventory-repository';
import { queuedStayMail } from '../data/outbox-repository';
import type { PropertyRecord } from '../data/property-repository';
import { readTogether, type ReadPart, type ReadResults } from '../data/read-together';
import { reservations, type ReservationRecord } from '../data/reservation-repository';
import { roomTypes, type RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import type { TransactItem } from '../data/transactions';
import { Clash, InvalidFields, Missing } from '../domain-errors';
import { todayAt } from '../property/property-of';
import { guestTaxLine, type TaxRule, taxRuleOf } from './tourist-tax';
import { addressOf, offersFor, pageRestrictionBreaks, type OpenPage } from './booking-page-offers';
import { stayPriceCents } from './stay-pricing';
import { sourceFields } from './booking-source';
import { managePath, stayToken, stayTokenKey } from './guest-stay-token';
import { guestFullName } from './views';
import { BOOKING_PAGE_ACTOR } from './history';
import { publicContactOf } from './booking-page-settings';
import { bookStay } from './stays';
import { heldUntilFor } from './booking-hold-decision';
import { fitsGuests, NightsFull } from './stay-rules';

// A guest's booking on the booking page goes through the desk's own bookStay: the same transaction, the
// same conditions on every night, so the page and the desk can never sell one bed twice. What is the
// page's own: the guest found by email and names (or created), the price from the rates, the source and origin,
// and the mails queued in the booking's transaction.

const NOT_OFFERED = 'stay.roomNotOfferedPage' satisfies MessageId;
/** The field a broken restriction is about: the arrival's, or the departure's. */
const RESTRICTION_PATHS = {
  minStay: 'check_out',
  closedToArrival: 'check_in',
  closedToDeparture: 'check_out',
  stopSell: 'check_in',
} as const;
export const NO_LONGER_AVAILABLE = 'stay.sorryRoomNoLonger' satisfies MessageId;

/** True when the typed names are the stored guest's own, ignoring case and accents. */
function sameNames(guest: GuestRecord, body: BookOnPageBody): boolean {
  return (
    foldText(guest.firstName).trim() === foldText(body.first_name).trim() &&
    foldText(guest.lastName).trim() === foldText(body.last_name).trim()
  );
}

/** What a booking reads before it decides: the type, its nights, the link's key, the guest with the typed email. */
export interface BookingReads {
  type: RoomTypeRecord | undefined;
  nights: NightItem[];
  key: Uint8Array;
  known: GuestRecord | undefined;
}

/**
 * Two round trips for all of it (the caller's items, e.g. the key's record, among them), made beside the
 * captcha's spending: in a crowd every trip to the table waits its turn. The second only for an email on file.
 */
export async function readForBooking<const Also extends readonly ReadPart<unknown>[]>(
  tenant: TenantId,
  body: BookOnPageBody,
  also: Also,
): Promise<BookingReads & { also: ReadResults<Also> }> {
  const [[type, lock, ...rest], nights, key] = await Promise.all([
    readTogether([roomTypes.getPart(tenant, body.room_type_id), guests.emailLockPart(tenant, body.email), ...also] as const),
    // The stay's nights and its departure day, whose closed-to-departure is the stay's (stay-restrictions.ts).
    nightInventory.ofType(tenant, body.room_type_id, body.check_in, body.check_out),
    stayTokenKey(),
  ]);
  const known = lock ? await guests.get(tenant, lock) : undefined;
  return { type: type as RoomTypeRecord | undefined, nights, key, known, also: rest as ReadResults<Also> };
}

/**
 * The guest to book for. An email typed on a public page proves nothing, so the property's guest with it
 * is used (as it is, never rewritten) only when the typed names are its own; otherwise a new guest
 * (`created`) without the email or its lock, the email kept on the reservation for the mails, written
 * by the booking's own transaction (stays.ts): a refused guest leaves nothing in the desk's guest list.
 */
function guestFor(body: BookOnPageBody, existing: GuestRecord | undefined): { guest: GuestRecord; created: boolean } {
  if (existing && !existing.erased && sameNames(existing, body)) return { guest: existing, created: false };
  const now = new Date().toISOString();
  const guest: GuestRecord = {
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
  };
  return { guest, created: true };
}

/** The property's tax rule, decided on the country the guest typed when they typed one: the one the page priced with. */
function pageTaxRule(property: PropertyRecord, body: BookOnPageBody): TaxRule | undefined {
  const rule = taxRuleOf(property);
  return rule && body.country_code ? { ...rule, guestCountry: body.country_code } : rule;
}

/** Checked in or out, or past its first night: the guest's link no longer cancels it (the hostel does). */
export function stayBegun(record: ReservationRecord, property: PropertyRecord): boolean {
  return Boolean(record.checkedIn || record.checkedOut) || todayAt(property) > record.checkIn;
}

export function stayView(
  record: ReservationRecord,
  property: PropertyRecord,
  settings: BookingPageRecord,
  token: string,
  now = new Date(),
): GuestStay {
  const until = record.guestCancelUntil ?? '';
  const tax = guestTaxLine(record);
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
    ...(tax ? { tourist_tax: tax } : {}),
    // A canceled stay owes nothing: its old total would read as a debt.
    total_to_pay: record.status === 'canceled' ? 0 : totalToPay(fromCents(record.totalCents), tax?.amount ?? 0),
    guest_name: guestFullName(record),
    reservation_status: record.status,
    free_cancellation_until: until,
    can_cancel: isLive(record.status) && !stayBegun(record, property) && until !== '' && todayAt(property) <= until,
    held_until: isHeld(record) ? record.heldUntil! : '',
    can_confirm: isHeld(record) && !holdRanOut(record, now),
    hold_expired: Boolean(record.holdExpired) || holdRanOut(record, now),
    manage_path: managePath(token),
    contact_info: publicContactOf(settings),
  };
}

/** The mails a new booking queues with it: the guest's confirmation, and the staff's notice unless turned off. */
export function bookedMails(tenant: TenantId, settings: BookingPageRecord, record: ReservationRecord, guestEmail: string): TransactItem[] {
  return [
    queuedStayMail('stay-booked-guest', guestEmail, tenant, record.id),
    // A held booking tells the staff once its guest confirms it (stay-holds.ts): a bot wave mails them nothing.
    ...(isHeld(record) ? [] : staffBookedMail(tenant, settings, record)),
  ];
}

/** The staff's notice of a booking, unless turned off. */
export function staffBookedMail(tenant: TenantId, settings: BookingPageRecord, record: ReservationRecord): TransactItem[] {
  return settings.notifyStaff && settings.staffEmail ? [queuedStayMail('stay-booked-staff', settings.staffEmail, tenant, record.id)] : [];
}

/**
 * Books the stay for the guest. `record(view)` gives the idempotency record's parts, which join the
 * booking's transaction with the mails, so a repeat answers this answer and no mail is queued twice.
 */
export async function bookOnPage(
  page: OpenPage,
  body: BookOnPageBody,
  { type, nights, key, known }: BookingReads,
  record: (view: GuestStay, subject: { id: string; version: string }) => TransactItem[],
): Promise<GuestStay> {
  const { tenant, settings, property } = page;
  if (!settings.roomTypeIds.includes(body.room_type_id) || !type) throw new Missing(NOT_OFFERED);
  const dates = stayNights(body.check_in, body.check_out);
  if (!fitsGuests(type, body.guests))
    throw new InvalidFields([
      {
        msg: message('stay.roomTakesMostMax', { max: type.kind === 'dorm' ? type.maxOccupancy * type.inventory : type.maxOccupancy }),
        path: 'guests',
      },
    ]);
  const byDate = new Map(nights.filter((night) => night.date < body.check_out).map((night) => [night.date, night]));
  // The hostel's restrictions on these dates refuse the stay, saying which; a stop-sell night is sold out (below).
  const broken = pageRestrictionBreaks(type, nights, body.check_in, body.check_out).filter((rule) => rule.kind !== 'stopSell');
  if (broken.length > 0)
    throw new InvalidFields(broken.map((rule) => ({ msg: message(rule.id, rule.values), path: RESTRICTION_PATHS[rule.kind] })));
  // Already gone when read: refuse before making a guest or a transaction (the transaction still decides the rest).
  if (!offersFor([type], nights, body.check_in, body.check_out, body.guests).length) throw new Clash(NO_LONGER_AVAILABLE);
  const { guest, created } = guestFor(body, known);
  const heldUntil = heldUntilFor(settings, new Date(), HOLD_MINUTES.default);
  // The name typed, never the stored one: the answer tells nothing the guest did not send.
  const answer = (reservation: ReservationRecord): GuestStay =>
    pageAnswer(stayView(reservation, property, settings, stayToken(key, tenant, reservation.id)), body);
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
        // Held for the guest's confirmation: provisional until the mail's link confirms it (booking-hold-decision.ts).
        ...(heldUntil ? { status: 'provisional', heldUntil } : { status: settings.arrivesAs }),
        paymentStatus: 'pending',
        origin: 'booking-page',
        ...(body.arrival_time ? { arrivalTime: body.arrival_time } : {}),
        ...(body.note ? { guestNote: body.note } : {}),
        guestCancelUntil: addDays(body.check_in, -settings.freeCancellationDays),
        guestEmail: body.email,
        ...(body.phone ? { guestPhone: body.phone } : {}),
        ...(body.language ? { guestLanguage: body.language } : {}),
        taxRule: pageTaxRule(property, body),
      },
      [],
      (reservation) => [
        ...record(answer(reservation), { id: reservation.id, version: reservation.updatedAt }),
        ...bookedMails(tenant, settings, reservation, body.email),
      ],
      { actor: BOOKING_PAGE_ACTOR, action: 'created' },
      // As read here: the guest found or made (written with the booking), the nights the offer was checked on.
      { guest, nights: byDate, newGuest: created },
    );
    return answer(saved);
  } catch (error) {
    if (error instanceof NightsFull) throw new Clash(NO_LONGER_AVAILABLE);
    throw error;
  }
}

/** A booked stay as the table holds it now, told as its booking's answer was (a replay: replay-rule.ts). */
export async function stayNow(
  page: OpenPage,
  body: BookOnPageBody,
  id: string,
): Promise<{ version: string; answer: GuestStay } | undefined> {
  const [now, key] = await Promise.all([reservations.get(page.tenant, id), stayTokenKey()]);
  if (!now) return undefined;
  const view = stayView(now, page.property, page.settings, stayToken(key, page.tenant, now.id));
  return { version: now.updatedAt, answer: pageAnswer(view, body) };
}

/**
 * The booking's answer: the typed name, and no private link while the stay is held. The link confirms a
 * held stay, so only the mail to the typed address carries it: whoever books must read that mailbox.
 */
function pageAnswer(view: GuestStay, body: BookOnPageBody): GuestStay {
  return { ...view, guest_name: `${body.first_name} ${body.last_name}`, ...(view.held_until ? { manage_path: '' } : {}) };
}
