import { message } from '@hostel/shared/i18n/message';
import type { ReservationRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { InvalidFields } from '../domain-errors';
import { decideSwap, swapScope } from './bed-swap-decision';
import { runChange } from './change-runner';
import type { ChangeBy } from './history';
import { reservationOf } from './records-of';
import { nightsOf, stayParts } from './stay-parts';

// Two guests exchange their beds in one move (the calendar's "Swap beds with …"); bed-swap-decision.ts
// has the rules. One transaction: both reservations, each on the condition of its `updatedAt` as read
// (markers moved), and one update per night that hands the beds over on the condition that each is
// still held by whom the swap read. A lost race is read again and decided on what is now.

/** Gives each stay the other's beds, or refuses with nothing changed. The first answer is `first`'s. */
export function swapStayBeds(
  tenant: TenantId,
  types: readonly RoomTypeRecord[],
  first: ReservationRecord,
  second: ReservationRecord,
  today: string,
  by: ChangeBy,
): Promise<[ReservationRecord, ReservationRecord]> {
  if (first.id === second.id) throw new InvalidFields([{ msg: message('stay.chooseAnotherReservationSwap'), path: 'with_reservation_id' }]);
  return runChange({
    read: async (attempt) => {
      // One of them changed (a move, a cancel, another swap): decide again on both as they are now.
      const pair = (
        attempt === 0 ? [first, second] : await Promise.all([reservationOf(tenant, first.id), reservationOf(tenant, second.id)])
      ) as [ReservationRecord, ReservationRecord];
      const { type, dates } = swapScope(types, pair[0], pair[1], today);
      return { pair, nights: [...(await nightsOf(tenant, type, dates)).values()] };
    },
    decide: ({ pair, nights }, now) => decideSwap(types, pair, nights, today, now),
    build: (write) => ({ parts: stayParts(tenant, by, write) }),
    attempts: 8,
  });
}
