import { type Message, message } from '@hostel/shared/i18n/message';
import { isLive } from '@hostel/shared/api/reservation-schemas';
import { chooseBeds } from '@hostel/shared/domain/bed-choice';
import { stayDeltas, type NightDelta } from '@hostel/shared/domain/stay-changes';
import { shortNights } from '@hostel/shared/domain/stay-availability';
import { stayNights, unitsNeeded } from '@hostel/shared/domain/stay-price';
import { ConditionFailed, ItemNotFound } from '../data/data-errors';
import type { GuestRecord } from '../data/guest-repository';
import type { NightItem } from '../data/night-inventory-repository';
import type { ReservationRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import { BedTaken, bedNameSaid, takenMessage, takenNights } from './bed-rules';
import type { Decision } from './change-runner';
import { GUEST_ERASED } from './guest-change-decision';
import { folioTotalAfter, statusFromPayments } from './payment-status';
import { priceOfBooking, priceOfChange } from './stay-pricing';
import { type TaxRule, taxOfBooking } from './tourist-tax';
import {
  capacity,
  CHECKED_IN_ARRIVAL,
  CHECKED_OUT_DATES,
  finalMessage,
  fullMessage,
  guestFitProblem,
  holding,
  NightsFull,
  takenBeds,
  type StayWrite,
} from './stay-rules';
import { nextUpdatedAt } from './updated-at';

// Booking, moving, changing and placing a stay, each decided on what was read (the reservation, the
// guest, the type's nights) and now (DESIGN.md §5). The reads only choose beds and explain a refusal;
// the transaction's conditions decide, and a lost one is decided again on fresh reads (stays.ts).

/** A new stay; without `totalCents` (an iCal import) it is priced from the rates; `taxRule`: the property's tourist tax. */
export type StayDraft = Omit<
  ReservationRecord,
  | 'id'
  | 'guestFirstName'
  | 'guestLastName'
  | 'guestErased'
  | 'beds'
  | 'createdAt'
  | 'updatedAt'
  | 'totalCents'
  | 'nightPrices'
  | 'touristTax'
> & { totalCents?: number; taxRule?: TaxRule };

export interface StayChange {
  checkIn: string;
  checkOut: string;
  guests: number;
  /** The new total the client sent: it stands as sent. */
  totalCents?: number;
  /** Without a total: keep the price as it is (the desk said so), else the nights are repriced from the rates. */
  keepPrice?: boolean;
}

export function othersUnplaced(type: RoomTypeRecord, chosen: readonly string[], missing: number): Message {
  const names = chosen.map((bed) => bedNameSaid(type, bed));
  const verb = message(chosen.length === 1 ? 'stay.is' : 'stay.are');
  return message('stay.namesVerbFreeBut', { names, verb, missing, beds: message(missing === 1 ? 'word.bed' : 'word.beds') });
}

/**
 * A new stay `id`: its units free every night, `chosen` beds (the calendar's selection) free every night
 * and the guest's others placed around them; a taken chosen bed is refused naming it, not swapped.
 */
export function decideBooking(
  { guest, nights }: { guest: GuestRecord | undefined; nights: Map<string, NightItem> },
  type: RoomTypeRecord,
  draft: StayDraft,
  chosen: readonly string[],
  id: string,
  now: Date,
): Decision<StayWrite, ReservationRecord> {
  const dates = stayNights(draft.checkIn, draft.checkOut);
  const needed = unitsNeeded(type.kind, draft.guests);
  if (!guest) throw new ItemNotFound(message('stay.guestNotFound'));
  if (guest.erased) throw new ConditionFailed(GUEST_ERASED);
  const short = shortNights(dates, capacity(type), needed, (date) => nights.get(date));
  if (short.length > 0) throw new NightsFull(fullMessage(short, type.kind, needed));
  const clash = takenNights([...nights.values()], chosen, id);
  if (clash.size > 0) throw new BedTaken(takenMessage(type, clash));
  const placed = chooseBeds({ kind: type.kind, rooms: type.rooms, guests: draft.guests, taken: takenBeds(nights, dates), keep: chosen });
  if (!placed && chosen.length > 0) throw new ConditionFailed(othersUnplaced(type, chosen, needed - chosen.length));
  // chooseBeds keeps only beds of the type; the handler checked them, and a chosen bed is never dropped quietly.
  if (placed && !chosen.every((bed) => placed.includes(bed))) throw new ItemNotFound(message('stay.bedNotFound'));
  // Units are free every night; beds may still be fragmented across nights: then it waits for beds.
  const at = nextUpdatedAt(undefined, now);
  const { taxRule, ...stay } = draft;
  const touristTax = taxOfBooking(taxRule, guest, draft.currency);
  const record: ReservationRecord = {
    ...stay,
    ...priceOfBooking(type, (date) => nights.get(date), dates, draft.guests, draft.totalCents),
    ...(touristTax ? { touristTax } : {}),
    id,
    guestFirstName: guest.firstName,
    guestLastName: guest.lastName,
    beds: placed ?? [],
    createdAt: at,
    updatedAt: at,
  };
  const deltas = stayDeltas(undefined, holding(type, record));
  return {
    change: { stays: [{ after: record }], type, sells: true, guest, nights: { of: record, deltas, read: nights } },
    result: record,
  };
}

/**
 * A change of dates and guests as it applies to the stay now: each of arrival, departure and guests that the caller
 * left as it read them (`first`) is the stay's own now, so a retry after another change won never puts it back (a
 * form sends all three; another desk may have changed the guests meanwhile).
 */
export function moveSince(first: ReservationRecord, current: ReservationRecord, change: StayChange): StayChange {
  return {
    ...change,
    checkIn: change.checkIn === first.checkIn ? current.checkIn : change.checkIn,
    checkOut: change.checkOut === first.checkOut ? current.checkOut : change.checkOut,
    guests: change.guests === first.guests ? current.guests : change.guests,
  };
}

/** The nights a move reads: those it holds and those it asks for. */
export const moveNights = (current: ReservationRecord, change: StayChange) => [
  ...stayNights(current.checkIn, current.checkOut),
  ...stayNights(change.checkIn, change.checkOut),
];

/**
 * Moves a live stay to new dates and guests: the nights it leaves are released, the new ones taken, the
 * beds kept where still free; refused (409) with nothing changed when a night is full.
 */
export function decideMove(
  current: ReservationRecord,
  type: RoomTypeRecord,
  nights: Map<string, NightItem>,
  change: StayChange,
  now: Date,
): Decision<StayWrite, ReservationRecord> {
  if (!isLive(current.status)) throw new ConditionFailed(finalMessage(current.status, 'word.datesCannotChange'));
  if (current.checkedOut) throw new ConditionFailed(CHECKED_OUT_DATES);
  if (current.checkedIn && change.checkIn !== current.checkIn) throw new ConditionFailed(CHECKED_IN_ARRIVAL);
  const same = current.checkIn === change.checkIn && current.checkOut === change.checkOut && current.guests === change.guests;
  // The same stay again (a retry) is already as asked unless it sends another total.
  if (same && (change.totalCents ?? current.totalCents) === current.totalCents) return { done: current };
  // The caller checked the guests against the type it read; a retry may run on the type the stay moved to since.
  const unfit = guestFitProblem(type, change.guests);
  if (unfit) throw new ConditionFailed(unfit);
  const price = priceOfChange(
    current,
    { checkIn: change.checkIn, checkOut: change.checkOut, guests: change.guests, roomTypeId: current.roomTypeId },
    type,
    (date) => nights.get(date),
    change.totalCents !== undefined ? { totalCents: change.totalCents } : change.keepPrice ? { keep: true } : { reprice: true },
  );
  const { totalCents } = price;
  const before = holding(type, current);
  const dates = stayNights(change.checkIn, change.checkOut);
  const needed = unitsNeeded(type.kind, change.guests);
  const held = new Set(before.nights);
  const short = shortNights(
    dates,
    capacity(type),
    needed,
    (date) => nights.get(date),
    (date) => (held.has(date) ? before.units : 0),
  );
  if (short.length > 0) throw new NightsFull(fullMessage(short, type.kind, needed));
  const beds = same
    ? current.beds
    : (chooseBeds({
        kind: type.kind,
        rooms: type.rooms,
        guests: change.guests,
        taken: takenBeds(nights, dates, current.id),
        keep: current.beds,
      }) ?? []);
  const next: ReservationRecord = {
    ...current,
    checkIn: change.checkIn,
    checkOut: change.checkOut,
    guests: change.guests,
    totalCents,
    paymentStatus:
      statusFromPayments(folioTotalAfter({ ...current, ...change, totalCents }, current), current.payments) ?? current.paymentStatus,
    beds,
    updatedAt: nextUpdatedAt(current.updatedAt, now),
  };
  // The breakdown holds only while the total is the rates' own: a kept or sent total has none.
  if (price.nightPrices) next.nightPrices = price.nightPrices;
  else delete next.nightPrices;
  const deltas = stayDeltas(before, holding(type, next));
  const sells = deltas.some((delta) => delta.units > 0 || delta.takeBeds.length > 0);
  return { change: { stays: [{ before: current, after: next }], type, sells, nights: { of: next, deltas, read: nights } }, result: next };
}

/** What "change details", "status" and "payment" may set. */
export type DetailChanges = Partial<
  Pick<ReservationRecord, 'status' | 'paymentStatus' | 'totalCents' | 'currency' | 'bookingSource' | 'bookingSourceSpelling' | 'notes'>
> & {
  /** Present (even undefined, which clears it) only when the call sets it. */
  specialRequest?: string | undefined;
};

const sameAs = (record: ReservationRecord, field: string, value: unknown) =>
  (record[field as keyof ReservationRecord] ?? '') === (value ?? '');

function differs(current: ReservationRecord, changes: DetailChanges): boolean {
  return Object.entries(changes).some(([field, value]) => !sameAs(current, field, value));
}

/**
 * What a change asks of the stay it was made on: the fields that differ from it. A form sends every field as it
 * read them; applied again after another change won the race, the ones it left alone would undo that change (a
 * payment's status, a new date's price), so a retry applies only these.
 */
export function changedSince(first: ReservationRecord, changes: DetailChanges): DetailChanges {
  return Object.fromEntries(Object.entries(changes).filter(([field, value]) => !sameAs(first, field, value))) as DetailChanges;
}

/** True when the change cancels or no-shows a live stay: its nights are released, so they are read. */
export function detailsRelease(current: ReservationRecord, changes: DetailChanges): boolean {
  return isLive(current.status) && !isLive(changes.status ?? current.status);
}

/** The nights a release gives back (every night the stay holds). */
export const releasedNights = (type: RoomTypeRecord, current: ReservationRecord): NightDelta[] =>
  stayDeltas(holding(type, current), undefined);

/**
 * Changes details and status. Canceled and no-show are final, and release the units and beds at once, in
 * the same transaction as the status. A change that changes nothing writes nothing. `type` undefined: the
 * type was deleted, so the stay is wholly past (a type sold from today on cannot be deleted): nothing to give back.
 */
export function decideDetails(
  current: ReservationRecord,
  type: RoomTypeRecord | undefined,
  nights: Map<string, NightItem>,
  changes: DetailChanges,
  now: Date,
): Decision<StayWrite, ReservationRecord> {
  const status = changes.status ?? current.status;
  if (status !== current.status && !isLive(current.status)) throw new ConditionFailed(finalMessage(current.status, 'word.statusFinal'));
  if (!differs(current, changes)) return { done: current };
  const releases = detailsRelease(current, changes);
  const next: ReservationRecord = {
    ...current,
    ...changes,
    status,
    beds: releases ? [] : current.beds,
    updatedAt: nextUpdatedAt(current.updatedAt, now),
  };
  // What the release gave up, so an undo (reinstate) can take the same back.
  if (releases) next.released = { status: current.status, beds: current.beds };
  // The desk's own status (confirmed by hand, canceled) ends a hold for the guest's confirmation.
  if (status !== current.status) delete next.heldUntil;
  // A new price with payments recorded: the status follows the balance, unless this change sets another one.
  const priced = changes.totalCents !== undefined && changes.totalCents !== current.totalCents;
  // A total set by hand is no longer the sum of the nights' rates.
  if (priced) {
    delete next.nightPrices;
    const folio = folioTotalAfter(next, current);
    if ((changes.paymentStatus ?? current.paymentStatus) === current.paymentStatus)
      next.paymentStatus = statusFromPayments(folio, next.payments) ?? next.paymentStatus;
  }
  if ('specialRequest' in changes && !changes.specialRequest) delete next.specialRequest;
  const deltas = releases && type ? releasedNights(type, current) : [];
  return { change: { stays: [{ before: current, after: next }], type, nights: { of: next, deltas, read: nights } }, result: next };
}

/**
 * Gives beds to a live stay that has none, free on every night of it (check-in placement). False when no
 * set of beds is free for the whole stay, or the stay changed and no longer waits.
 */
export function decidePlacement(
  current: ReservationRecord,
  type: RoomTypeRecord,
  nights: Map<string, NightItem>,
  now: Date,
): Decision<StayWrite, boolean> {
  if (!isLive(current.status) || current.beds.length > 0) return { done: false };
  const dates = stayNights(current.checkIn, current.checkOut);
  const beds = chooseBeds({ kind: type.kind, rooms: type.rooms, guests: current.guests, taken: takenBeds(nights, dates, current.id) });
  if (!beds) return { done: false };
  const next: ReservationRecord = { ...current, beds, updatedAt: nextUpdatedAt(current.updatedAt, now) };
  const deltas = dates.map((date) => ({ date, units: 0, takeBeds: beds, freeBeds: [] }));
  return { change: { stays: [{ before: current, after: next }], type, nights: { of: next, deltas, read: nights } }, result: true };
}
