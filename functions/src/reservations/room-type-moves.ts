import { message } from '@hostel/shared/i18n/message';
import { stayNights } from '@hostel/shared/domain/stay-price';
import { ConditionFailed, ItemNotFound } from '../data/data-errors';
import type { ReservationRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { failedPart, MAX_TRANSACTION_ITEMS } from '../data/transactions';
import { runChange } from './change-runner';
import type { ChangeBy } from './history';
import { decideTypeMove, type TypeMove } from './room-type-move-decision';
import { movableTypeNow, nightsOf, PART, reservationNow, stayParts } from './stay-parts';

// Moving a stay to another room type (room-type-move-decision.ts decides): one transaction with the
// reservation on its `updatedAt`, the new type's sale mark, one update per night taking the new type's
// units and beds (`forSale`, `attribute_not_exists(bed#…)`) and one per night giving back the old type's.
// A racer that took the last unit makes it read again and refuse (409) naming the nights.

/** Moves the stay (same dates and guests) from `from` to `to`, repriced unless the price is kept. */
export function moveStayToRoomType(
  tenant: TenantId,
  from: RoomTypeRecord,
  to: RoomTypeRecord,
  first: ReservationRecord,
  move: Omit<TypeMove, 'fromTypeId'>,
  by: ChangeBy,
): Promise<ReservationRecord> {
  return runChange({
    read: async (attempt) => {
      const current = attempt === 0 ? first : await reservationNow(tenant, first.id);
      // The type the stay is in now: another move may have won a race, and its nights are the ones to give back.
      const origin = await movableTypeNow(tenant, current, from);
      const dates = stayNights(current.checkIn, current.checkOut);
      const [oldNights, newNights] = await Promise.all([nightsOf(tenant, origin, dates), nightsOf(tenant, to, dates)]);
      return { current, origin, oldNights, newNights };
    },
    decide: (state, now) => decideTypeMove(state, state.origin, to, { ...move, fromTypeId: first.roomTypeId }, now),
    build: (write) => {
      const parts = stayParts(tenant, by, write);
      if (parts.length > MAX_TRANSACTION_ITEMS) {
        const nights = write.nights?.deltas.length ?? 0;
        const max = Math.floor((MAX_TRANSACTION_ITEMS - (parts.length - 2 * nights)) / 2);
        throw new ConditionFailed(message('stay.roomTypeMoveTooLong', { count: nights, max }));
      }
      return { parts };
    },
    refuse: (error) => {
      if (failedPart(error, PART.sale)) throw new ItemNotFound(message('data.roomTypeNotFound'));
    },
  });
}
