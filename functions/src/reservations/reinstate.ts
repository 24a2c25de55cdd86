import { isLive } from '@hostel/shared/api/reservation-schemas';
import { stayNights } from '@hostel/shared/domain/stay-price';
import type { ReservationRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { failedPart } from '../data/transactions';
import { Clash } from '../domain-errors';
import { runChange } from './change-runner';
import type { ChangeBy } from './history';
import { decideReinstate, REINSTATE_TYPE_DELETED } from './reinstate-decision';
import { nightsOf, PART, reservationNow, stayParts, stayTypeNow } from './stay-parts';

// Undoing a cancel or a no-show: the reservation gets back the status it had and takes again the same
// nights, units and beds, in one transaction whose conditions decide (a night sold meanwhile, or a bed
// taken, refuses it with a 409 naming them, and nothing changes). reinstate-decision.ts decides.

export function reinstate(
  tenant: TenantId,
  type: RoomTypeRecord | undefined,
  first: ReservationRecord,
  by: ChangeBy,
): Promise<ReservationRecord> {
  return runChange({
    read: async (attempt) => {
      const current = attempt === 0 ? first : await reservationNow(tenant, first.id);
      const now = await stayTypeNow(tenant, current, type);
      // A live one is already as asked: nothing to read.
      const nights =
        now && !isLive(current.status) ? await nightsOf(tenant, now, stayNights(current.checkIn, current.checkOut)) : new Map();
      return { current, type: now, nights };
    },
    decide: ({ current, type: now, nights }, at) => decideReinstate(current, now, nights, at),
    build: (write) => ({ parts: stayParts(tenant, by, write) }),
    refuse: (error) => {
      if (failedPart(error, PART.sale)) throw new Clash(REINSTATE_TYPE_DELETED);
      // Otherwise another booking took the last units or a bed, or the reservation changed: decided again on fresh reads.
    },
  });
}
