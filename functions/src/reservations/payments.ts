import { randomUUID } from 'node:crypto';
import type { PaymentMethod, PaymentStatus } from '@hostel/shared/api/reservation-schemas';
import { cashShifts } from '../data/cash-shift-repository';
import { throwIfRecorded } from '../data/idempotency-repository';
import type { ReservationRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { named, type Part } from '../data/transactions';
import { runChange } from './change-runner';
import type { ChangeBy } from './history';
import { decidePayment, drawerAmountOf, type NewPayment } from './payment-decision';
import { balanceCents } from './payment-status';
import { reservationNow, stayParts } from './stay-parts';
import { changeDetails } from './stays';

// Payments live in the reservation's own item (a list of at most MAX_PAYMENTS), so a payment, the paid
// total and the status it implies are one write on the reservation's `updatedAt` condition: two desks
// recording at once both land, the second re-applied to what the first wrote (payment-decision.ts decides).

export type { NewPayment } from './payment-decision';

/** "Mark as Paid" through the spec's call records the balance with this method when the call names none. */
const MARK_AS_PAID_METHOD: PaymentMethod = 'other';

/**
 * Records one payment (negative: a refund, never more than was paid) with the paid total and the status
 * it implies, in one transaction on the reservation's `updatedAt`; `extra(next)` adds the caller's parts
 * (the idempotency record). A lost race is planned again on the fresh reservation.
 */
export function recordPayment(
  tenant: TenantId,
  first: ReservationRecord,
  payment: NewPayment,
  by: ChangeBy,
  extra: (next: ReservationRecord) => Part[] = () => [],
): Promise<ReservationRecord> {
  return runChange({
    // The recorder's open shift is read on every attempt: a shift closed meanwhile no longer takes the cash.
    read: async (attempt) => {
      const [current, shift] = await Promise.all([
        attempt === 0 ? first : reservationNow(tenant, first.id),
        payment.method === 'cash' ? cashShifts.openLock(tenant, payment.by) : undefined,
      ]);
      return { current, shift, id: randomUUID() };
    },
    decide: ({ current, id, shift }, now) => decidePayment(current, payment, id, now, shift),
    build: (write) => {
      const after = write.stays[0]!.after;
      const recorded = after.payments!.at(-1)!;
      const drawer = recorded.shiftId ? drawerAmountOf(recorded, after.currency) : undefined;
      const shiftParts = drawer ? [named('shift', cashShifts.cashPart(tenant, recorded.shiftId!, drawer.currency, drawer.cents))] : [];
      const extras = extra(after);
      return { parts: stayParts(tenant, by, write, [...shiftParts, ...extras]), repeatable: extras.length > 0 };
    },
    refuse: (error) => throwIfRecorded(error),
  });
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
  markAsPaid: { date: string; by: string; method?: PaymentMethod },
  changeBy: ChangeBy,
): Promise<ReservationRecord> {
  const owed = (record: ReservationRecord) => Math.max(0, balanceCents(record));
  if (status === 'paid' && current.paymentStatus !== 'paid' && owed(current) > 0) {
    const next = await recordPayment(
      tenant,
      current,
      { amountCents: owed, ...markAsPaid, method: markAsPaid.method ?? MARK_AS_PAID_METHOD },
      changeBy,
    );
    // A racing payment may have left nothing owed: the status is still the one asked for.
    if (next.paymentStatus === 'paid') return next;
    return changeDetails(tenant, type, next, { paymentStatus: status }, changeBy);
  }
  return changeDetails(tenant, type, current, { paymentStatus: status }, changeBy);
}
