import type { PaymentStatus } from '@hostel/shared/api/reservation-schemas';
import type { PaymentRecord, ReservationRecord } from '../data/reservation-repository';

// What the payments of a reservation say: its paid total, what is still owed, and the status they imply.

/** Statuses after which nothing is owed, whatever the payments say (set explicitly, or by the balance). */
const SETTLED: readonly PaymentStatus[] = ['paid', 'refunded', 'canceled'];
export const paidCentsOf = (record: Pick<ReservationRecord, 'paidCents'>) => record.paidCents ?? 0;

/** What is still owed, never below 0; 0 once the status says it is settled. */
export function balanceDueCents(record: ReservationRecord): number {
  if (SETTLED.includes(record.paymentStatus)) return 0;
  return Math.max(0, record.totalCents - paidCentsOf(record));
}

/** The status the payments imply; undefined while there are none (the status set by hand stands). */
export function statusFromPayments(totalCents: number, payments: readonly PaymentRecord[] | undefined): PaymentStatus | undefined {
  if (!payments?.length) return undefined;
  const paid = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  if (paid <= 0) return payments.some((payment) => payment.amountCents > 0) ? 'refunded' : 'pending';
  return paid >= totalCents ? 'paid' : 'partial';
}
