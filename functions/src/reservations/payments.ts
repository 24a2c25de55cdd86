import { message } from '@hostel/shared/i18n/message';
import { randomUUID } from 'node:crypto';
import { MAX_PAYMENTS, type PaymentMethod, type PaymentStatus } from '@hostel/shared/api/reservation-schemas';
import { fromCents } from '@hostel/shared/domain/money';
import { formatMoney } from '@hostel/shared/domain/money-format';
import { ConditionFailed, ItemNotFound } from '../data/data-errors';
import { throwIfExtraFailed } from '../data/idempotency-repository';
import { nextUpdatedAt, reservations, type PaymentRecord, type ReservationRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { transact, type TransactItem } from '../data/transactions';
import { Clash } from '../domain-errors';
import { paidCentsOf, statusFromPayments } from './payment-status';
import { historyPart, type ChangeBy } from './history';
import { changeDetails } from './stays';

// Payments live in the reservation's own item (a list of at most MAX_PAYMENTS), so a payment, the paid
// total and the status it implies are one write on the reservation's `updatedAt` condition: two desks
// recording at once both land, the second re-applied to what the first wrote.

const ATTEMPTS = 12;
/** "Mark as Paid" through the spec's call records the balance with this method (the call has no method). */
const MARK_AS_PAID_METHOD: PaymentMethod = 'other';

export interface NewPayment {
  /** The amount in cents for the reservation as it is when the write is planned (a retry asks again). */
  amountCents: (current: ReservationRecord) => number;
  method: PaymentMethod;
  date: string;
  note?: string;
  by: string;
}

const money = (cents: number, record: ReservationRecord) => formatMoney(fromCents(cents), record.currency);

function withPayment(current: ReservationRecord, payment: NewPayment): ReservationRecord {
  const amountCents = payment.amountCents(current);
  const paid = paidCentsOf(current);
  if (amountCents < 0 && paid + amountCents < 0) throw new Clash('stay.refundCannotMorePaid', { paid: money(paid, current) });
  const earlier = current.payments ?? [];
  if (earlier.length >= MAX_PAYMENTS) throw new Clash('stay.reservationHoldsMostMax', { max: MAX_PAYMENTS });
  const updatedAt = nextUpdatedAt(current.updatedAt);
  const record: PaymentRecord = {
    id: randomUUID(),
    amountCents,
    method: payment.method,
    date: payment.date,
    ...(payment.note ? { note: payment.note } : {}),
    recordedAt: updatedAt,
    recordedBy: payment.by,
  };
  const payments = [...earlier, record];
  return {
    ...current,
    payments,
    paidCents: paid + amountCents,
    paymentStatus: statusFromPayments(current.totalCents, payments) ?? current.paymentStatus,
    updatedAt,
  };
}

/**
 * Records one payment (negative: a refund, never more than was paid) with the paid total and the status
 * it implies, in one transaction on the reservation's `updatedAt`; `extra(next)` adds the caller's parts
 * (the idempotency record). A lost race is planned again on the fresh reservation.
 */
export async function recordPayment(
  tenant: TenantId,
  first: ReservationRecord,
  payment: NewPayment,
  by: ChangeBy,
  extra: (next: ReservationRecord) => TransactItem[] = () => [],
): Promise<ReservationRecord> {
  let current = first;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    // Only "Mark as Paid" can come to 0 (another desk paid the balance meanwhile): nothing left to record.
    if (payment.amountCents(current) === 0) return current;
    const next = withPayment(current, payment);
    const parts = [...reservations.changeParts(tenant, current, next), historyPart(tenant, by, current, next)];
    const extras = extra(next);
    try {
      await transact([...parts, ...extras], { repeatable: extras.length > 0 });
      return next;
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      throwIfExtraFailed(error, parts.length);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * Math.min(attempt + 1, 6)));
      const fresh = await reservations.get(tenant, current.id);
      if (!fresh) throw new ItemNotFound(message('stay.reservationNotFound'));
      current = fresh;
    }
  }
  throw new ConditionFailed();
}

/**
 * The spec's PUT /reservations/payment_status: "paid" (Mark as Paid) records what is still owed as one
 * payment, which sets paid; any other value is set as asked, and stands until the next payment or price change.
 */
export async function setPaymentStatus(
  tenant: TenantId,
  type: RoomTypeRecord | undefined,
  current: ReservationRecord,
  status: PaymentStatus,
  markAsPaid: { date: string; by: string },
  changeBy: ChangeBy,
): Promise<ReservationRecord> {
  const owed = (record: ReservationRecord) => Math.max(0, record.totalCents - paidCentsOf(record));
  if (status === 'paid' && current.paymentStatus !== 'paid' && owed(current) > 0) {
    const next = await recordPayment(tenant, current, { amountCents: owed, method: MARK_AS_PAID_METHOD, ...markAsPaid }, changeBy);
    // A racing payment may have left nothing owed: the status is still the one asked for.
    if (next.paymentStatus === 'paid') return next;
    return changeDetails(tenant, type, next, { paymentStatus: status }, changeBy);
  }
  return changeDetails(tenant, type, current, { paymentStatus: status }, changeBy);
}
