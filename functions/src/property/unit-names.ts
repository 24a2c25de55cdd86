import type { RenameUnitsBody } from '@hostel/shared/api/room-type-schemas';
import { bedLabel, type Room, roomName } from '@hostel/shared/domain/room-units';
import { type NamedRoom, UNIT_NAME_MESSAGES, unitNameProblems } from '@hostel/shared/domain/unit-names';
import { roomTypes, type RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { Clash, InvalidFields } from '../domain-errors';

// Naming rooms and beds: only names change, never ids, so reservations' beds and the nights' bed sets
// stay as they are. A form filled before someone else's renaming is refused (409), never merged over it.

/** The type's rooms as they read now. */
export function namedRooms(type: RoomTypeRecord): NamedRoom[] {
  return type.rooms.map((room) => ({
    id: room.roomId,
    name: roomName(type.description, room.number, room.name),
    beds: room.bedIds.map((id, index) => ({ id, label: bedLabel(index, room.bedNames?.[id]) })),
  }));
}

/** The rooms with the request's names given; a name equal to what the unit already reads changes nothing. */
function withNames(type: RoomTypeRecord, body: RenameUnitsBody): Room[] {
  const now = namedRooms(type);
  return type.rooms.map((room, index) => {
    const rename = body.rooms.find((candidate) => candidate.room_id === room.roomId);
    if (!rename) return room;
    const current = now[index]!;
    const name = rename.room_name !== undefined && rename.room_name !== current.name ? rename.room_name : room.name;
    const bedNames = { ...room.bedNames };
    for (const bed of rename.beds ?? []) {
      if (bed.bed_name !== current.beds.find((candidate) => candidate.id === bed.bed_id)?.label) bedNames[bed.bed_id] = bed.bed_name;
    }
    return {
      ...room,
      ...(name === undefined ? {} : { name }),
      ...(Object.keys(bedNames).length ? { bedNames } : {}),
    };
  });
}

/** Renames rooms and beds of the type, or refuses with nothing changed. */
export async function renameUnits(tenant: TenantId, type: RoomTypeRecord, body: RenameUnitsBody): Promise<RoomTypeRecord> {
  if (body.units_version !== undefined && body.units_version !== (type.unitsVersion ?? 0))
    throw new Clash(UNIT_NAME_MESSAGES.changedMeanwhile);
  const problems = unitNameProblems(namedRooms(type), type.kind, body.rooms);
  if (problems.length) throw new InvalidFields(problems);
  return roomTypes.renameUnits(tenant, type, withNames(type, body));
}
