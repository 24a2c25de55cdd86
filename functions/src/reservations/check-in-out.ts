import { message } from '@hostel/shared/i18n/message';
import { isLive, MAX_STAY_NIGHTS } from '@hostel/shared/api/reservation-schemas';
import { addDays, daysBetween } from '@hostel/shared/domain/dates';
import { chooseBeds } from '@hostel/shared/domain/bed-choice';
import { stayDeltas } from '@hostel/shared/domain/stay-changes';
import { shortNights } from '@hostel/shared/domain/stay-availability';
import { stayNights, unitsNeeded } from '@hostel/shared/domain/stay-price';
import { ConditionFailed, ItemNotFound } from '../data/data-errors';
import type { NightItem } from '../data/night-inventory-repository';
import { nextUpdatedAt, reservations, type DeskStamp, type ReservationRecord } from '../data/reservation-repository';
import { roomTypes, type RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { failedAt, transact } from '../data/transactions';
import { Clash } from '../domain-errors';
import { BedTaken, takenMessage, takenNights } from './bed-moves';
import { historyPart, type ChangeBy } from './history';
import { statusFromPayments } from './payment-status';
import { TYPE_DELETED } from './records-of';
import { ATTEMPTS, capacity, finalMessage, fullMessage, holding, nightParts, nightsOf, NightsFull, pause, takenBeds } from './stays';

// Check-in and check-out as stored actions (docs/architecture/reservations.md "The stay's lifecycle").
// Each is one transaction on the reservation's `updatedAt`, with its history entry and, when the stay's
// nights change (beds placed at check-in, an early or late check-out), the nights' units and beds.
// Doing it again is a no-op answering the reservation, so two desks pressing at once make one entry.

const stamp = (by: ChangeBy, at: string): DeskStamp => ({ at, byId: by.actor.id, byName: by.actor.name });

/** Checks the guest in: a live stay, from its check-in day until the day before check-out; a stay waiting for beds gets them here. */
export async function checkIn(
  tenant: TenantId,
  type: RoomTypeRecord | undefined,
  first: ReservationRecord,
  today: string,
  by: ChangeBy,
): Promise<ReservationRecord> {
  let current = first;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (!isLive(current.status)) throw new Clash(finalMessage(current.status, 'word.cannotCheckIn'));
    if (current.checkedIn) return current;
    if (today < current.checkIn) throw new Clash('stay.stayBeginsDateGuest', { date: current.checkIn });
    if (today >= current.checkOut) throw new Clash('stay.stayOverCannotChecked');
    if (!type) throw new Clash(TYPE_DELETED);
    const dates = stayNights(current.checkIn, current.checkOut);
    let nights = new Map<string, NightItem>();
    let beds = current.beds;
    if (beds.length === 0) {
      nights = await nightsOf(tenant, type, dates);
      // The spec's check-in placement: a stay still waiting gets beds free for its whole stay, or cannot check in yet.
      beds = chooseBeds({ kind: type.kind, rooms: type.rooms, guests: current.guests, taken: takenBeds(nights, dates, current.id) }) ?? [];
      if (beds.length === 0) throw new Clash('stay.noBedFreeWhole');
    }
    const updatedAt = nextUpdatedAt(current.updatedAt);
    const next: ReservationRecord = { ...current, beds, checkedIn: stamp(by, updatedAt), updatedAt };
    const deltas = stayDeltas(holding(type, current), holding(type, next));
    try {
      await transact([
        ...reservations.changeParts(tenant, current, next),
        historyPart(tenant, by, current, next),
        ...nightParts(tenant, type, next, deltas, nights),
      ]);
      return next;
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      await pause(attempt);
      current = await fresh(tenant, current.id);
    }
  }
  throw new ConditionFailed();
}

async function fresh(tenant: TenantId, id: string): Promise<ReservationRecord> {
  const record = await reservations.get(tenant, id);
  if (!record) throw new ItemNotFound(message('stay.reservationNotFound'));
  return record;
}

/** The price of the nights kept: the booked total per night, times the nights (rounded to the cent). */
export function priceForNights(current: Pick<ReservationRecord, 'checkIn' | 'checkOut' | 'totalCents'>, checkOut: string): number {
  const booked = daysBetween(current.checkIn, current.checkOut);
  return Math.round((current.totalCents * daysBetween(current.checkIn, checkOut)) / booked);
}

/**
 * Checks the guest out today. Before the last night (early) the stay ends today: the nights left are
 * released (units only where counted, beds) and the price becomes that of the nights stayed. After the
 * check-out day, the check-out is recorded on the booked day (the desk forgot to press it: the nights
 * after it may be another guest's), unless `late` asks to extend the stay to today on the same beds, if
 * they and the units are free (else 409 naming the nights). Only a checked-in stay checks out.
 */
export async function checkOut(
  tenant: TenantId,
  type: RoomTypeRecord | undefined,
  first: ReservationRecord,
  today: string,
  by: ChangeBy,
  late = false,
): Promise<ReservationRecord> {
  let current = first;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (!isLive(current.status)) throw new Clash(finalMessage(current.status, 'word.cannotCheckOut'));
    if (current.checkedOut) return current;
    if (!current.checkedIn) throw new Clash('stay.guestNotCheckedCheck');
    // A guest leaving on the day they arrived still had the first night.
    const leaving = today > current.checkIn ? today : addDays(current.checkIn, 1);
    const checkOutDay = leaving > current.checkOut && !late ? current.checkOut : leaving;
    if (daysBetween(current.checkIn, checkOutDay) > MAX_STAY_NIGHTS)
      throw new Clash(
        `A stay lasts at most ${MAX_STAY_NIGHTS} nights: check the guest out on the booked day, then book the nights after it`,
      );
    const updatedAt = nextUpdatedAt(current.updatedAt);
    const next: ReservationRecord = { ...current, checkedOut: stamp(by, updatedAt), updatedAt };
    let parts = [...reservations.changeParts(tenant, current, next), historyPart(tenant, by, current, next)];
    if (checkOutDay !== current.checkOut) {
      if (!type) throw new Clash(TYPE_DELETED);
      next.checkOut = checkOutDay;
      next.totalCents = priceForNights(current, checkOutDay);
      next.paymentStatus = statusFromPayments(next.totalCents, next.payments) ?? next.paymentStatus;
      const before = holding(type, current);
      const deltas = stayDeltas(before, holding(type, next));
      const nights = await nightsOf(tenant, type, [...before.nights, ...stayNights(current.checkIn, checkOutDay)]);
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
      parts = [
        ...reservations.changeParts(tenant, current, next),
        historyPart(tenant, by, current, next),
        ...(extended ? [roomTypes.salePart(tenant, type.id)] : []),
        ...nightParts(tenant, type, next, deltas, nights),
      ];
    }
    try {
      await transact(parts);
      return next;
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      if (failedAt(error, 4) && parts.length > 4 && checkOutDay > current.checkOut) throw new Clash(TYPE_DELETED);
      await pause(attempt);
      current = await fresh(tenant, current.id);
    }
  }
  throw new ConditionFailed();
}
