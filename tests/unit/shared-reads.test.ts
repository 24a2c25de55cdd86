import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { describe, expect, it } from 'vitest';
import { findReservationsQueryOptions } from '../../web/src/api/find-reservations';
import { getRatesAndAvailabilityQueryOptions } from '../../web/src/api/get-rates-and-availability';
import { listRoomTypesQueryOptions } from '../../web/src/api/list-room-types';
import { cachedReservations } from '../../web/src/features/calendar/use-window-reservations';
import { createQueryClient } from '../../web/src/lib/query-client';
import { queryKeys } from '../../web/src/lib/query-keys';
import { reservationKeys } from '../../web/src/lib/reservation-query-keys';

// A read several features show has one home and one key, so the calendar's window, a search and a
// change elsewhere all meet in the same cache entry.

const stay = (id: string, checkIn: string, checkOut: string) => ({ _id: id, check_in: checkIn, check_out: checkOut }) as Reservation;

describe('shared reads', () => {
  it("keys the calendar's window and a search without a name alike, under the prefix every reservation change invalidates", () => {
    const window = findReservationsQueryOptions('2026-11-01', '2026-11-14').queryKey;
    expect(findReservationsQueryOptions('2026-11-01', '2026-11-14', '  ').queryKey).toEqual(window);
    expect(window).toEqual(reservationKeys.find('2026-11-01', '2026-11-14', ''));
    expect(window.slice(0, 2)).toEqual(reservationKeys.finds);
    expect(reservationKeys.finds.slice(0, 1)).toEqual(reservationKeys.all);
    expect(findReservationsQueryOptions('2026-11-01', '2026-11-14', ' Ana ').queryKey).toEqual(
      reservationKeys.find('2026-11-01', '2026-11-14', 'Ana'),
    );
  });

  it('keys room types and rates under the keys their changes invalidate', () => {
    expect(listRoomTypesQueryOptions().queryKey).toEqual(queryKeys.roomTypes);
    expect(getRatesAndAvailabilityQueryOptions('2026-11-01', '2026-11-07').queryKey.slice(0, 1)).toEqual(queryKeys.ratesAndAvailability);
  });

  it("fills a calendar window from other windows' answers, never from a search by name, which holds only some guests", () => {
    const client = createQueryClient();
    client.setQueryData(findReservationsQueryOptions('2026-11-01', '2026-11-14').queryKey, [stay('a', '2026-11-10', '2026-11-16')]);
    client.setQueryData(findReservationsQueryOptions('2026-11-01', '2026-11-30', 'Ana').queryKey, [stay('b', '2026-11-15', '2026-11-17')]);
    expect(cachedReservations(client, '2026-11-15', '2026-11-28')?.map((r) => r._id)).toEqual(['a']);
  });
});
