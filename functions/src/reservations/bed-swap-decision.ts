import { message } from '@hostel/shared/i18n/message';
import { isLive } from '@hostel/shared/api/reservation-schemas';
import { stayNights } from '@hostel/shared/domain/stay-price';
import type { BedHandover, NightItem } from '../data/night-inventory-repository';
import type { ReservationRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import { MAX_TRANSACTION_ITEMS } from '../data/transactions';
import { Clash } from '../domain-errors';
import { BedTaken, takenMessage } from './bed-rules';
import type { Decision } from './change-runner';
import { typeToMoveWithin, type StayWrite } from './stay-rules';
import { nextUpdatedAt } from './updated-at';
import { guestFullName } from './views';

// Two guests exchange their beds (bed-swaps.ts runs it), decided on both stays and their nights as read.
// The rules (decisions.md): both stays live and not over, of one room type that still exists, each holding as
// many beds as the other, sharing at least one night; each takes the other's beds for all its own
// nights, so where one stays on nights the other does not, the other's beds must be free then (a
// third stay there is a 409 naming the bed and the nights).

/** The items of a swap besides its nights: each reservation's update, marker put and delete, and history entry. */
const SWAP_FIXED_ITEMS = 8;

const finalWords = (status: ReservationRecord['status']) => message(status === 'no_show' ? 'word.markedNoShow' : 'word.canceled');

/** Why these two stays cannot swap, or the room type they share. */
function swappableType(types: readonly RoomTypeRecord[], a: ReservationRecord, b: ReservationRecord, today: string): RoomTypeRecord {
  for (const stay of [a, b]) {
    const name = guestFullName(stay);
    if (!isLive(stay.status)) throw new Clash('stay.nameSReservationState', { name, state: finalWords(stay.status) });
    if (stay.checkOut <= today) throw new Clash('stay.nameSStayOver', { name });
  }
  const [nameA, nameB] = [guestFullName(a), guestFullName(b)];
  if (a.roomTypeId !== b.roomTypeId)
    throw new Clash('stay.nameaTypeaNamebTypeb', { nameA, typeA: a.roomTypeName, nameB, typeB: b.roomTypeName });
  const type = typeToMoveWithin(types.find((candidate) => candidate.id === a.roomTypeId));
  for (const stay of [a, b]) if (stay.beds.length === 0) throw new Clash('stay.nameWaitingBedGive', { name: guestFullName(stay) });
  if (a.beds.length !== b.beds.length)
    throw new Clash('stay.nameaHoldsCountaBeds', { nameA, countA: a.beds.length, nameB, countB: b.beds.length });
  if (!(a.checkIn < b.checkOut && b.checkIn < a.checkOut)) throw new Clash('stay.nameaNamebShareNo', { nameA, nameB });
  return type;
}

/** The nights `taker` would hold `beds` while a third stay holds them. */
function heldByOthers(nights: readonly NightItem[], dates: ReadonlySet<string>, beds: readonly string[], both: readonly string[]) {
  const taken = new Map<string, string[]>();
  for (const night of [...nights].sort((x, y) => x.date.localeCompare(y.date))) {
    if (!dates.has(night.date)) continue;
    for (const bed of beds) {
      const holder = night.beds[bed];
      if (holder && !both.includes(holder)) taken.set(bed, [...(taken.get(bed) ?? []), night.date]);
    }
  }
  return taken;
}

/** Each night's handovers: on shared nights the beds cross over, elsewhere one stay leaves its beds and takes the other's free ones. */
export function swapHandovers(a: ReservationRecord, b: ReservationRecord): Map<string, BedHandover[]> {
  const nightsA = new Set(stayNights(a.checkIn, a.checkOut));
  const nightsB = new Set(stayNights(b.checkIn, b.checkOut));
  const byNight = new Map<string, BedHandover[]>();
  for (const date of [...new Set([...nightsA, ...nightsB])].sort()) {
    const [inA, inB] = [nightsA.has(date), nightsB.has(date)];
    const handovers: BedHandover[] = [];
    if (inA) for (const bed of a.beds) handovers.push({ bed, from: a.id, to: inB ? b.id : undefined });
    if (inB) for (const bed of b.beds) handovers.push({ bed, from: b.id, to: inA ? a.id : undefined });
    if (inA && !inB) for (const bed of b.beds) handovers.push({ bed, from: undefined, to: a.id });
    if (inB && !inA) for (const bed of a.beds) handovers.push({ bed, from: undefined, to: b.id });
    byNight.set(date, handovers);
  }
  return byNight;
}

/** The type two stays swap within and the nights it reads, or why they cannot swap. */
export function swapScope(types: readonly RoomTypeRecord[], a: ReservationRecord, b: ReservationRecord, today: string) {
  const type = swappableType(types, a, b, today);
  const dates = [...swapHandovers(a, b).keys()];
  if (dates.length + SWAP_FIXED_ITEMS > MAX_TRANSACTION_ITEMS) throw new Clash('stay.theseTwoStaysCover');
  return { type, dates };
}

/** Gives each stay the other's beds (`nights`: both stays' nights, as read), or refuses. The answer is `[a, b]` after. */
export function decideSwap(
  types: readonly RoomTypeRecord[],
  [a, b]: readonly [ReservationRecord, ReservationRecord],
  nights: readonly NightItem[],
  today: string,
  now: Date,
): Decision<StayWrite, [ReservationRecord, ReservationRecord]> {
  const { type } = swapScope(types, a, b, today);
  for (const [taker, beds] of [
    [a, b.beds],
    [b, a.beds],
  ] as const) {
    const taken = heldByOthers(nights, new Set(stayNights(taker.checkIn, taker.checkOut)), beds, [a.id, b.id]);
    if (taken.size > 0)
      throw new BedTaken(message('stay.nameCannotTakeOther', { name: guestFullName(taker), why: takenMessage(type, taken) }));
  }
  const nextA: ReservationRecord = { ...a, beds: [...b.beds], updatedAt: nextUpdatedAt(a.updatedAt, now) };
  const nextB: ReservationRecord = { ...b, beds: [...a.beds], updatedAt: nextUpdatedAt(b.updatedAt, now) };
  const write: StayWrite = {
    stays: [
      { before: a, after: nextA },
      { before: b, after: nextB },
    ],
    type,
    handovers: swapHandovers(a, b),
  };
  return { change: write, result: [nextA, nextB] };
}
