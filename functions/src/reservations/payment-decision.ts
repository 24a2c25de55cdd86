import { MAX_PAYMENTS, type PaymentMethod } from '@hostel/shared/api/reservation-schemas';
import { fromCents } from '@hostel/shared/domain/money';
import { formatMoney } from '@hostel/shared/domain/money-format';
import type { PaymentRecord, ReservationRecord } from '../data/reservation-repository';
import { Clash } from '../domain-errors';
import type { Decision } from './change-runner';
import { folioTotalCents, paidCentsOf, statusFromPayments } from './payment-status';
import type { StayWrite } from './stay-rules';
import { nextUpdatedAt } from './updated-at';

// Recording a payment or a refund, decided on the reservation as read: the list, the paid total and the
// status it implies change together, on the reservation's `updatedAt` (payments.ts runs it).

export interface NewPayment {
  /** The amount in cents for the reservation as it is when the write is planned (a retry asks again). */
  amountCents: (current: ReservationRecord) => number;
  method: PaymentMethod;
  date: string;
  note?: string;
  by: string;
}

const money = (cents: number, record: ReservationRecord) => formatMoney(fromCents(cents), record.currency);

/** The reservation with the payment `id` added, or a refusal; nothing to write when the amount is 0 ("Mark as Paid" with nothing owed). */
export function decidePayment(
  current: ReservationRecord,
  payment: NewPayment,
  id: string,
  now: Date,
): Decision<StayWrite, ReservationRecord> {
  const amountCents = payment.amountCents(current);
  // Only "Mark as Paid" can come to 0 (another desk paid the balance meanwhile): nothing left to record.
  if (amountCents === 0) return { done: current };
  const paid = paidCentsOf(current);
  if (amountCents < 0 && paid + amountCents < 0) throw new Clash(`A refund cannot be more than was paid (${money(paid, current)})`);
  const earlier = current.payments ?? [];
  if (earlier.length >= MAX_PAYMENTS) throw new Clash(`A reservation holds at most ${MAX_PAYMENTS} payments`);
  const updatedAt = nextUpdatedAt(current.updatedAt, now);
  const record: PaymentRecord = {
    id,
    amountCents,
    method: payment.method,
    date: payment.date,
    ...(payment.note ? { note: payment.note } : {}),
    recordedAt: updatedAt,
    recordedBy: payment.by,
  };
  const payments = [...earlier, record];
  const next: ReservationRecord = {
    ...current,
    payments,
    paidCents: paid + amountCents,
    paymentStatus: statusFromPayments(folioTotalCents(current), payments) ?? current.paymentStatus,
    updatedAt,
  };
  return { change: { stays: [{ before: current, after: next }] }, result: next };
}
