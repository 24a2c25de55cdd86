import { isHeld } from '@hostel/shared/domain/stay-hold';
import type { NightItem } from '../data/night-inventory-repository';
import { reservations, type ReservationRecord } from '../data/reservation-repository';
import { roomTypes } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { allNamed, type TransactItem } from '../data/transactions';
import { decideGuestConfirm, decideHoldExpiry } from './booking-hold-decision';
import { runChange } from './change-runner';
import { HOLD_SWEEP_ACTOR, STAY_LINK_ACTOR } from './history';
import { releasedNights } from './stay-decisions';
import { nightsOf, reservationNow, stayParts, stayTypeNow } from './stay-parts';

// A page booking held until its guest confirms (booking-page.md, "Held until the guest confirms"): the
// guest's confirmation and the schedule's release, each one change through the runner, decided in
// booking-hold-decision.ts.

/** The guest confirms a held stay: it takes the page's arrival status, with `extra(next)` (the staff's notice) in its transaction. */
export function confirmHeldStay(
  tenant: TenantId,
  first: ReservationRecord,
  confirmedStatus: ReservationRecord['status'],
  extra: (next: ReservationRecord) => TransactItem[],
): Promise<ReservationRecord> {
  return runChange({
    read: (attempt) => (attempt === 0 ? Promise.resolve(first) : reservationNow(tenant, first.id)),
    decide: (current, now) => decideGuestConfirm(current, confirmedStatus, now),
    build: (write) => ({
      parts: stayParts(
        tenant,
        { actor: STAY_LINK_ACTOR, action: 'hold_confirmed' },
        write,
        allNamed('extra', extra(write.stays[0]!.after)),
      ),
    }),
  });
}

/** Releases one held stay whose time ran out at `now`: canceled, its nights given back. False when it is no longer held or not yet due. */
async function releaseHold(tenant: TenantId, first: ReservationRecord, now: Date): Promise<boolean> {
  const type = await roomTypes.get(tenant, first.roomTypeId);
  return runChange(
    {
      read: async (attempt) => {
        const current = attempt === 0 ? first : await reservationNow(tenant, first.id);
        const now = await stayTypeNow(tenant, current, type);
        const nights =
          now && isHeld(current)
            ? await nightsOf(
                tenant,
                now,
                releasedNights(now, current).map((delta) => delta.date),
              )
            : new Map<string, NightItem>();
        return { current, type: now, nights };
      },
      decide: ({ current, type: now, nights }, at) => decideHoldExpiry(current, now, nights, at),
      build: (write) => ({ parts: stayParts(tenant, { actor: HOLD_SWEEP_ACTOR, action: 'hold_expired' }, write) }),
    },
    { now: () => now },
  );
}

export interface HoldSweep {
  released: number;
  failed: number;
}

/**
 * The schedule's sweep: every hold whose time ran out by `now` is released (one change each; one's failure
 * waits for the next run). An index entry whose stay is no longer held (gone, confirmed) is dropped.
 */
export async function releaseExpiredHolds(now: Date, onError: (tenant: TenantId, error: Error) => void): Promise<HoldSweep> {
  const due = await reservations.dueHolds(now);
  let released = 0;
  let failed = 0;
  for (const { tenant, reservationId } of due) {
    try {
      const current = await reservations.get(tenant, reservationId);
      if (!current || !isHeld(current)) await reservations.dropHold(tenant, reservationId);
      else if (await releaseHold(tenant, current, now)) released += 1;
    } catch (error) {
      failed += 1;
      onError(tenant, error as Error);
    }
  }
  return { released, failed };
}
