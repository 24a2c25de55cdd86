import { day, message } from '@hostel/shared/i18n/message';
import { isLive, MAX_STAY_NIGHTS } from '@hostel/shared/api/reservation-schemas';
import { chooseBeds } from '@hostel/shared/domain/bed-choice';
import { addDays, daysBetween } from '@hostel/shared/domain/dates';
import { stayDeltas } from '@hostel/shared/domain/stay-changes';
import { shortNights } from '@hostel/shared/domain/stay-availability';
import { stayNights, unitsNeeded } from '@hostel/shared/domain/stay-price';
import type { NightItem } from '../data/night-inventory-repository';
import type { DeskStamp, ReservationRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import { Clash } from '../domain-errors';
import { BedTaken, takenMessage, takenNights } from './bed-rules';
import type { Decision } from './change-runner';
import type { Actor } from './history';
import { priceOfChange } from './stay-pricing';
import { folioTotalAfter, statusFromPayments } from './payment-status';
import { capacity, finalMessage, fullMessage, holding, NightsFull, takenBeds, TYPE_DELETED, type StayWrite } from './stay-rules';
import { nextUpdatedAt } from './updated-at';

// Check-in and check-out decided on the reservation (and, when its nights change, the nights) as read
// (docs/architecture/reservations.md "The stay's lifecycle"). Doing one again is nothing to write.

/** What a check-in or check-out decides on. */
export interface DeskRead {
  current: ReservationRecord;
  type: RoomTypeRecord | undefined;
  /** The type's nights, read only when the decision needs them (beds to place, nights to release or take). */
  nights: Map<string, NightItem>;
}

const stamp = (actor: Actor, at: string): DeskStamp => ({ at, byId: actor.id, byName: actor.name });

/** True when a check-in must place beds, so its nights are read first. */
export const checkInPlaces = (current: ReservationRecord) => current.beds.length === 0;

/** Checks the guest in: a live stay, from its check-in day until the day before check-out; a stay waiting for beds gets them here. */
export function decideCheckIn(
  { current, type, nights }: DeskRead,
  today: string,
  actor: Actor,
  now: Date,
): Decision<StayWrite, ReservationRecord> {
  if (!isLive(current.status)) throw new Clash(finalMessage(current.status, 'word.cannotCheckIn'));
  if (current.checkedIn) return { done: current };
  if (today < current.checkIn) throw new Clash('stay.stayBeginsDateGuest', { date: day(current.checkIn) });
  if (today >= current.checkOut) throw new Clash('stay.stayOverCannotChecked');
  if (!type) throw new Clash(TYPE_DELETED);
  const dates = stayNights(current.checkIn, current.checkOut);
  let beds = current.beds;
  if (checkInPlaces(current)) {
    // The spec's check-in placement: a stay still waiting gets beds free for its whole stay, or cannot check in yet.
    beds = chooseBeds({ kind: type.kind, rooms: type.rooms, guests: current.guests, taken: takenBeds(nights, dates, current.id) }) ?? [];
    if (beds.length === 0) throw new Clash('stay.noBedFreeWhole');
  }
  const updatedAt = nextUpdatedAt(current.updatedAt, now);
  const next: ReservationRecord = { ...current, beds, checkedIn: stamp(actor, updatedAt), updatedAt };
  const deltas = stayDeltas(holding(type, current), holding(type, next));
  return { change: { stays: [{ before: current, after: next }], type, nights: { of: next, deltas, read: nights } }, result: next };
}

/** The day a check-out today ends the stay: today (the first night kept), or the booked day unless `late` extends it. */
export function checkOutDayOf(current: Pick<ReservationRecord, 'checkIn' | 'checkOut'>, today: string, late: boolean): string {
  // A guest leaving on the day they arrived still had the first night.
  const leaving = today > current.checkIn ? today : addDays(current.checkIn, 1);
  return leaving > current.checkOut && !late ? current.checkOut : leaving;
}

/** The nights a check-out reads: the stay's and the days up to the new check-out, when that day moves. */
export function checkOutNights(current: ReservationRecord, today: string, late: boolean): string[] {
  const day = checkOutDayOf(current, today, late);
  return day === current.checkOut ? [] : [...stayNights(current.checkIn, current.checkOut), ...stayNights(current.checkIn, day)];
}

/**
 * Checks the guest out today. Before the last night (early) the stay ends today: the nights left are
 * released (units only where counted, beds) and the price becomes that of the nights stayed. After the
 * check-out day, the check-out is recorded on the booked day (the desk forgot to press it: the nights
 * after it may be another guest's), unless `late` asks to extend the stay to today on the same beds, if
 * they and the units are free (else 409 naming the nights). Only a checked-in stay checks out.
 */
export function decideCheckOut(
  { current, type, nights }: DeskRead,
  today: string,
  late: boolean,
  actor: Actor,
  now: Date,
  keepPrice = false,
): Decision<StayWrite, ReservationRecord> {
  if (!isLive(current.status)) throw new Clash(finalMessage(current.status, 'word.cannotCheckOut'));
  if (current.checkedOut) return { done: current };
  if (!current.checkedIn) throw new Clash('stay.guestNotCheckedCheck');
  const checkOutDay = checkOutDayOf(current, today, late);
  if (daysBetween(current.checkIn, checkOutDay) > MAX_STAY_NIGHTS) throw new Clash('stay.stayLastsMostMax', { max: MAX_STAY_NIGHTS });
  const updatedAt = nextUpdatedAt(current.updatedAt, now);
  const next: ReservationRecord = { ...current, checkedOut: stamp(actor, updatedAt), updatedAt };
  if (checkOutDay === current.checkOut) return { change: { stays: [{ before: current, after: next }] }, result: next };
  if (!type) throw new Clash(TYPE_DELETED);
  next.checkOut = checkOutDay;
  // The nights kept keep their price, nights added are priced from the rates (stay-pricing.ts), unless the desk keeps the total.
  const price = priceOfChange(current, next, type, (date) => nights.get(date), keepPrice ? { keep: true } : { reprice: true });
  next.totalCents = price.totalCents;
  if (price.nightPrices) next.nightPrices = price.nightPrices;
  else delete next.nightPrices;
  next.paymentStatus = statusFromPayments(folioTotalAfter(next, current), next.payments) ?? next.paymentStatus;
  const deltas = stayDeltas(holding(type, current), holding(type, next));
  const extended = checkOutDay > current.checkOut;
  if (extended) {
    const added = stayNights(current.checkOut, checkOutDay);
    const needed = unitsNeeded(type.kind, current.guests);
    const short = shortNights(added, capacity(type), needed, (date) => nights.get(date));
    if (short.length > 0) throw new NightsFull(message('stay.stayCannotRunToday', { why: fullMessage(short, type.kind, needed) }));
    const taken = takenNights(
      [...nights.values()].filter((night) => added.includes(night.date)),
      current.beds,
      current.id,
    );
    if (taken.size > 0) throw new BedTaken(message('stay.stayCannotRunToday2', { why: takenMessage(type, taken) }));
  }
  return {
    change: { stays: [{ before: current, after: next }], type, sells: extended, nights: { of: next, deltas, read: nights } },
    result: next,
  };
}
