import type { RoomTypeKind } from '@hostel/shared/domain/room-units';
import { bedLabel, roomName } from '@hostel/shared/domain/room-units';
import { i18n } from './i18n/i18n';

// A room's and a bed's names in the screens' language, the one place every screen takes them from:
// unitName's rule (shared/src/domain/room-units.ts), with a room the property did not name numbered in
// the screens' words ("Dorm 6 · Habitación 2") instead of the API's English, and a given name as written.

/** Whether a room has no name of its own: empty, or the numbered name the API gives it ("Dorm 6 · Room 2"). */
export function isNumberedRoom(typeName: string, name: string, index: number): boolean {
  return !name || name === roomName(typeName, index + 1);
}

/** A room's full name: its given name, else numbered in its type ("Dorm 6 · Room 2"), in the screens' language. */
export function roomNameIn(typeName: string, name: string, index: number): string {
  return isNumberedRoom(typeName, name, index) ? i18n.t('common.roomOfType', { type: typeName, number: index + 1 }) : name;
}

/** A dorm bed's full name in the screens' language: "<room>, bed <bed>" (its given name, else its number). */
export function bedNameIn(room: string, bedIndex: number, given?: string): string {
  return i18n.t('common.bedOfRoom', { room, bed: bedLabel(bedIndex, given) });
}

/** "Dorm" or "Private", in the screens' language: a room type's kind wherever it is named. */
export function kindLabel(kind: RoomTypeKind): string {
  return i18n.t(`common.kind.${kind}`);
}
