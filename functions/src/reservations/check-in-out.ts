import { stayNights } from '@hostel/shared/domain/stay-price';
import type { ReservationRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { failedPart } from '../data/transactions';
import { Clash } from '../domain-errors';
import { runChange } from './change-runner';
import { checkInPlaces, checkOutNights, decideCheckIn, decideCheckOut, type DeskRead } from './check-in-out-decision';
import type { ChangeBy } from './history';
import { nightsOf, PART, reservationNow, stayParts, stayTypeNow } from './stay-parts';
import { TYPE_DELETED } from './stay-rules';

// Check-in and check-out as stored actions: the reads each needs, and the runner (the rules are in
// check-in-out-decision.ts). Each is one transaction on the reservation's `updatedAt`, with its history
// entry and, when the stay's nights change, the nights' units and beds.

/** The reservation (fresh after a lost race) and, when the type exists, its nights on `dates(reservation)`. */
async function deskRead(
  tenant: TenantId,
  type: RoomTypeRecord | undefined,
  first: ReservationRecord,
  attempt: number,
  dates: (current: ReservationRecord) => string[],
): Promise<DeskRead> {
  const current = attempt === 0 ? first : await reservationNow(tenant, first.id);
  // The type the stay is in now (a move to another type may have won a race): its nights are the ones to take or give.
  const now = await stayTypeNow(tenant, current, type);
  const wanted = now ? dates(current) : [];
  return { current, type: now, nights: now && wanted.length > 0 ? await nightsOf(tenant, now, wanted) : new Map() };
}

/** Checks the guest in (check-in-out-decision.ts says when); a stay waiting for beds gets them here. */
export function checkIn(
  tenant: TenantId,
  type: RoomTypeRecord | undefined,
  first: ReservationRecord,
  today: string,
  by: ChangeBy,
): Promise<ReservationRecord> {
  return runChange({
    read: (attempt) =>
      deskRead(tenant, type, first, attempt, (current) => (checkInPlaces(current) ? stayNights(current.checkIn, current.checkOut) : [])),
    decide: (read, now) => decideCheckIn(read, today, by.actor, now),
    build: (write) => ({ parts: stayParts(tenant, by, write) }),
  });
}

/** Checks the guest out today: early, on the day, or `late` to today (check-in-out-decision.ts). */
export function checkOut(
  tenant: TenantId,
  type: RoomTypeRecord | undefined,
  first: ReservationRecord,
  today: string,
  by: ChangeBy,
  late = false,
  keepPrice = false,
): Promise<ReservationRecord> {
  return runChange({
    read: (attempt) => deskRead(tenant, type, first, attempt, (current) => checkOutNights(current, today, late)),
    decide: (read, now) => decideCheckOut(read, today, late, by.actor, now, keepPrice),
    build: (write) => ({ parts: stayParts(tenant, by, write) }),
    refuse: (error) => {
      // Only a late check-out moves the sale mark: the type was deleted meanwhile.
      if (failedPart(error, PART.sale)) throw new Clash(TYPE_DELETED);
    },
  });
}
