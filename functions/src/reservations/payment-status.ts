import type { PaymentStatus } from '@hostel/shared/api/reservation-schemas';
import type { PaymentRecord, ReservationRecord } from '../data/reservation-repository';

// What the payments of a reservation say against its folio (the nights plus the charges): its paid total,
// what is still owed, and the status they imply.

/** Statuses after which nothing is owed, whatever the payments say (set explicitly, or by the balance). */
const SETTLED: readonly PaymentStatus[] = ['paid', 'refunded', 'canceled'];
export const paidCentsOf = (record: Pick<ReservationRecord, 'paidCents'>) => record.paidCents ?? 0;
/** The folio's charges beside the nights (extras, adjustments, discounts). */
export const chargesCentsOf = (record: Pick<ReservationRecord, 'charges'>) =>
  (record.charges ?? []).reduce((sum, charge) => sum + charge.amountCents, 0);
/** What the stay costs in all: its nights plus the folio's charges. Payments settle this, not the nights alone. */
export const folioTotalCents = (record: Pick<ReservationRecord, 'totalCents' | 'charges'>) => record.totalCents + chargesCentsOf(record);
/** The folio's total less what was paid: negative when the guest paid more (a credit). */
export const balanceCents = (record: ReservationRecord) => folioTotalCents(record) - paidCentsOf(record);

/** What is still owed, never below 0; 0 once the status says it is settled. */
export function balanceDueCents(record: ReservationRecord): number {
  if (SETTLED.includes(record.paymentStatus)) return 0;
  return Math.max(0, balanceCents(record));
}

/** The status the payments imply against the folio's total (folioTotalCents); undefined while there are none (the status set by hand stands). */
export function statusFromPayments(totalCents: number, payments: readonly PaymentRecord[] | undefined): PaymentStatus | undefined {
  if (!payments?.length) return undefined;
  const paid = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  if (paid <= 0) return payments.some((payment) => payment.amountCents > 0) ? 'refunded' : 'pending';
  return paid >= totalCents ? 'paid' : 'partial';
}
