import { type Message, message } from '../i18n/message';
import { sameUnitName } from './room-units';

// Naming a room type's rooms and beds (the renameUnits call and its form): which names a request may
// give, checked against the type's names as they read after the change. Ids never change; only names.

/** A room as it reads now: its name and its beds' labels (given or numbered). */
export interface NamedRoom {
  id: string;
  name: string;
  beds: { id: string; label: string }[];
}

export interface UnitRename {
  room_id: string;
  room_name?: string | undefined;
  beds?: { bed_id: string; bed_name: string }[] | undefined;
}

export interface UnitNameProblem {
  msg: Message;
  path: string;
}

export const UNIT_NAME_MESSAGES = {
  unknownRoom: message('validation.roomNotOneRoom'),
  unknownBed: message('validation.bedNotOneRoom'),
  repeatedRoom: message('validation.roomNamedTwiceRequest'),
  repeatedBed: message('validation.bedNamedTwiceRequest'),
  privateBed: message('validation.privateRoomOneUnit'),
  roomTaken: (name: string) => message('validation.anotherRoomTypeAlready', { name }),
  bedTaken: (name: string) => message('validation.anotherBedRoomAlready', { name }),
  changedMeanwhile: message('validation.theseRoomsBedsRenamed'),
} as const;

/**
 * What is wrong with giving these names, each with its field's path in the request (`rooms.0.room_name`,
 * `rooms.0.beds.1.bed_name`). Names must stay unique as they read after the change: rooms among the
 * type's rooms, beds within their room, compared without case or spacing differences.
 */
export function unitNameProblems(rooms: readonly NamedRoom[], kind: 'dorm' | 'private', renames: readonly UnitRename[]): UnitNameProblem[] {
  const problems: UnitNameProblem[] = [];
  const roomNames = new Map(rooms.map((room) => [room.id, room.name]));
  const renamedRoom = new Map<string, number>();
  for (const [index, rename] of renames.entries()) {
    const room = rooms.find((candidate) => candidate.id === rename.room_id);
    if (!room || renamedRoom.has(room.id)) {
      problems.push({ msg: room ? UNIT_NAME_MESSAGES.repeatedRoom : UNIT_NAME_MESSAGES.unknownRoom, path: `rooms.${index}.room_id` });
      continue;
    }
    renamedRoom.set(room.id, index);
    if (rename.room_name !== undefined) roomNames.set(room.id, rename.room_name);
    if (rename.beds?.length && kind === 'private') {
      problems.push({ msg: UNIT_NAME_MESSAGES.privateBed, path: `rooms.${index}.beds` });
      continue;
    }
    problems.push(...bedProblems(room, rename.beds ?? [], `rooms.${index}.beds`));
  }
  for (const [roomId, index] of renamedRoom) {
    const name = renames[index]?.room_name;
    // A name left as it reads is not a renaming: the clash is told on the field that changed.
    if (name === undefined || name === rooms.find((room) => room.id === roomId)?.name) continue;
    const clash = [...roomNames].some(([id, other]) => id !== roomId && sameUnitName(other, name));
    if (clash) problems.push({ msg: UNIT_NAME_MESSAGES.roomTaken(name), path: `rooms.${index}.room_name` });
  }
  return problems;
}

/** The beds' problems within one room: ids of the room, each once, labels unique after the change. */
function bedProblems(room: NamedRoom, beds: NonNullable<UnitRename['beds']>, path: string): UnitNameProblem[] {
  const problems: UnitNameProblem[] = [];
  const labels = new Map(room.beds.map((bed) => [bed.id, bed.label]));
  const renamed = new Map<string, number>();
  for (const [index, bed] of beds.entries()) {
    if (!labels.has(bed.bed_id) || renamed.has(bed.bed_id)) {
      const msg = labels.has(bed.bed_id) ? UNIT_NAME_MESSAGES.repeatedBed : UNIT_NAME_MESSAGES.unknownBed;
      problems.push({ msg, path: `${path}.${index}.bed_id` });
      continue;
    }
    renamed.set(bed.bed_id, index);
    labels.set(bed.bed_id, bed.bed_name);
  }
  for (const [bedId, index] of renamed) {
    const name = beds[index]!.bed_name;
    if (name === room.beds.find((bed) => bed.id === bedId)?.label) continue;
    const clash = [...labels].some(([id, label]) => id !== bedId && sameUnitName(label, name));
    if (clash) problems.push({ msg: UNIT_NAME_MESSAGES.bedTaken(name), path: `${path}.${index}.bed_name` });
  }
  return problems;
}
