import { stayNights } from '@hostel/shared/domain/stay-price';
import type { ReservationRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { decideBedMove } from './bed-rules';
import { runChange } from './change-runner';
import type { ChangeBy } from './history';
import { movableTypeNow, nightsOf, reservationNow, stayParts } from './stay-parts';

export { bedName, checkBedsBelong, checkChosenCount } from './bed-rules';

// Moving a stay to other beds of its type (the calendar's drag and "Move to bed…"), for the whole
// stay. One transaction: the reservation (on the condition nobody changed it since it was read) and,
// on every night, the old beds freed and the new ones taken (`attribute_not_exists(bed#<id>)`), the
// units untouched (night-inventory-repository.ts's rules). A bed another stay took meanwhile fails its
// condition, and with it the whole move; the move is then read again and refused naming the bed and
// the nights, with nothing changed (bed-rules.ts decides).

/** Gives a live, unfinished stay these beds for all its nights, or refuses with nothing changed. */
export function moveBeds(
  tenant: TenantId,
  type: RoomTypeRecord,
  first: ReservationRecord,
  beds: readonly string[],
  today: string,
  by: ChangeBy,
): Promise<ReservationRecord> {
  return runChange({
    read: async (attempt) => {
      const current = attempt === 0 ? first : await reservationNow(tenant, first.id);
      // Moved to another type meanwhile: the beds asked are checked against that type's (and refused if not its own).
      const now = await movableTypeNow(tenant, current, type);
      return { current, type: now, nights: [...(await nightsOf(tenant, now, stayNights(current.checkIn, current.checkOut))).values()] };
    },
    decide: ({ current, type: now, nights }, at) => decideBedMove(current, now, nights, beds, today, at),
    build: (write) => ({ parts: stayParts(tenant, by, write) }),
    attempts: 8,
  });
}
