import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { chooseBeds } from '@hostel/shared/domain/bed-choice';
import { addDays } from '@hostel/shared/domain/dates';
import type { RoomTypeLayout } from './calendar-rows';
import { isDrawn } from './stay-layout';

// Which beds each drawn stay shows on (spec §4 "Bed auto-placement"). Stays keep the beds the server
// gave them. Stays without beds (older data, imports, nights fragmented at booking) are sorted by
// check-in and placed provisionally, for display only, into beds of their type free for their whole
// stay: a dorm needs one bed per guest, a private stay one room, chosen by the server's own rule
// (shared/src/domain/bed-choice.ts), so a stay shows where the check-in call would put it. What cannot
// be placed is listed, not hidden.

export interface PlacedStay {
  reservation: Reservation;
  beds: string[];
  /** Placed here by the calendar, not held on the server. */
  provisional: boolean;
}

export interface Placement {
  placed: PlacedStay[];
  /** Drawn stays without beds for which no free beds were found. */
  unplaced: Reservation[];
}

type Stay = Pick<Reservation, 'check_in' | 'check_out'>;

export const overlaps = (a: Stay, b: Stay) => a.check_in < b.check_out && b.check_in < a.check_out;

const byCheckIn = (a: Reservation, b: Reservation) =>
  a.check_in.localeCompare(b.check_in) || a.created_At.localeCompare(b.created_At) || a._id.localeCompare(b._id);

/** Beds of the type that no other placed stay holds on any night of `stay`. */
function freeBeds(type: RoomTypeLayout, stay: Reservation, placed: readonly PlacedStay[], countProvisional: boolean): Set<string> {
  const busy = new Set<string>();
  for (const other of placed) {
    if (other.reservation._id === stay._id || (!countProvisional && other.provisional)) continue;
    if (other.reservation.room_type_id === type._id && overlaps(other.reservation, stay)) for (const bed of other.beds) busy.add(bed);
  }
  return new Set(type.products.flatMap((room) => room.beds).filter((bed) => !busy.has(bed)));
}

function chooseFree(type: RoomTypeLayout, guests: number, free: Set<string>): string[] | undefined {
  const rooms = type.products.map((room, index) => ({ roomId: room.room_id, number: index + 1, bedIds: room.beds }));
  const taken = new Set(rooms.flatMap((room) => room.bedIds).filter((bed) => !free.has(bed)));
  return chooseBeds({ kind: type.type, rooms, guests, taken });
}

export function placeStays(types: readonly RoomTypeLayout[], reservations: readonly Reservation[]): Placement {
  const typeOf = new Map(types.map((type) => [type._id, type]));
  const drawn = reservations.filter((stay) => isDrawn(stay) && typeOf.has(stay.room_type_id));
  const placed: PlacedStay[] = [];
  const waiting: Reservation[] = [];
  for (const stay of drawn) {
    const known = new Set(typeOf.get(stay.room_type_id)!.products.flatMap((room) => room.beds));
    const beds = stay.assigned_beds.filter((bed) => known.has(bed));
    if (beds.length > 0) placed.push({ reservation: stay, beds, provisional: false });
    else waiting.push(stay);
  }
  const unplaced: Reservation[] = [];
  for (const stay of waiting.sort(byCheckIn)) {
    const type = typeOf.get(stay.room_type_id)!;
    const beds = chooseFree(type, stay.number_of_guest, freeBeds(type, stay, placed, true));
    if (beds) placed.push({ reservation: stay, beds, provisional: true });
    else unplaced.push(stay);
  }
  return { placed, unplaced };
}

/** The beds after moving the guest drawn on `from` to `to`; unchanged when `to` is already one of them. */
export function bedsAfterMove(beds: readonly string[], from: string, to: string): string[] {
  if (beds.includes(to)) return [...beds];
  return beds.map((bed) => (bed === from ? to : bed));
}

/** The nights of `stay` on which `bed` is held on the server by another stay (as far as the calendar knows). */
export function nightsTaken(bed: string, stay: PlacedStay, placed: readonly PlacedStay[]): string[] {
  const nights = new Set<string>();
  for (const other of placed) {
    if (other.provisional || other.reservation._id === stay.reservation._id || !other.beds.includes(bed)) continue;
    if (!overlaps(other.reservation, stay.reservation)) continue;
    const from = other.reservation.check_in > stay.reservation.check_in ? other.reservation.check_in : stay.reservation.check_in;
    const to = other.reservation.check_out < stay.reservation.check_out ? other.reservation.check_out : stay.reservation.check_out;
    for (let night = from; night < to; night = addDays(night, 1)) nights.add(night);
  }
  return [...nights].sort();
}

/** Beds of the stay's type a guest of it could move to: not its own, free on every night as far as known. */
export function bedsToMoveTo(type: RoomTypeLayout, stay: PlacedStay, placed: readonly PlacedStay[]): string[] {
  const free = freeBeds(type, stay.reservation, placed, false);
  return type.products.flatMap((room) => room.beds).filter((bed) => free.has(bed) && !stay.beds.includes(bed));
}
