import { day, type Message, message, type MessageId } from '@hostel/shared/i18n/message';
import type { ReservationStatus } from '@hostel/shared/api/reservation-schemas';
import { capacityOf, type RoomTypeKind } from '@hostel/shared/domain/room-units';
import type { Holding, NightDelta } from '@hostel/shared/domain/stay-changes';
import type { ShortNight } from '@hostel/shared/domain/stay-availability';
import { stayNights, unitsNeeded } from '@hostel/shared/domain/stay-price';
import { ConditionFailed } from '../data/data-errors';
import { Clash, InvalidFields } from '../domain-errors';
import type { GuestRecord } from '../data/guest-repository';
import type { BedHandover, NightItem } from '../data/night-inventory-repository';
import type { ReservationRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';

// The rules the stay decisions share, and the change set they return (stay-parts.ts turns it into the
// transaction's named parts). Pure: no table, no clock but the `now` each decision is given.

const NAMED_NIGHTS = 10;

/** Nights that cannot take the stay. Maps to 409; the message names them. */
export class NightsFull extends ConditionFailed {}

/** A checked-out stay is history: its dates stay as they were (check-out set them). */
export const CHECKED_OUT_DATES = 'stay.guestCheckedOutStay' satisfies MessageId;
export const CHECKED_IN_ARRIVAL = 'stay.guestCheckedArrivalDay' satisfies MessageId;

/** What one change of stays writes, in one transaction. */
export interface StayWrite {
  /** Each reservation written with its history entry: created (no `before`) or changed on its `updatedAt` as read. */
  stays: { before?: ReservationRecord; after: ReservationRecord }[];
  /** The room type, when the change writes its nights or moves its sale mark. */
  type?: RoomTypeRecord;
  /** The change takes units or beds it did not hold: the type's sale mark moves (a racing delete sees it). */
  sells?: boolean;
  /** One update per night that changes, for the stay `of`, from the nights as read. */
  nights?: { of: Pick<ReservationRecord, 'id' | 'updatedAt'>; deltas: NightDelta[]; read: Map<string, NightItem> };
  /** A move to another type: the nights it gives back on its old type (`type` is the new one), for the stay `nights.of`. */
  leaves?: { type: RoomTypeRecord; deltas: NightDelta[]; read: Map<string, NightItem> };
  /** Beds handed over per night (a swap). */
  handovers?: Map<string, BedHandover[]>;
  /** A new stay's guest: the booking adds its link on the condition the guest is still as read. */
  guest?: GuestRecord;
}

export const capacity = (type: RoomTypeRecord) =>
  capacityOf({ kind: type.kind, maxOccupancy: type.maxOccupancy, inventory: type.inventory });

export function fullMessage(short: ShortNight[], kind: RoomTypeKind, needed: number): Message {
  const nights = short.slice(0, NAMED_NIGHTS).map((night) => message('stay.dateFreeFree', { date: day(night.date), free: night.free }));
  const more = short.length > NAMED_NIGHTS ? message('data.andMore', { count: short.length - NAMED_NIGHTS }) : '';
  const units = kind === 'dorm' ? message('stay.beds', { count: needed }) : message('word.1Room');
  return message('stay.notEnoughAvailabilityNights', { nights, more, units });
}

export const finalMessage = (status: ReservationStatus, what: MessageId) =>
  message('stay.reservationStateWhat', {
    state: message(status === 'no_show' ? 'word.markedNoShow' : 'word.canceled'),
    what: message(what),
  });

/** Beds held on any of `dates` by a reservation other than `self`. */
export function takenBeds(nights: Map<string, NightItem>, dates: string[], self?: string): Set<string> {
  const taken = new Set<string>();
  for (const date of dates) for (const [bed, holder] of Object.entries(nights.get(date)?.beds ?? {})) if (holder !== self) taken.add(bed);
  return taken;
}

export const holding = (type: RoomTypeRecord, record: Pick<ReservationRecord, 'checkIn' | 'checkOut' | 'guests' | 'beds'>): Holding => ({
  nights: stayNights(record.checkIn, record.checkOut),
  units: unitsNeeded(type.kind, record.guests),
  beds: record.beds,
});

/** A deleted type's stays keep their name and status and can still be canceled or paid, but never moved (decisions.md). */
export const TYPE_DELETED = 'stay.roomTypeDeletedStays' satisfies MessageId;

/** The room type a stay is to be moved within; gone, the move is a 409, not a 404 on a reservation that exists. */
export function typeToMoveWithin(type: RoomTypeRecord | undefined): RoomTypeRecord {
  if (!type) throw new Clash(TYPE_DELETED);
  return type;
}

/** Why a type could never take this many guests in one booking (a dorm's beds, one private room), if it could not. */
export function guestFitProblem(type: RoomTypeRecord, guests: number): Message | undefined {
  if (type.kind === 'private' && guests > type.maxOccupancy) return message('stay.roomTypeSleepsMost', { count: type.maxOccupancy });
  const beds = type.maxOccupancy * type.inventory;
  if (type.kind === 'dorm' && guests > beds) return message('stay.roomTypeBeds', { count: beds });
  return undefined;
}

/** The guest-fit rule: whether a type could ever take this many guests in one booking. */
export const fitsGuests = (type: RoomTypeRecord, guests: number): boolean => guestFitProblem(type, guests) === undefined;

/** A stay that no room of the type could ever hold is a bad request, not a full night. */
export function checkGuestsFit(type: RoomTypeRecord, guests: number): void {
  const msg = guestFitProblem(type, guests);
  if (msg) throw new InvalidFields([{ msg, path: 'number_of_guest' }]);
}
