// What a room type is made of, and what it sells per night (spec §4 "Daily availability"): a dorm sells
// beds (max occupancy × inventory), a private type sells rooms (inventory). The plan limit counts beds
// for both kinds: a private double is two beds.

export type RoomTypeKind = 'dorm' | 'private';

export interface RoomTypeShape {
  id: string;
  kind: RoomTypeKind;
  maxOccupancy: number;
  inventory: number;
}

export interface Room {
  roomId: string;
  /** 1-based, the number people read ("Room 2"). */
  number: number;
  bedIds: string[];
  /** Given by the property ("Room 101"); without one the room is numbered. Ids never change with it. */
  name?: string;
  /** Bed id → its given name ("A"); a bed without one is numbered within its room. */
  bedNames?: Record<string, string>;
}

/** Units for sale per night: beds in a dorm, rooms of a private type. */
export function capacityOf(type: Omit<RoomTypeShape, 'id'>): number {
  return type.kind === 'dorm' ? type.maxOccupancy * type.inventory : type.inventory;
}

/** Beds the type adds to the property, as the Free plan counts them. */
export function bedsOf(type: Omit<RoomTypeShape, 'id'>): number {
  return type.maxOccupancy * type.inventory;
}

/**
 * The rooms and beds of a new type. Ids derive from the type's id and stay fixed for its life: a dorm
 * room holds max-occupancy beds, a private room is one unit (one id), whatever its occupancy.
 */
export function roomsOf(type: RoomTypeShape): Room[] {
  return Array.from({ length: type.inventory }, (_, index) => {
    const roomId = `${type.id}-r${index + 1}`;
    const beds = type.kind === 'dorm' ? type.maxOccupancy : 1;
    return { roomId, number: index + 1, bedIds: Array.from({ length: beds }, (_, bed) => `${roomId}-b${bed + 1}`) };
  });
}

/** The name of a room: its given name ("Room 101"), else numbered in its type ("Dorm 6 · Room 2"). */
export function roomName(description: string, number: number, given?: string): string {
  return given ?? `${description} · Room ${number}`;
}

/** What tells a bed apart within its room: its given name ("A"), else its number ("3"). */
export function bedLabel(bedIndex: number, given?: string): string {
  return given ?? String(bedIndex + 1);
}

/**
 * The name of one unit, the one rule every screen and message uses: a dorm's "Dorm 6 · Room 2, bed 3"
 * or, named, "Room 101, bed A"; a private room's own name (it is one unit).
 */
export function unitName(room: string, kind: RoomTypeKind, bedIndex: number, bedGiven?: string): string {
  return kind === 'private' ? room : `${room}, bed ${bedLabel(bedIndex, bedGiven)}`;
}

/** Names compare without case, width or spacing differences: "Room 101" and "room  101" are one name. */
export function sameUnitName(a: string, b: string): boolean {
  const key = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  return key(a) === key(b);
}
