import { isLive } from '@hostel/shared/api/reservation-schemas';
import { message } from '@hostel/shared/i18n/message';
import { randomUUID } from 'node:crypto';
import { stayNights } from '@hostel/shared/domain/stay-price';
import { ConditionFailed, DataError, ItemNotFound } from '../data/data-errors';
import { guests, type GuestRecord } from '../data/guest-repository';
import { throwIfRecorded } from '../data/idempotency-repository';
import type { NightItem } from '../data/night-inventory-repository';
import type { ReservationRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { failedPart, MAX_TRANSACTION_ITEMS, type Part, type TransactItem } from '../data/transactions';
import { type Decision, runChange } from './change-runner';
import type { ChangeBy } from './history';
import {
  decideBooking,
  decideDetails,
  decideMove,
  decidePlacement,
  changedSince,
  detailsRelease,
  moveNights,
  moveSince,
  releasedNights,
  type DetailChanges,
  type StayChange,
  type StayDraft,
} from './stay-decisions';
import { movableTypeNow, nightsOf, PART, reservationNow, stayParts, stayTypeNow } from './stay-parts';
import { type StayWrite, TYPE_DELETED } from './stay-rules';

export { checkGuestsFit } from './stay-rules';

// Booking, moving and releasing a stay (DESIGN.md §5, "The no-overbooking invariant"): the reads each
// needs and the runner; stay-decisions.ts decides. Each is ONE transaction: the reservation's own items
// plus one conditional update per night it changes, so a full night or a taken bed fails the whole of
// it and nothing is written. A transaction that loses (another booking took the chosen beds first while
// units remain, the reservation changed) is decided again on fresh reads.

/** The caller's own change to the stay as the desk's decision left it (an OTA's payment), written in the same transaction. */
export type Settle = (after: ReservationRecord) => ReservationRecord;

/** The decision with the caller's change applied to its stay; a decision that writes nothing stays so. */
export function settled(decision: Decision<StayWrite, ReservationRecord>, settle?: Settle): Decision<StayWrite, ReservationRecord> {
  if (!settle || !('change' in decision)) return decision;
  const [stay, ...others] = decision.change.stays;
  const after = settle(stay!.after);
  if (after === stay!.after) return decision;
  const nights = decision.change.nights && { ...decision.change.nights, of: after };
  return { change: { ...decision.change, stays: [{ ...stay!, after }, ...others], ...(nights ? { nights } : {}) }, result: after };
}

/**
 * Books a stay: the reservation, its units and beds every night, the guest's link and the room type's sale
 * mark, all or nothing. `extra(record)` adds the caller's parts (an idempotency record of the answer, mails).
 * `read`: the guest (and the stay's nights) as the caller already read them, for the first attempt; a later
 * one reads them again. A stale guest or night costs an attempt, never a wrong booking: the transaction's
 * conditions hold the guest's version and every night's units and beds.
 */
export async function bookStay(
  tenant: TenantId,
  type: RoomTypeRecord,
  draft: StayDraft,
  chosen: readonly string[],
  extra: (record: ReservationRecord) => (Part | TransactItem)[],
  by: ChangeBy,
  read?: { guest: GuestRecord | undefined; nights?: Map<string, NightItem>; newGuest?: boolean },
  settle?: Settle,
): Promise<ReservationRecord> {
  const id = randomUUID();
  const dates = stayNights(draft.checkIn, draft.checkOut);
  // A guest booked without its search items (a new one whose items did not fit, one saved before the index): written once it commits.
  let searchLater: GuestRecord | undefined;
  const booked = await runChange({
    read: async (attempt) => {
      // A guest made by this booking is not in the table until it commits: every attempt books the same one.
      const first = read && (attempt === 0 || read.newGuest) ? { ...read, nights: attempt === 0 ? read.nights : undefined } : undefined;
      const [guest, nights] = await Promise.all([
        first ? first.guest : guests.get(tenant, draft.guestId),
        first?.nights ?? nightsOf(tenant, type, dates),
      ]);
      return { guest, nights };
    },
    decide: (state, now) => settled(decideBooking(state, type, draft, chosen, id, now), settle),
    build: (write) => {
      const extras = extra(write.stays[0]!.after);
      const parts = stayParts(tenant, by, write, extras);
      searchLater = write.guest && !write.guest.searchIndexed && !write.guest.erased ? write.guest : undefined;
      // A new guest is created holding this booking, in its transaction: a refused booking leaves no guest behind.
      if (!read?.newGuest || !write.guest) return { parts: withinOne(parts), repeatable: extras.length > 0 };
      const own = parts.filter((part) => part.name !== PART.guest);
      let made = guests.createParts(tenant, write.guest, id);
      // A long stay (a night item each): a new guest's search items follow the booking when they do not fit.
      if (own.length + made.length > MAX_TRANSACTION_ITEMS) made = guests.createParts(tenant, write.guest, id, { search: false });
      else searchLater = undefined;
      return { parts: withinOne([...own, ...made]), repeatable: extras.length > 0 };
    },
    refuse: (error) => {
      throwIfRecorded(error);
      if (failedPart(error, PART.sale)) throw new ItemNotFound(message('data.roomTypeNotFound'));
      // The guest changed, or another booking took these beds or the last units: decided again (naming a chosen bed now taken).
    },
  });
  // The booking stands either way: a guest without search items gets them at its next booking or edit.
  if (searchLater)
    await guests.indexSearch(tenant, searchLater).catch((error: unknown) => {
      if (!(error instanceof DataError)) throw error;
    });
  return booked;
}

/** A booking's parts as one transaction, or a clear refusal (never DynamoDB's own, a 500) if a way of booking outgrew it. */
function withinOne(parts: Part[]): Part[] {
  if (parts.length > MAX_TRANSACTION_ITEMS) throw new ConditionFailed(message('stay.bookingTooManyParts'));
  return parts;
}

/**
 * What a caller checked on the stay as it first read it, checked again on each read: a retry after a lost race
 * decides on the stay as it is now, which may no longer pass (a guest's cancel of a stay the desk just checked in).
 * Throws the caller's refusal.
 */
export type StillHolds = (current: ReservationRecord) => void;

/** What a feed's or a channel's change throws (as its StillHolds) when the desk took the stay over meanwhile: its own. */
export class LeftToDesk extends Error {}

/** Canceled, checked in or out at the desk: a feed's or a channel's change no longer applies to it. */
export const takenOverByDesk = (stay: ReservationRecord) => !isLive(stay.status) || Boolean(stay.checkedIn || stay.checkedOut);

/** The StillHolds of a feed's or a channel's change. */
export const notTakenOverByDesk: StillHolds = (current) => {
  if (takenOverByDesk(current)) throw new LeftToDesk();
};

/**
 * Moves a live stay to new dates and guests: the nights it leaves are released, the new ones taken, the
 * beds kept where still free, in one transaction; refused (409) with nothing changed when a night is full.
 * `extra(next)`: the caller's parts (a channel booking's link and revision record).
 */
export function moveStay(
  tenant: TenantId,
  type: RoomTypeRecord,
  first: ReservationRecord,
  change: StayChange,
  by: ChangeBy,
  extra: (next: ReservationRecord) => (Part | TransactItem)[] = () => [],
  stillHolds: StillHolds = () => {},
  settle?: Settle,
): Promise<ReservationRecord> {
  return runChange({
    read: async (attempt) => {
      const current = attempt === 0 ? first : await reservationNow(tenant, first.id);
      // Moved to another type meanwhile (or not in `type` at all): its nights and beds are that type's.
      const now = await movableTypeNow(tenant, current, type);
      // What the caller left as it read it is the stay's own now (another desk may have changed it meanwhile).
      const asked = moveSince(first, current, change);
      return { current, type: now, asked, nights: await nightsOf(tenant, now, moveNights(current, asked)) };
    },
    decide: ({ current, type: now, asked, nights }, at) => {
      stillHolds(current);
      return settled(decideMove(current, now, nights, asked, at), settle);
    },
    build: (write) => {
      const extras = extra(write.stays[0]!.after);
      const parts = stayParts(tenant, by, write, extras);
      const nights = write.nights?.deltas.length ?? 0;
      const room = MAX_TRANSACTION_ITEMS - (parts.length - nights);
      if (nights > room) {
        throw new ConditionFailed(message('stay.changeTouchesCountNights', { count: nights, max: room }));
      }
      return { parts, repeatable: extras.length > 0 };
    },
    refuse: (error) => {
      throwIfRecorded(error);
      if (failedPart(error, PART.sale)) throw new ConditionFailed(TYPE_DELETED);
    },
  });
}

/**
 * Changes details and status (stay-decisions.ts): a cancel or no-show releases the units and beds in the
 * same transaction as the status. `extra(next)`: the caller's parts (the booking page's cancel mails).
 */
export function changeDetails(
  tenant: TenantId,
  type: RoomTypeRecord | undefined,
  first: ReservationRecord,
  changes: DetailChanges,
  by: ChangeBy,
  extra: (next: ReservationRecord) => (Part | TransactItem)[] = () => [],
  stillHolds: StillHolds = () => {},
  settle?: Settle,
): Promise<ReservationRecord> {
  // Only what the caller changed: the rest of a full form, applied after another change, would undo it.
  const asked = changedSince(first, changes);
  return runChange({
    read: async (attempt) => {
      // Someone changed the reservation, or a night's override, meanwhile: apply this change to what it is now.
      const current = attempt === 0 ? first : await reservationNow(tenant, first.id);
      // The type the stay is in now: a move to another type may have won a race (its nights are the ones to give back).
      const now = await stayTypeNow(tenant, current, type);
      // A release gives back only what was counted against the night's override: it needs the nights as they are.
      const release = now && detailsRelease(current, asked) ? releasedNights(now, current).map((delta) => delta.date) : [];
      return { current, type: now, nights: now ? await nightsOf(tenant, now, release) : new Map<string, NightItem>() };
    },
    decide: ({ current, type: now, nights }, at) => {
      stillHolds(current);
      return settled(decideDetails(current, now, nights, asked, at), settle);
    },
    // An unnamed extra part is named 'extra' by stayParts; a named one (a once-only record) keeps its name.
    build: (write) => ({ parts: stayParts(tenant, by, write, extra(write.stays[0]!.after)) }),
    refuse: (error) => throwIfRecorded(error),
  });
}

/**
 * Gives beds to a live stay that has none, free on every night of it (check-in placement). False when no
 * set of beds is free for the whole stay, or the stay changed (or went) and no longer waits.
 */
export async function placeStay(tenant: TenantId, type: RoomTypeRecord, first: ReservationRecord, by: ChangeBy): Promise<boolean> {
  try {
    return await runChange({
      read: async (attempt) => {
        const current = attempt === 0 ? first : await reservationNow(tenant, first.id);
        const now = await movableTypeNow(tenant, current, type);
        return { current, type: now, nights: await nightsOf(tenant, now, stayNights(current.checkIn, current.checkOut)) };
      },
      decide: ({ current, type: now, nights }, at) => decidePlacement(current, now, nights, at),
      build: (write) => ({ parts: stayParts(tenant, by, write) }),
      attempts: 3,
    });
  } catch (error) {
    if (error instanceof ConditionFailed || error instanceof ItemNotFound) return false;
    throw error;
  }
}
