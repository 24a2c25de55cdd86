import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { bedLabel } from '@hostel/shared/domain/room-units';
import { i18n } from '../../lib/i18n/i18n';
import { bedNameIn, isNumberedRoom, roomNameIn } from '../../lib/unit-names';

// The calendar's rows (spec §2): each room type, then its rooms, each labelled Dorm or Private, then
// the beds numbered per room. A private room is one unit (one bed id), so it is one lane of its own;
// a dorm room is a heading with a lane per bed.

export type RoomTypeLayout = Pick<RoomType, '_id' | 'description' | 'type' | 'products'>;

export interface Lane {
  bedId: string;
  roomTypeId: string;
  roomTypeName: string;
  kind: RoomType['type'];
  roomId: string;
  /** 1-based, as people read it. */
  roomNumber: number;
  /** 1-based within its room (always 1 for a private room). */
  bedNumber: number;
  /** The row's heading: "Bed 2" (or "Bed A", named), or a private room's name. */
  label: string;
  /** Everything needed to tell it apart: "Dorm 6 · Room 1, bed 2", "Room 101, bed A", "Double · Room 3". */
  fullName: string;
}

export type CalendarRow =
  | { kind: 'type'; key: string; roomType: RoomTypeLayout }
  /** `label`: the room's given name, or "Room 2" under its type's heading. */
  | { kind: 'room'; key: string; roomType: RoomTypeLayout; roomNumber: number; roomName: string; label: string }
  | { kind: 'lane'; key: string; lane: Lane };

const unnamed = (type: RoomTypeLayout, name: string, index: number) => isNumberedRoom(type.description, name, index);

/** A room's heading under its type's: its given name, or just its number ("Room 2"; in a private room's narrow row label, "Hab. 2" in Spanish). */
function roomLabel(
  type: RoomTypeLayout,
  name: string,
  index: number,
  key: 'calendar.room' | 'calendar.roomInRow' = 'calendar.room',
): string {
  return unnamed(type, name, index) ? i18n.t(key, { number: index + 1 }) : name;
}

export function lanesOfType(type: RoomTypeLayout): Lane[] {
  return type.products.flatMap((room, roomIndex) =>
    room.beds.map((bedId, bedIndex): Lane => {
      const name = roomNameIn(type.description, room.room_name, roomIndex);
      const isPrivate = type.type === 'private';
      const bed = bedLabel(bedIndex, room.bed_names?.[bedIndex]);
      return {
        bedId,
        roomTypeId: type._id,
        roomTypeName: type.description,
        kind: type.type,
        roomId: room.room_id,
        roomNumber: roomIndex + 1,
        bedNumber: bedIndex + 1,
        label: isPrivate ? roomLabel(type, room.room_name, roomIndex, 'calendar.roomInRow') : i18n.t('calendar.bed', { bed }),
        // unitName's rule (shared/src/domain/room-units.ts): a dorm bed is "<room>, bed <bed>", a private room its room's name.
        fullName: isPrivate ? name : bedNameIn(name, bedIndex, room.bed_names?.[bedIndex]),
      };
    }),
  );
}

export function calendarRows(types: readonly RoomTypeLayout[]): CalendarRow[] {
  return types.flatMap((type): CalendarRow[] => {
    const lanes = lanesOfType(type);
    const heading: CalendarRow = { kind: 'type', key: `type-${type._id}`, roomType: type };
    if (type.type === 'private') return [heading, ...lanes.map((lane): CalendarRow => ({ kind: 'lane', key: lane.bedId, lane }))];
    return [
      heading,
      ...type.products.flatMap((room, index): CalendarRow[] => [
        {
          kind: 'room',
          key: `room-${room.room_id}`,
          roomType: type,
          roomNumber: index + 1,
          roomName: room.room_name,
          label: roomLabel(type, room.room_name, index),
        },
        ...lanes.filter((lane) => lane.roomId === room.room_id).map((lane): CalendarRow => ({ kind: 'lane', key: lane.bedId, lane })),
      ]),
    ];
  });
}
