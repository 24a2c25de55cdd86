import { type MessageId, message } from '@hostel/shared/i18n/message';
import { isLive } from '@hostel/shared/api/reservation-schemas';
import { chooseBeds } from '@hostel/shared/domain/bed-choice';
import { stayDeltas } from '@hostel/shared/domain/stay-changes';
import { shortNights } from '@hostel/shared/domain/stay-availability';
import { stayNights, unitsNeeded } from '@hostel/shared/domain/stay-price';
import type { NightItem } from '../data/night-inventory-repository';
import type { ReservationRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import { Clash } from '../domain-errors';
import { BedTaken, takenMessage, takenNights } from './bed-rules';
import type { Decision } from './change-runner';
import { capacity, fullMessage, holding, NightsFull, takenBeds, type StayWrite } from './stay-rules';
import { nextUpdatedAt } from './updated-at';

// Undoing a cancel or a no-show, decided on the reservation and its nights as read: it gets back the
// status it had and takes again the same nights, units and beds, or is refused naming what is gone.

export const REINSTATE_TYPE_DELETED = 'stay.roomTypeDeletedStays2' satisfies MessageId;

export function decideReinstate(
  current: ReservationRecord,
  type: RoomTypeRecord | undefined,
  nights: Map<string, NightItem>,
  now: Date,
): Decision<StayWrite, ReservationRecord> {
  if (isLive(current.status)) return { done: current };
  if (!type) throw new Clash(REINSTATE_TYPE_DELETED);
  const dates = stayNights(current.checkIn, current.checkOut);
  const needed = unitsNeeded(type.kind, current.guests);
  const short = shortNights(dates, capacity(type), needed, (date) => nights.get(date));
  if (short.length > 0)
    throw new NightsFull(message('stay.reservationCannotReinstatedWhy', { why: fullMessage(short, type.kind, needed) }));
  // Released before this was stored: it takes whatever beds are free for its whole stay, or waits for beds.
  const beds =
    current.released?.beds ??
    chooseBeds({ kind: type.kind, rooms: type.rooms, guests: current.guests, taken: takenBeds(nights, dates, current.id) }) ??
    [];
  const taken = takenNights([...nights.values()], beds, current.id);
  if (taken.size > 0) throw new BedTaken(message('stay.reservationCannotReinstatedWhy2', { why: takenMessage(type, taken) }));
  const next: ReservationRecord = {
    ...current,
    status: current.released?.status ?? 'confirmed',
    beds,
    released: undefined,
    updatedAt: nextUpdatedAt(current.updatedAt, now),
  };
  const deltas = stayDeltas(undefined, holding(type, next));
  return {
    change: { stays: [{ before: current, after: next }], type, sells: true, nights: { of: next, deltas, read: nights } },
    result: next,
  };
}
