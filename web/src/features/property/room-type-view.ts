import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { MAX_BEDS_PER_PROPERTY } from '@hostel/shared/api/room-type-schemas';
import { bedsOf } from '@hostel/shared/domain/room-units';
import { i18n } from '../../lib/i18n/i18n';

// What the room-type pages say about a type and about the Free plan's beds, as plain functions.

/** `Dorm`, `Private`, in the screens' language. */
/** `Mixed`, `Female only`, in the screens' language. */
export const genderLabel = (gender: RoomType['gender']) => i18n.t(`roomTypes.genders.${gender}`);

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
  return i18n.t('roomTypes.bedsSummary', {
    used: bedsInUse(types),
    max: MAX_BEDS_PER_PROPERTY,
    left: left === 0 ? i18n.t('roomTypes.noBeds') : i18n.t('roomTypes.bedCount', { count: left }),
  });
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
  const leftText = i18n.t('roomTypes.bedsAreLeft', { count: left });
  if (needed === undefined) return i18n.t('roomTypes.bedsHint', { left: leftText, max: MAX_BEDS_PER_PROPERTY });
  const neededText = i18n.t('roomTypes.bedCount', { count: needed });
  return i18n.t(needed > left ? 'roomTypes.bedsOver' : 'roomTypes.bedsFit', { needed: neededText, left: leftText });
}

/** `Dorm · 6 guests per room`, or `Private · up to 2 guests`. */
export function occupancyText(type: Pick<RoomType, 'type' | 'max_occupancy'>): string {
  const guests = i18n.t('roomTypes.guests', { count: type.max_occupancy });
  return i18n.t(type.type === 'dorm' ? 'roomTypes.perRoom' : 'roomTypes.upTo', { guests });
}
