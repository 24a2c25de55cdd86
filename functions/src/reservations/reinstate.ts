import { message } from '@hostel/shared/i18n/message';
import type { MessageId } from '@hostel/shared/i18n/message';
import { isLive } from '@hostel/shared/api/reservation-schemas';
import { chooseBeds } from '@hostel/shared/domain/bed-choice';
import { stayDeltas } from '@hostel/shared/domain/stay-changes';
import { shortNights } from '@hostel/shared/domain/stay-availability';
import { stayNights, unitsNeeded } from '@hostel/shared/domain/stay-price';
import { ConditionFailed, ItemNotFound } from '../data/data-errors';
import { nextUpdatedAt, reservations, type ReservationRecord } from '../data/reservation-repository';
import { roomTypes, type RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { failedAt, transact } from '../data/transactions';
import { Clash } from '../domain-errors';
import { BedTaken, takenMessage, takenNights } from './bed-moves';
import { historyPart, type ChangeBy } from './history';
import { ATTEMPTS, capacity, fullMessage, holding, nightParts, nightsOf, NightsFull, pause, takenBeds } from './stays';

// Undoing a cancel or a no-show: the reservation gets back the status it had and takes again the same
// nights, units and beds, in one transaction whose conditions decide (a night sold meanwhile, or a bed
// taken, refuses it with a 409 naming them, and nothing changes).

export const REINSTATE_TYPE_DELETED = 'stay.roomTypeDeletedStays2' satisfies MessageId;

export async function reinstate(
  tenant: TenantId,
  type: RoomTypeRecord | undefined,
  first: ReservationRecord,
  by: ChangeBy,
): Promise<ReservationRecord> {
  let current = first;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (isLive(current.status)) return current;
    if (!type) throw new Clash(REINSTATE_TYPE_DELETED);
    const dates = stayNights(current.checkIn, current.checkOut);
    const needed = unitsNeeded(type.kind, current.guests);
    const nights = await nightsOf(tenant, type, dates);
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
      updatedAt: nextUpdatedAt(current.updatedAt),
    };
    const parts = [
      ...reservations.changeParts(tenant, current, next),
      roomTypes.salePart(tenant, type.id),
      historyPart(tenant, by, current, next),
      ...nightParts(tenant, type, next, stayDeltas(undefined, holding(type, next)), nights),
    ];
    try {
      await transact(parts);
      return next;
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      if (failedAt(error, 3)) throw new Clash(REINSTATE_TYPE_DELETED);
      // Another booking took the last units or a bed, or the reservation changed: decide again on fresh reads.
      await pause(attempt);
      const fresh = await reservations.get(tenant, current.id);
      if (!fresh) throw new ItemNotFound(message('stay.reservationNotFound'));
      current = fresh;
    }
  }
  throw new ConditionFailed();
}
