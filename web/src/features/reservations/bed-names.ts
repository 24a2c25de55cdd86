import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { unitName } from '@hostel/shared/domain/room-units';

/** "Dorm 6 · Room 1, bed 2" (or its given names, "Room 101, bed A") for each bed id the type knows. */
export function bedNames(roomType: RoomType | undefined, ids: readonly string[]): string[] {
  return ids.flatMap((id) => {
    const room = roomType?.products.find((candidate) => candidate.beds.includes(id));
    const index = room?.beds.indexOf(id) ?? -1;
    return room && roomType ? [unitName(room.room_name, roomType.type, index, room.bed_names?.[index])] : [];
  });
}
