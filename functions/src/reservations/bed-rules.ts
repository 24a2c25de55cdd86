import { type Message, type MessageId, type MessageValue, day, message } from '@hostel/shared/i18n/message';
import { isLive } from '@hostel/shared/api/reservation-schemas';
import { roomName, unitName } from '@hostel/shared/domain/room-units';
import { stayDeltas } from '@hostel/shared/domain/stay-changes';
import { stayNights, unitsNeeded } from '@hostel/shared/domain/stay-price';
import { ConditionFailed, ItemNotFound } from '../data/data-errors';
import type { NightItem } from '../data/night-inventory-repository';
import type { ReservationRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import { InvalidFields } from '../domain-errors';
import type { Decision } from './change-runner';
import type { StayWrite } from './stay-rules';
import { nextUpdatedAt } from './updated-at';

// Moving a stay to other beds of its type, decided on the stay and its nights as read, and the bed rules
// the other stay changes share: which beds are whose, and how a taken one is named.

const NAMED_NIGHTS = 10;

/** A bed is held by another stay on some night of this one. Maps to 409. */
export class BedTaken extends ConditionFailed {}

/** "Dorm 6 · Room 2, bed 3" (or its given names, "Room 101, bed A"), or "Double · Room 1" for a private room's one unit. */
export function bedName(type: RoomTypeRecord, bedId: string): string | undefined {
  for (const room of type.rooms) {
    const index = room.bedIds.indexOf(bedId);
    if (index < 0) continue;
    return unitName(roomName(type.description, room.number, room.name), type.kind, index, room.bedNames?.[bedId]);
  }
  return undefined;
}

/** The same name as a message value: a name the property gave as it is, a numbered room or bed in each language's words. */
export function bedNameSaid(type: RoomTypeRecord, bedId: string): MessageValue {
  for (const room of type.rooms) {
    const index = room.bedIds.indexOf(bedId);
    if (index < 0) continue;
    const roomSaid = room.name ?? message('word.roomtypeRoomNumber', { roomType: type.description, number: room.number });
    if (type.kind === 'private') return roomSaid;
    const given = room.bedNames?.[bedId];
    return message('word.roomBed', { room: roomSaid, bed: message('word.bedLabel', { label: given ?? String(index + 1) }) });
  }
  return bedId;
}

/** Why another type's bed is refused: said after "… is a bed of another room type (Dorm 6): ". */
export const MOVE_TO_OTHER_TYPE = 'word.movingAnotherRoomType' satisfies MessageId;

/**
 * Each bed must be one of the property's: a bed of another type is refused (409, `why` says what to do
 * instead); a bed no type of this property has (another property's, or none) is not found (404).
 */
export function checkBedsBelong(
  types: readonly RoomTypeRecord[],
  own: RoomTypeRecord,
  beds: readonly string[],
  why: MessageId = MOVE_TO_OTHER_TYPE,
): void {
  for (const bed of beds) {
    if (bedName(own, bed)) continue;
    const other = types.find((type) => bedName(type, bed));
    if (!other) throw new ItemNotFound(message('stay.bedNotFound'));
    const unit = message(other.kind === 'private' ? 'word.room' : 'word.bed2');
    throw new ConditionFailed(
      message('stay.bedUnitAnotherRoom', { bed: bedNameSaid(other, bed), unit, roomType: other.description, why: message(why) }),
    );
  }
}

function countMessage(type: RoomTypeRecord, needed: number): Message {
  return type.kind === 'private' ? message('stay.privateRoomStayTakes') : message('stay.stayNeedsBeds', { count: needed });
}

function checkCount(type: RoomTypeRecord, record: ReservationRecord, beds: readonly string[]): void {
  const needed = unitsNeeded(type.kind, record.guests);
  if (beds.length !== needed) throw new InvalidFields([{ msg: countMessage(type, needed), path: 'assigned_beds' }]);
}

/** A new booking may choose some of its beds (the server places the rest), never more than it needs. */
export function checkChosenCount(type: RoomTypeRecord, guests: number, beds: readonly string[]): void {
  const needed = unitsNeeded(type.kind, guests);
  if (beds.length > needed) throw new InvalidFields([{ msg: countMessage(type, needed), path: 'assigned_beds' }]);
}

function refusal(status: ReservationRecord['status']): Message {
  return message('stay.reservationStateBedsCannot', { state: message(status === 'no_show' ? 'word.markedNoShow' : 'word.canceled') });
}

/** The nights each wanted bed is held by another reservation, from the night items of the stay. */
export function takenNights(nights: readonly NightItem[], beds: readonly string[], self: string): Map<string, string[]> {
  const taken = new Map<string, string[]>();
  for (const night of [...nights].sort((a, b) => a.date.localeCompare(b.date))) {
    for (const bed of beds) {
      const holder = night.beds[bed];
      if (holder && holder !== self) taken.set(bed, [...(taken.get(bed) ?? []), night.date]);
    }
  }
  return taken;
}

export function takenMessage(type: RoomTypeRecord, taken: Map<string, string[]>): Message {
  const each = [...taken].map(([bed, dates]) => {
    const more = dates.length > NAMED_NIGHTS ? message('data.andMore', { count: dates.length - NAMED_NIGHTS }) : '';
    return message('stay.bedTakenDates', { bed: bedNameSaid(type, bed), dates: dates.slice(0, NAMED_NIGHTS).map(day), more });
  });
  // "A is taken on …; B is taken on …"
  return each.reduce((first, second) => message('word.semicolonPair', { first, second }));
}

const sameBeds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((bed) => b.includes(bed));

/** Gives a live, unfinished stay these beds for all its nights (`nights`: the stay's, as read), or refuses. */
export function decideBedMove(
  current: ReservationRecord,
  type: RoomTypeRecord,
  nights: readonly NightItem[],
  beds: readonly string[],
  today: string,
  now: Date,
): Decision<StayWrite, ReservationRecord> {
  if (!isLive(current.status)) throw new ConditionFailed(refusal(current.status));
  if (current.checkOut <= today) throw new ConditionFailed(message('stay.stayOverBedsCannot'));
  checkCount(type, current, beds);
  if (sameBeds(current.beds, beds)) return { done: current };
  const dates = stayNights(current.checkIn, current.checkOut);
  const taken = takenNights(nights, beds, current.id);
  if (taken.size > 0) throw new BedTaken(takenMessage(type, taken));
  const next: ReservationRecord = { ...current, beds: [...beds], updatedAt: nextUpdatedAt(current.updatedAt, now) };
  const units = unitsNeeded(type.kind, current.guests);
  const deltas = stayDeltas({ nights: dates, units, beds: current.beds }, { nights: dates, units, beds: next.beds });
  const read = new Map(nights.map((night) => [night.date, night]));
  return { change: { stays: [{ before: current, after: next }], type, nights: { of: next, deltas, read } }, result: next };
}
