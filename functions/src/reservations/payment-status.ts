import { MAX_TOTAL_PRICE, OTA_PAYMENT_METHOD, type PaymentStatus } from '@hostel/shared/api/reservation-schemas';
import { type Currency, fromCents, toCents } from '@hostel/shared/domain/money';
import { message, money } from '@hostel/shared/i18n/message';
import type { PaymentRecord, ReservationRecord } from '../data/reservation-repository';
import { Clash } from '../domain-errors';
import { stayTaxCents } from './tourist-tax';

// What the payments of a reservation say against its folio (the nights, the charges and the tourist tax): its paid total,
// what is still owed (or paid beyond the total: the guest's credit), and the status they imply. `balanceOf`
// is the one computation of the balance: it is given the folio's total and what was paid, so a charge added
// later only changes the total it is given.

/** Statuses after which nothing is owed, whatever the payments say (set explicitly, or by the balance). */
const SETTLED: readonly PaymentStatus[] = ['paid', 'refunded', 'canceled'];
export const paidCentsOf = (record: Pick<ReservationRecord, 'paidCents'>) => record.paidCents ?? 0;
/** The folio's charges beside the nights (extras, adjustments, discounts). */
export const chargesCentsOf = (record: Pick<ReservationRecord, 'charges'>) =>
  (record.charges ?? []).reduce((sum, charge) => sum + charge.amountCents, 0);
/** What the stay costs in all: its nights, the folio's charges and the tourist tax. Payments settle this, not the nights alone. */
export const folioTotalCents = (
  record: Pick<ReservationRecord, 'totalCents' | 'charges' | 'touristTax' | 'checkIn' | 'checkOut' | 'guests'>,
) => record.totalCents + chargesCentsOf(record) + stayTaxCents(record);

/** The most a charge, a folio or a paid total may come to, in cents: the bound of a stay's total, far below 2^53 so every sum stays a safe integer. */
export const MAX_FOLIO_CENTS = toCents(MAX_TOTAL_PRICE);

/** `Amount must be at most $100,000,000,000.00`: the bound said in the stay's currency, on `label`'s sum. */
export const aboveMost = (label: 'label.amount' | 'label.totalPrice', currency: Currency) =>
  message('field.labelMostMax', { label: message(label), max: money(fromCents(MAX_FOLIO_CENTS), currency) });

type FolioOf = Parameters<typeof folioTotalCents>[0] & Pick<ReservationRecord, 'currency'>;

/**
 * The folio's total after a change of the stay's price, dates or guests: refused when the discounts would be more
 * than the stay now costs, as adding such a discount is (a folio below 0 would make up a credit nobody paid), and
 * when it would rise past the bound no payment may pass (MAX_FOLIO_CENTS): such a folio could never be settled.
 */
export function folioTotalAfter(next: FolioOf, before: Parameters<typeof folioTotalCents>[0]): number {
  const total = folioTotalCents(next);
  if (total < 0) throw new Clash('stay.discountsMoreThanStay');
  // A change that lowers a folio already past the bound still helps it, as a discount does (decideCharge).
  if (total > MAX_FOLIO_CENTS && total > folioTotalCents(before)) throw new Clash(aboveMost('label.totalPrice', next.currency));
  return total;
}

/**
 * What is owed (never below 0; 0 once the status says settled), what was paid beyond the total (the credit),
 * and the folio's balance (total less paid, negative for a credit, whatever the status).
 */
export function balanceOf(
  totalCents: number,
  paidCents: number,
  status: PaymentStatus,
): { dueCents: number; creditCents: number; balanceCents: number } {
  const creditCents = Math.max(0, paidCents - totalCents);
  const balanceCents = totalCents - paidCents;
  if (SETTLED.includes(status)) return { dueCents: 0, creditCents, balanceCents };
  return { dueCents: Math.max(0, balanceCents), creditCents, balanceCents };
}

/** The balance of a reservation: its folio's total (nights + charges) against what was paid. */
const balanceOfRecord = (record: ReservationRecord) => balanceOf(folioTotalCents(record), paidCentsOf(record), record.paymentStatus);

/** What is still owed, never below 0; 0 once the status says it is settled, and on a canceled stay (nothing to pay). */
export function balanceDueCents(record: ReservationRecord): number {
  if (record.status === 'canceled') return 0;
  return balanceOfRecord(record).dueCents;
}

/** Paid beyond the folio's total: owed back to the guest. */
export function creditCentsOf(record: ReservationRecord): number {
  return balanceOfRecord(record).creditCents;
}

/** The folio's total less what was paid: negative when the guest paid more (a credit). */
export function balanceCents(record: ReservationRecord): number {
  return balanceOfRecord(record).balanceCents;
}

/** What the desk took in `currency` (refunds subtracted), in that currency's cents: a refund in it never exceeds it (the OTA refunds its own). */
export function paidInCents(record: ReservationRecord, currency: Currency): number {
  return paymentsIn(record, currency).reduce((sum, payment) => sum + (payment.foreignCents ?? payment.amountCents), 0);
}

/** What the payments in `currency` are worth in the stay's currency now, net of refunds (their values as recorded). */
export function paidValueInCents(record: ReservationRecord, currency: Currency): number {
  return paymentsIn(record, currency).reduce((sum, payment) => sum + payment.amountCents, 0);
}

// The desk's own payments: money an OTA collected was never in the desk's hands to give back.
const paymentsIn = (record: ReservationRecord, currency: Currency) =>
  (record.payments ?? []).filter((payment) => payment.method !== OTA_PAYMENT_METHOD && (payment.currency ?? record.currency) === currency);

/** The status the payments imply against the folio's total (folioTotalCents); undefined while there are none (the status set by hand stands). */
export function statusFromPayments(totalCents: number, payments: readonly PaymentRecord[] | undefined): PaymentStatus | undefined {
  if (!payments?.length) return undefined;
  const paid = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  // What an OTA gave back because the property collects now is no refund of the desk's: the stay is owed again.
  if (paid <= 0)
    return payments.some((payment) => payment.amountCents > 0 && payment.method !== OTA_PAYMENT_METHOD) ? 'refunded' : 'pending';
  return paid >= totalCents ? 'paid' : 'partial';
}
