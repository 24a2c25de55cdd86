import { randomUUID } from 'node:crypto';
import { isLive, type ReservationStatus } from '@hostel/shared/api/reservation-schemas';
import { chooseBeds } from '@hostel/shared/domain/bed-choice';
import { capacityOf, type RoomTypeKind } from '@hostel/shared/domain/room-units';
import { stayDeltas, type Holding, type NightDelta } from '@hostel/shared/domain/stay-changes';
import { shortNights, type ShortNight } from '@hostel/shared/domain/stay-availability';
import { stayNights, unitsNeeded } from '@hostel/shared/domain/stay-price';
import { ConditionFailed, ItemNotFound } from '../data/data-errors';
import { guests, type GuestRecord } from '../data/guest-repository';
import { GUEST_ERASED } from './guest-changes';
import { statusFromPayments } from './payment-status';
import { throwIfExtraFailed } from '../data/idempotency-repository';
import { nightInventory, type NightItem } from '../data/night-inventory-repository';
import { nextUpdatedAt, reservations, type ReservationRecord } from '../data/reservation-repository';
import { roomTypes, type RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { failedAt, MAX_TRANSACTION_ITEMS, transact, type TransactItem } from '../data/transactions';
import { InvalidFields } from '../domain-errors';
import { type Message, type MessageId, message } from '@hostel/shared/i18n/message';
import { BedTaken, bedNameSaid, takenMessage, takenNights } from './bed-moves';
import { historyPart, type ChangeBy } from './history';
import { TYPE_DELETED } from './records-of';

// Booking, moving and releasing a stay (DESIGN.md §5, "The no-overbooking invariant"). Each is ONE
// transaction: the reservation's own items plus one conditional update per night it changes, so a full
// night or a taken bed fails the whole of it and nothing is written. The reads before it only choose
// beds and explain a refusal; the conditions decide. A transaction that loses only because another
// booking took the chosen beds first (while units remain) is planned again on fresh reads.

export const ATTEMPTS = 12;
const NAMED_NIGHTS = 10;

/** Nights that cannot take the stay. Maps to 409; the message names them. */
export class NightsFull extends ConditionFailed {}

/** A checked-out stay is history: its dates stay as they were (check-out set them). */
export const CHECKED_OUT_DATES = 'stay.guestCheckedOutStay' satisfies MessageId;
export const CHECKED_IN_ARRIVAL = 'stay.guestCheckedArrivalDay' satisfies MessageId;

export type StayDraft = Omit<
  ReservationRecord,
  'id' | 'guestFirstName' | 'guestLastName' | 'guestErased' | 'beds' | 'createdAt' | 'updatedAt'
>;

export interface StayChange {
  checkIn: string;
  checkOut: string;
  guests: number;
  totalCents?: number;
}

/** A stay that no room of the type could ever hold is a bad request, not a full night. */
export function checkGuestsFit(type: RoomTypeRecord, guests: number): void {
  if (type.kind === 'private' && guests > type.maxOccupancy) {
    throw new InvalidFields([{ msg: message('stay.roomTypeSleepsMost', { count: type.maxOccupancy }), path: 'number_of_guest' }]);
  }
  const beds = type.maxOccupancy * type.inventory;
  if (type.kind === 'dorm' && guests > beds)
    throw new InvalidFields([{ msg: message('stay.roomTypeBeds', { count: beds }), path: 'number_of_guest' }]);
}

export const capacity = (type: RoomTypeRecord) =>
  capacityOf({ kind: type.kind, maxOccupancy: type.maxOccupancy, inventory: type.inventory });

export function fullMessage(short: ShortNight[], kind: RoomTypeKind, needed: number): Message {
  const nights = short.slice(0, NAMED_NIGHTS).map((night) => message('stay.dateFreeFree', { date: night.date, free: night.free }));
  const more = short.length > NAMED_NIGHTS ? message('data.andMore', { count: short.length - NAMED_NIGHTS }) : '';
  const units = kind === 'dorm' ? message('stay.beds', { count: needed }) : message('word.1Room');
  return message('stay.notEnoughAvailabilityNights', { nights, more, units });
}

export const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * Math.min(attempt + 1, 6)));

export async function nightsOf(tenant: TenantId, type: RoomTypeRecord, dates: string[]): Promise<Map<string, NightItem>> {
  const sorted = [...dates].sort();
  const items = await nightInventory.ofType(tenant, type.id, sorted[0]!, sorted.at(-1)!);
  return new Map(items.map((night) => [night.date, night]));
}

/** Beds held on any of `dates` by a reservation other than `self`. */
export function takenBeds(nights: Map<string, NightItem>, dates: string[], self?: string): Set<string> {
  const taken = new Set<string>();
  for (const date of dates) for (const [bed, holder] of Object.entries(nights.get(date)?.beds ?? {})) if (holder !== self) taken.add(bed);
  return taken;
}

export function nightParts(
  tenant: TenantId,
  type: RoomTypeRecord,
  next: Pick<ReservationRecord, 'id' | 'updatedAt'>,
  deltas: NightDelta[],
  nights: Map<string, NightItem>,
): TransactItem[] {
  return deltas.map((delta) =>
    nightInventory.changePart(tenant, {
      ...delta,
      roomTypeId: type.id,
      capacity: capacity(type),
      reservationId: next.id,
      changeTag: next.updatedAt,
      night: nights.get(delta.date),
    }),
  );
}

export const holding = (type: RoomTypeRecord, record: Pick<ReservationRecord, 'checkIn' | 'checkOut' | 'guests' | 'beds'>): Holding => ({
  nights: stayNights(record.checkIn, record.checkOut),
  units: unitsNeeded(type.kind, record.guests),
  beds: record.beds,
});

function othersUnplaced(type: RoomTypeRecord, chosen: readonly string[], missing: number): Message {
  const names = chosen.map((bed) => bedNameSaid(type, bed));
  const verb = message(chosen.length === 1 ? 'stay.is' : 'stay.are');
  return message('stay.namesVerbFreeBut', { names, verb, missing, beds: message(missing === 1 ? 'word.bed' : 'word.beds') });
}

/**
 * Books a stay: the reservation, its units and beds every night, the guest's link and the room type's sale
 * mark, all or nothing. `chosen` beds (the calendar's selection, of this type) must be free every night:
 * a taken one is refused naming it, not swapped. `extra(record)` adds the caller's parts (an idempotency
 * record of the answer). `read`: the guest (and the stay's nights) as the caller already read them, for the
 * first attempt; a later one reads them again. A stale guest or night costs an attempt, never a wrong booking:
 * the transaction's conditions hold the guest's version and every night's units and beds.
 */
export async function bookStay(
  tenant: TenantId,
  type: RoomTypeRecord,
  draft: StayDraft,
  chosen: readonly string[],
  extra: (record: ReservationRecord) => TransactItem[],
  by: ChangeBy,
  read?: { guest: GuestRecord | undefined; nights?: Map<string, NightItem> },
): Promise<ReservationRecord> {
  const id = randomUUID();
  const dates = stayNights(draft.checkIn, draft.checkOut);
  const needed = unitsNeeded(type.kind, draft.guests);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const first = attempt === 0 ? read : undefined;
    const [guest, nights] = await Promise.all([
      first ? first.guest : guests.get(tenant, draft.guestId),
      first?.nights ?? nightsOf(tenant, type, dates),
    ]);
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
    const beds = placed ?? [];
    const now = nextUpdatedAt();
    const record: ReservationRecord = {
      ...draft,
      id,
      guestFirstName: guest.firstName,
      guestLastName: guest.lastName,
      beds,
      createdAt: now,
      updatedAt: now,
    };
    const own = [
      ...reservations.createParts(tenant, record),
      roomTypes.salePart(tenant, type.id),
      guests.bookingPart(tenant, guest, id),
      historyPart(tenant, by, undefined, record),
    ];
    const parts = [...own, ...nightParts(tenant, type, record, stayDeltas(undefined, holding(type, record)), nights)];
    try {
      const extras = extra(record);
      await transact([...parts, ...extras], { repeatable: extras.length > 0 });
      return record;
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      throwIfExtraFailed(error, parts.length);
      if (failedAt(error, 2)) throw new ItemNotFound(message('data.roomTypeNotFound'));
      // The guest changed, or another booking took these beds or the last units: plan again (and name a chosen bed now taken).
      await pause(attempt);
    }
  }
  throw new ConditionFailed();
}

export const finalMessage = (status: ReservationStatus, what: MessageId) =>
  message('stay.reservationStateWhat', {
    state: message(status === 'no_show' ? 'word.markedNoShow' : 'word.canceled'),
    what: message(what),
  });

/**
 * Moves a live stay to new dates and guests: the nights it leaves are released, the new ones taken, the
 * beds kept where still free, in one transaction; refused (409) with nothing changed when a night is full.
 */
export async function moveStay(
  tenant: TenantId,
  type: RoomTypeRecord,
  first: ReservationRecord,
  change: StayChange,
  by: ChangeBy,
): Promise<ReservationRecord> {
  let current = first;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (!isLive(current.status)) throw new ConditionFailed(finalMessage(current.status, 'word.datesCannotChange'));
    if (current.checkedOut) throw new ConditionFailed(message(CHECKED_OUT_DATES));
    if (current.checkedIn && change.checkIn !== current.checkIn) throw new ConditionFailed(message(CHECKED_IN_ARRIVAL));
    const totalCents = change.totalCents ?? current.totalCents;
    const same = current.checkIn === change.checkIn && current.checkOut === change.checkOut && current.guests === change.guests;
    if (same && totalCents === current.totalCents) return current;
    const before = holding(type, current);
    const dates = stayNights(change.checkIn, change.checkOut);
    const needed = unitsNeeded(type.kind, change.guests);
    const nights = await nightsOf(tenant, type, [...before.nights, ...dates]);
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
      paymentStatus: statusFromPayments(totalCents, current.payments) ?? current.paymentStatus,
      beds,
      updatedAt: nextUpdatedAt(current.updatedAt),
    };
    const deltas = stayDeltas(before, holding(type, next));
    const sells = deltas.some((delta) => delta.units > 0 || delta.takeBeds.length > 0);
    const own = [
      ...reservations.changeParts(tenant, current, next),
      ...(sells ? [roomTypes.salePart(tenant, type.id)] : []),
      historyPart(tenant, by, current, next),
    ];
    const room = MAX_TRANSACTION_ITEMS - own.length;
    if (deltas.length > room) {
      throw new ConditionFailed(message('stay.changeTouchesCountNights', { count: deltas.length, max: room }));
    }
    try {
      await transact([...own, ...nightParts(tenant, type, next, deltas, nights)]);
      return next;
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      if (sells && failedAt(error, 3)) throw new ConditionFailed(TYPE_DELETED);
      await pause(attempt);
      const fresh = await reservations.get(tenant, current.id);
      if (!fresh) throw new ItemNotFound(message('stay.reservationNotFound'));
      current = fresh;
    }
  }
  throw new ConditionFailed();
}

/** What "change details", "status" and "payment" may set. */
export type DetailChanges = Partial<
  Pick<ReservationRecord, 'status' | 'paymentStatus' | 'totalCents' | 'currency' | 'bookingSource' | 'bookingSourceSpelling' | 'notes'>
> & {
  /** Present (even undefined, which clears it) only when the call sets it. */
  specialRequest?: string | undefined;
};

function differs(current: ReservationRecord, changes: DetailChanges): boolean {
  return Object.entries(changes).some(([field, value]) => (current[field as keyof ReservationRecord] ?? '') !== (value ?? ''));
}

/**
 * Changes details and status. Canceled and no-show are final, and release the units and beds at once, in
 * the same transaction as the status. A change that changes nothing writes nothing.
 */
export async function changeDetails(
  tenant: TenantId,
  type: RoomTypeRecord | undefined,
  first: ReservationRecord,
  changes: DetailChanges,
  by: ChangeBy,
  /** The caller's parts for the same transaction (the booking page's cancel mails), only when something changes. */
  extra: (next: ReservationRecord) => TransactItem[] = () => [],
): Promise<ReservationRecord> {
  let current = first;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const status = changes.status ?? current.status;
    if (status !== current.status && !isLive(current.status)) throw new ConditionFailed(finalMessage(current.status, 'word.statusFinal'));
    if (!differs(current, changes)) return current;
    const releases = isLive(current.status) && !isLive(status);
    const next: ReservationRecord = {
      ...current,
      ...changes,
      status,
      beds: releases ? [] : current.beds,
      updatedAt: nextUpdatedAt(current.updatedAt),
    };
    // What the release gave up, so an undo (reinstate) can take the same back.
    if (releases) next.released = { status: current.status, beds: current.beds };
    // A new price with payments recorded: the status follows the balance, unless this change sets another one.
    const priced = changes.totalCents !== undefined && changes.totalCents !== current.totalCents;
    if (priced && (changes.paymentStatus ?? current.paymentStatus) === current.paymentStatus)
      next.paymentStatus = statusFromPayments(next.totalCents, next.payments) ?? next.paymentStatus;
    if ('specialRequest' in changes && !changes.specialRequest) delete next.specialRequest;
    let deltas: NightDelta[] = [];
    let nights = new Map<string, NightItem>();
    // Without its type the stay is wholly past (a type sold from today on cannot be deleted): nothing to give back.
    if (releases && type) {
      deltas = stayDeltas(holding(type, current), undefined);
      // A release gives back only what was counted against the night's override: it needs the nights as they are.
      nights = await nightsOf(
        tenant,
        type,
        deltas.map((delta) => delta.date),
      );
    }
    try {
      await transact([
        ...reservations.changeParts(tenant, current, next),
        historyPart(tenant, by, current, next),
        ...(type ? nightParts(tenant, type, next, deltas, nights) : []),
        ...extra(next),
      ]);
      return next;
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      // Someone changed the reservation, or a night's override, meanwhile: apply this change to what it is now.
      await pause(attempt);
      const fresh = await reservations.get(tenant, current.id);
      if (!fresh) throw new ItemNotFound(message('stay.reservationNotFound'));
      current = fresh;
    }
  }
  throw new ConditionFailed();
}

/**
 * Gives beds to a live stay that has none, free on every night of it (check-in placement). False when no
 * set of beds is free for the whole stay, or the stay changed and no longer waits.
 */
export async function placeStay(tenant: TenantId, type: RoomTypeRecord, first: ReservationRecord, by: ChangeBy): Promise<boolean> {
  let current: ReservationRecord | undefined = first;
  for (let attempt = 0; attempt < 3 && current && isLive(current.status) && current.beds.length === 0; attempt += 1) {
    const dates = stayNights(current.checkIn, current.checkOut);
    const nights = await nightsOf(tenant, type, dates);
    const beds = chooseBeds({ kind: type.kind, rooms: type.rooms, guests: current.guests, taken: takenBeds(nights, dates, current.id) });
    if (!beds) return false;
    const next: ReservationRecord = { ...current, beds, updatedAt: nextUpdatedAt(current.updatedAt) };
    const deltas = dates.map((date) => ({ date, units: 0, takeBeds: beds, freeBeds: [] }));
    try {
      await transact([
        ...reservations.changeParts(tenant, current, next),
        historyPart(tenant, by, current, next),
        ...nightParts(tenant, type, next, deltas, nights),
      ]);
      return true;
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      current = await reservations.get(tenant, current.id);
    }
  }
  return false;
}
