import { MAX_PAYMENTS, type PaymentMethod } from '@hostel/shared/api/reservation-schemas';
import { currencyDigits } from '@hostel/shared/domain/currency-limits';
import { convertedCents } from '@hostel/shared/domain/exchange';
import { type Currency, fromCents } from '@hostel/shared/domain/money';
import { money as sum } from '@hostel/shared/i18n/message';
import type { PaymentRecord, ReservationRecord } from '../data/reservation-repository';
import { Clash, Invalid } from '../domain-errors';
import type { Decision } from './change-runner';
import {
  aboveMost,
  balanceCents,
  folioTotalCents,
  MAX_FOLIO_CENTS,
  paidCentsOf,
  paidInCents,
  paidValueInCents,
  statusFromPayments,
} from './payment-status';
import type { StayWrite } from './stay-rules';
import { nextUpdatedAt } from './updated-at';

// Recording a payment or a refund, decided on the reservation as read: the list, the paid total and the
// status it implies change together, on the reservation's `updatedAt` (payments.ts runs it).

/** The one foreign currency a desk takes beside the stay's own (Argentine hostels take dollars in cash). */
export const FOREIGN_CURRENCY: Currency = 'USD';

export interface NewPayment {
  /** The amount in cents, in the payment's currency, for the reservation as it is when the write is planned (a retry asks again). */
  amountCents: (current: ReservationRecord) => number;
  method: PaymentMethod;
  date: string;
  note?: string;
  by: string;
  /** Absent: the reservation's. Another (US dollars) needs `rate`, the reservation's units per dollar. */
  currency?: Currency;
  rate?: number;
  /** More than the balance due was confirmed: the rest is the guest's credit. */
  allowCredit?: boolean;
}

/** The user's open cash-drawer shift, when there is one: a cash payment in one of its currencies counts toward it. */
export interface OpenShiftRef {
  id: string;
  currencies: readonly Currency[];
}

// A sum in a refusal, said the reader's way (Intl with its currency).
const money = (cents: number, currency: Currency) => sum(fromCents(cents), currency);

/** The payment's currency and its value in the reservation's, or a 400 for a currency or rate that does not fit. */
function paymentValue(current: ReservationRecord, payment: NewPayment, cents: number): { currency: Currency; valueCents: number } {
  const currency = payment.currency ?? current.currency;
  if (currency === current.currency) {
    if (payment.rate !== undefined) throw new Invalid('validation.exchangeRateOnlyForeign');
    return { currency, valueCents: cents };
  }
  if (currency !== FOREIGN_CURRENCY) throw new Invalid('validation.paymentCurrency', { currency: current.currency });
  if (payment.rate === undefined) throw new Invalid('validation.usdNeedsRate');
  return { currency, valueCents: convertedCents(cents, payment.rate, currencyDigits(current.currency)) };
}

/** The reservation with the payment `id` added, or a refusal; nothing to write when the amount is 0 ("Mark as Paid" with nothing owed). */
export function decidePayment(
  current: ReservationRecord,
  payment: NewPayment,
  id: string,
  now: Date,
  shift?: OpenShiftRef,
): Decision<StayWrite, ReservationRecord> {
  const cents = payment.amountCents(current);
  // Only "Mark as Paid" can come to 0 (another desk paid the balance meanwhile): nothing left to record.
  if (cents === 0) return { done: current };
  const { currency, valueCents: valued } = paymentValue(current, payment, cents);
  let valueCents = valued;
  const paid = paidCentsOf(current);
  // A dollar amount at a huge rate, or "Mark as Paid" on a folio past the bound, would pass 2^53 and fail the table's write.
  if (Math.max(cents, valueCents) > MAX_FOLIO_CENTS) throw new Invalid(aboveMost('label.amount', current.currency));
  if (valueCents > 0 && paid + valueCents > MAX_FOLIO_CENTS) throw new Clash(aboveMost('label.totalPrice', current.currency));
  if (cents < 0) {
    const paidIn = paidInCents(current, currency);
    if (paidIn + cents < 0 && currency === current.currency)
      throw new Clash('stay.refundCannotMorePaid', { paid: money(paidIn, currency) });
    if (paidIn + cents < 0) throw new Clash('stay.refundCannotMorePaidIn', { currency, paid: money(paidIn, currency) });
    // Dollars given back at a higher rate than they were taken at (or split so their rounding adds up to more) may be worth
    // more than the dollars were: the last of them take what the dollars are worth to 0, never below; others are refused.
    // Held to the dollars' own worth, not the paid total, so pesos and dollars given back at once count the same in any order.
    if (currency !== current.currency) {
      const worth = paidValueInCents(current, currency);
      if (worth + valueCents < 0 && paidIn + cents === 0) valueCents = -Math.max(0, worth);
      else if (worth + valueCents < 0)
        throw new Clash('stay.refundWorthMoreThanPaidIn', {
          value: money(-valueCents, current.currency),
          currency,
          paid: money(Math.max(0, worth), current.currency),
        });
    }
    if (paid + valueCents < 0)
      throw new Clash('stay.refundWorthMoreThanPaid', { value: money(-valueCents, current.currency), paid: money(paid, current.currency) });
  }
  // What is really owed, whatever status was set by hand: paying a stay marked "refunded" is no overpayment.
  const due = Math.max(0, balanceCents(current));
  if (cents > 0 && valueCents > due && !payment.allowCredit)
    throw new Clash('stay.paymentMoreThanBalance', { amount: money(valueCents, current.currency), due: money(due, current.currency) });
  const earlier = current.payments ?? [];
  if (earlier.length >= MAX_PAYMENTS) throw new Clash('stay.reservationHoldsMostMax', { max: MAX_PAYMENTS });
  const updatedAt = nextUpdatedAt(current.updatedAt, now);
  const foreign = currency !== current.currency;
  const counted = payment.method === 'cash' && shift && shift.currencies.includes(currency);
  const record: PaymentRecord = {
    id,
    amountCents: valueCents,
    method: payment.method,
    date: payment.date,
    ...(payment.note ? { note: payment.note } : {}),
    recordedAt: updatedAt,
    recordedBy: payment.by,
    ...(foreign ? { currency, foreignCents: cents, rate: payment.rate } : {}),
    ...(counted ? { shiftId: shift.id } : {}),
  };
  const payments = [...earlier, record];
  const next: ReservationRecord = {
    ...current,
    payments,
    paidCents: paid + valueCents,
    paymentStatus: statusFromPayments(folioTotalCents(current), payments) ?? current.paymentStatus,
    updatedAt,
  };
  return { change: { stays: [{ before: current, after: next }] }, result: next };
}

/** The drawer amount a recorded payment adds to its shift: its currency and cents in that currency. */
export const drawerAmountOf = (record: PaymentRecord, stayCurrency: Currency) => ({
  currency: record.currency ?? stayCurrency,
  cents: record.foreignCents ?? record.amountCents,
});
