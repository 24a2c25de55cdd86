import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { MAX_BEDS_PER_PROPERTY } from '@hostel/shared/api/room-type-schemas';
import { bedsOf } from '@hostel/shared/domain/room-units';

// What the room-type pages say about a type and about the Free plan's beds, as plain functions.

export const KIND_LABELS = { dorm: 'Dorm', private: 'Private' } as const;
export const GENDER_LABELS = { mixed: 'Mixed', female: 'Female only' } as const;

/** Prices in the currency's own form through Intl (`€25.00`, `CLP 15,000`). */

/** Beds of a type as the Free plan counts them (max occupancy × rooms, private rooms included). */
export function bedsOfType(type: Pick<RoomType, 'type' | 'max_occupancy' | 'inventory'>): number {
  return bedsOf({ kind: type.type, maxOccupancy: type.max_occupancy, inventory: type.inventory });
}

export function bedsInUse(types: readonly RoomType[]): number {
  return types.reduce((sum, type) => sum + bedsOfType(type), 0);
}

export function bedsLeft(types: readonly RoomType[]): number {
  return Math.max(0, MAX_BEDS_PER_PROPERTY - bedsInUse(types));
}

/** `12 of 25 beds used · 13 left on the Free plan`. */
export function bedsSummary(types: readonly RoomType[]): string {
  const left = bedsLeft(types);
  return `${bedsInUse(types)} of ${MAX_BEDS_PER_PROPERTY} beds used · ${left === 0 ? 'no beds' : left === 1 ? '1 bed' : `${left} beds`} left on the Free plan`;
}

/** Beds a create form would add, once both numbers are whole and positive; undefined while they are not. */
export function bedsForInput(maxOccupancy: string, inventory: string): number | undefined {
  const occupancy = Number(maxOccupancy);
  const rooms = Number(inventory);
  if (
    maxOccupancy.trim() === '' ||
    inventory.trim() === '' ||
    !Number.isInteger(occupancy) ||
    !Number.isInteger(rooms) ||
    occupancy < 1 ||
    rooms < 1
  )
    return undefined;
  return occupancy * rooms;
}

/** Said under the create form's numbers: how many beds the new type takes, and whether they fit. */
export function bedsNeededHint(needed: number | undefined, left: number): string {
  const leftText = left === 1 ? '1 bed is left' : `${left} beds are left`;
  if (needed === undefined) return `Beds count max occupancy × rooms; ${leftText} on the Free plan (${MAX_BEDS_PER_PROPERTY} beds).`;
  const neededText = needed === 1 ? '1 bed' : `${needed} beds`;
  return needed > left
    ? `This room type needs ${neededText}, but only ${leftText} on the Free plan.`
    : `This room type uses ${neededText}; ${leftText} on the Free plan.`;
}

/** `Dorm · 6 guests per room`, or `Private · up to 2 guests`. */
export function occupancyText(type: Pick<RoomType, 'type' | 'max_occupancy'>): string {
  const guests = type.max_occupancy === 1 ? '1 guest' : `${type.max_occupancy} guests`;
  return type.type === 'dorm' ? `${guests} per room` : `up to ${guests}`;
}
