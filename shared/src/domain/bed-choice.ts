import type { Room, RoomTypeKind } from './room-units';
import { unitsNeeded } from './stay-price';

// Which beds a stay gets (spec §4 "Bed auto-placement", issue 9): the same beds every night of the stay,
// a dorm one bed per guest preferring one room, a private type one room (its one unit id). Beds taken by
// another reservation on any night of the stay are out. A change of dates or guests keeps the beds it
// already holds wherever they are still free, so a guest does not move without reason.

export interface BedChoice {
  kind: RoomTypeKind;
  rooms: readonly Room[];
  guests: number;
  /** Beds another reservation holds on at least one night of the stay. */
  taken: ReadonlySet<string>;
  /** Beds the reservation holds now, kept where they are still free. */
  keep?: readonly string[];
}

/** The beds for the stay, or undefined when no set of beds is free for all of its nights. */
export function chooseBeds({ kind, rooms, guests, taken, keep = [] }: BedChoice): string[] | undefined {
  const needed = unitsNeeded(kind, guests);
  const known = new Set(rooms.flatMap((room) => room.bedIds));
  const chosen = keep.filter((bed) => known.has(bed) && !taken.has(bed)).slice(0, needed);
  if (chosen.length === needed) return chosen;
  const freeIn = (room: Room) => room.bedIds.filter((bed) => !taken.has(bed) && !chosen.includes(bed));
  // A private room is one unit: any room free for the stay will do, the first one.
  if (kind === 'private') {
    const room = rooms.find((candidate) => freeIn(candidate).length > 0);
    return room ? [freeIn(room)[0]!] : undefined;
  }
  let missing = needed - chosen.length;
  const take = (room: Room, count: number) => {
    const beds = freeIn(room).slice(0, count);
    chosen.push(...beds);
    missing -= beds.length;
  };
  // Rooms that already hold the group's beds first: the group stays together.
  for (const room of rooms) if (missing > 0 && room.bedIds.some((bed) => chosen.includes(bed))) take(room, missing);
  if (missing === 0) return chosen;
  // Then the one room that fits the rest most tightly, leaving bigger gaps for bigger groups…
  const fitting = rooms.filter((room) => freeIn(room).length >= missing).sort((a, b) => freeIn(a).length - freeIn(b).length);
  if (fitting[0]) {
    take(fitting[0], missing);
    return chosen;
  }
  // …or, when no room fits them all, as few rooms as possible: the emptiest first.
  const byRoomiest = [...rooms].sort((a, b) => freeIn(b).length - freeIn(a).length);
  for (const room of byRoomiest) if (missing > 0) take(room, missing);
  return missing === 0 ? chosen : undefined;
}
