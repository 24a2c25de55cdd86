import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { fromCents } from '@hostel/shared/domain/money';
import { guests } from '../data/guest-repository';
import { reservations, type ReservationRecord } from '../data/reservation-repository';
import { roomTypes } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { guestOf } from './records-of';
import { reservationViews } from './views';

// A guest's page: every stay, past and future, read by the guest's links to them (a Query, then BatchGet), and what
// they are worth. Canceled and no-show stays are listed but not counted: the guest did not stay.

const NOT_STAYED = new Set(['canceled', 'no_show']);

/** The totals of the stays that count, per currency (a guest may have paid in two), by currency code. */
export function totalSpent(stays: ReservationRecord[]): { currency: string; amount: number }[] {
  const cents = new Map<string, number>();
  for (const stay of stays) {
    if (NOT_STAYED.has(stay.status)) continue;
    cents.set(stay.currency, (cents.get(stay.currency) ?? 0) + stay.totalCents);
  }
  return [...cents].sort(([a], [b]) => a.localeCompare(b)).map(([currency, sum]) => ({ currency, amount: fromCents(sum) }));
}

export async function guestStays(
  tenant: TenantId,
  guestId: string,
): Promise<{ stays: Reservation[]; total_spent: { currency: string; amount: number }[] }> {
  const ids = await guests.stayIds(tenant, await guestOf(tenant, guestId));
  if (ids.length === 0) return { stays: [], total_spent: [] };
  const [records, types] = await Promise.all([reservations.many(tenant, ids), roomTypes.list(tenant)]);
  return { stays: reservationViews(records, types), total_spent: totalSpent(records) };
}
