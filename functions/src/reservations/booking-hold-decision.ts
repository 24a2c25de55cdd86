import type { MessageId } from '@hostel/shared/i18n/message';
import { isLive } from '@hostel/shared/api/reservation-schemas';
import { holdRanOut, isHeld } from '@hostel/shared/domain/stay-hold';
import type { BookingPageRecord } from '../data/booking-page-repository';
import type { NightItem } from '../data/night-inventory-repository';
import type { ReservationRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import { Clash } from '../domain-errors';
import type { Decision } from './change-runner';
import { decideDetails } from './stay-decisions';
import type { StayWrite } from './stay-rules';
import { nextUpdatedAt } from './updated-at';

// A page booking held until its guest confirms by the mail's link (booking-page.md, "Held until the guest
// confirms"): when a hold starts, whether the guest's confirmation takes, and when the schedule releases it.
// Each is decided on the reservation as read and now; the runner commits (stay-holds.ts).

export const HOLD_EXPIRED = 'stay.holdExpiredBookAgain' satisfies MessageId;
export const CANCELED_NOT_CONFIRMED = 'stay.canceledCannotConfirm' satisfies MessageId;

/** When a page booking made at `now` is released unless its guest confirms; undefined when the page does not hold. */
export function heldUntilFor(
  settings: Pick<BookingPageRecord, 'holdForGuest' | 'holdMinutes'>,
  now: Date,
  defaultMinutes: number,
): string | undefined {
  if (!settings.holdForGuest) return undefined;
  return new Date(now.getTime() + (settings.holdMinutes ?? defaultMinutes) * 60_000).toISOString();
}

/**
 * The guest confirms a held stay: it becomes `confirmedStatus` (the page's arrival status) and the hold ends,
 * on the condition it is still as read. Already confirmed: as it is. Ran out, or canceled: refused (409),
 * however far the schedule got; the nights are the schedule's to release, never taken back here.
 */
export function decideGuestConfirm(
  current: ReservationRecord,
  confirmedStatus: ReservationRecord['status'],
  now: Date,
): Decision<StayWrite, ReservationRecord> {
  if (!isHeld(current)) {
    if (isLive(current.status)) return { done: current };
    throw new Clash(current.holdExpired ? HOLD_EXPIRED : CANCELED_NOT_CONFIRMED);
  }
  if (holdRanOut(current, now)) throw new Clash(HOLD_EXPIRED);
  const next: ReservationRecord = { ...current, status: confirmedStatus, updatedAt: nextUpdatedAt(current.updatedAt, now) };
  delete next.heldUntil;
  return { change: { stays: [{ before: current, after: next }] }, result: next };
}

/**
 * The schedule releases a hold whose time ran out: the desk's cancel (its nights and beds given back in the
 * same transaction), marked `holdExpired`. Not held any more (confirmed, canceled) or not yet due: nothing.
 */
export function decideHoldExpiry(
  current: ReservationRecord,
  type: RoomTypeRecord | undefined,
  nights: Map<string, NightItem>,
  now: Date,
): Decision<StayWrite, boolean> {
  if (!holdRanOut(current, now)) return { done: false };
  const canceled = decideDetails(current, type, nights, { status: 'canceled' }, now);
  if ('done' in canceled) return { done: false };
  const after: ReservationRecord = { ...canceled.result, holdExpired: current.heldUntil! };
  const { change } = canceled;
  return {
    change: { ...change, stays: [{ before: current, after }], ...(change.nights ? { nights: { ...change.nights, of: after } } : {}) },
    result: true,
  };
}
