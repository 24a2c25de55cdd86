import type { PaymentStatus } from '@hostel/shared/api/reservation-schemas';
import type { Currency } from '@hostel/shared/domain/money';
import type { PaymentRecord, ReservationRecord } from '../data/reservation-repository';

// What the payments of a reservation say: its paid total, what is still owed (or paid beyond the total:
// the guest's credit), and the status they imply. `balanceOf` is the one computation of the balance: it
// takes the stay's total and what was paid, so anything added to the total later goes through it.

/** Statuses after which nothing is owed, whatever the payments say (set explicitly, or by the balance). */
const SETTLED: readonly PaymentStatus[] = ['paid', 'refunded', 'canceled'];
export const paidCentsOf = (record: Pick<ReservationRecord, 'paidCents'>) => record.paidCents ?? 0;

/** What is owed (never below 0; 0 once the status says settled) and what was paid beyond the total. */
export function balanceOf(totalCents: number, paidCents: number, status: PaymentStatus): { dueCents: number; creditCents: number } {
  const creditCents = Math.max(0, paidCents - totalCents);
  if (SETTLED.includes(status)) return { dueCents: 0, creditCents };
  return { dueCents: Math.max(0, totalCents - paidCents), creditCents };
}

/** What is still owed, never below 0; 0 once the status says it is settled, and on a canceled stay (nothing to pay). */
export function balanceDueCents(record: ReservationRecord): number {
  if (record.status === 'canceled') return 0;
  return balanceOf(record.totalCents, paidCentsOf(record), record.paymentStatus).dueCents;
}

/** Paid beyond the stay's total: owed back to the guest. */
export function creditCentsOf(record: ReservationRecord): number {
  return balanceOf(record.totalCents, paidCentsOf(record), record.paymentStatus).creditCents;
}

/** What was paid in `currency` (refunds subtracted), in that currency's cents: a refund in it never exceeds it. */
export function paidInCents(record: ReservationRecord, currency: Currency): number {
  return (record.payments ?? [])
    .filter((payment) => (payment.currency ?? record.currency) === currency)
    .reduce((sum, payment) => sum + (payment.foreignCents ?? payment.amountCents), 0);
}

/** The status the payments imply; undefined while there are none (the status set by hand stands). */
export function statusFromPayments(totalCents: number, payments: readonly PaymentRecord[] | undefined): PaymentStatus | undefined {
  if (!payments?.length) return undefined;
  const paid = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  if (paid <= 0) return payments.some((payment) => payment.amountCents > 0) ? 'refunded' : 'pending';
  return paid >= totalCents ? 'paid' : 'partial';
}
