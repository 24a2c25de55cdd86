import { zodMessages } from '@hostel/shared/api/zod-messages';
import { messageOfIssue } from '@hostel/shared/i18n/message';
import { type RenameUnitsBody, renameUnitsBody, type RoomType } from '@hostel/shared/api/room-type-schemas';
import { type NamedRoom, type UnitNameProblem, type UnitRename, unitNameProblems } from '@hostel/shared/domain/unit-names';

// The "Edit rooms and beds" form without React: one text field per room and per dorm bed, named by its
// path in the call's body (rooms.0.room_name, rooms.0.beds.1.bed_name), so the server's problems land
// on the fields too. Only rooms with a change are sent.

export type UnitValues = Record<string, string>;

export const roomField = (room: number) => `rooms.${room}.room_name`;
export const bedField = (room: number, bed: number) => `rooms.${room}.beds.${bed}.bed_name`;

export function initialUnitValues(type: Pick<RoomType, 'type' | 'products'>): UnitValues {
  const values: UnitValues = {};
  for (const [index, room] of type.products.entries()) {
    values[roomField(index)] = room.room_name;
    if (type.type !== 'dorm') continue;
    for (const bed of room.beds.keys()) values[bedField(index, bed)] = room.bed_names[bed] ?? String(bed + 1);
  }
  return values;
}

function renamesOf(type: Pick<RoomType, 'type' | 'products'>, values: UnitValues): UnitRename[] {
  return type.products.map((room, index) => ({
    room_id: room.room_id,
    room_name: values[roomField(index)] ?? '',
    ...(type.type === 'dorm' ? { beds: room.beds.map((bed_id, bed) => ({ bed_id, bed_name: values[bedField(index, bed)] ?? '' })) } : {}),
  }));
}

const namedRooms = (type: Pick<RoomType, 'products'>): NamedRoom[] =>
  type.products.map((room) => ({
    id: room.room_id,
    name: room.room_name,
    beds: room.beds.map((id, index) => ({ id, label: room.bed_names[index] ?? String(index + 1) })),
  }));

/** The form's problems (the call's own rules), or the body to send: the rooms with a change, with the version they were read at. */
export function checkUnitNames(
  type: Pick<RoomType, 'type' | 'products' | 'units_version'>,
  values: UnitValues,
): { problems: UnitNameProblem[] } | { body: RenameUnitsBody; sentRooms: number[] } {
  const parsed = renameUnitsBody.safeParse({ rooms: renamesOf(type, values) }, { error: zodMessages });
  if (!parsed.success)
    return { problems: parsed.error.issues.map((issue) => ({ msg: messageOfIssue(issue.message), path: issue.path.join('.') })) };
  const problems = unitNameProblems(namedRooms(type), type.type, parsed.data.rooms);
  if (problems.length) return { problems };
  const sentRooms = parsed.data.rooms.flatMap((rename, index) => {
    const room = type.products[index]!;
    const changed = rename.room_name !== room.room_name || rename.beds?.some((bed, bedIndex) => bed.bed_name !== room.bed_names[bedIndex]);
    return changed ? [index] : [];
  });
  return { body: { rooms: sentRooms.map((index) => parsed.data.rooms[index]!), units_version: type.units_version }, sentRooms };
}

/** A server problem's path in the sent body, as the form's field: rooms.<sent index> back to the room's place in the form. */
export function fieldOfSent(path: string, sentRooms: readonly number[]): string {
  return path.replace(/^rooms\.(\d+)/, (whole, index: string) => {
    const room = sentRooms[Number(index)];
    return room === undefined ? whole : `rooms.${room}`;
  });
}
