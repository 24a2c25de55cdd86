import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { bedNameIn, roomNameIn } from '../../lib/unit-names';

/**
 * "Dorm 6 · Room 1, bed 2" (or its given names, "Room 101, bed A") for each bed id the type knows, in the
 * current language: a room without a name of its own is numbered in the screens' words, as unitName does in English.
 */
export function bedNames(roomType: RoomType | undefined, ids: readonly string[]): string[] {
  return ids.flatMap((id) => {
    const number = (roomType?.products.findIndex((candidate) => candidate.beds.includes(id)) ?? -1) + 1;
    const room = roomType?.products[number - 1];
    if (!room || !roomType) return [];
    const name = roomNameIn(roomType.description, room.room_name, number - 1);
    if (roomType.type === 'private') return [name];
    const index = room.beds.indexOf(id);
    return [bedNameIn(name, index, room.bed_names?.[index])];
  });
}
