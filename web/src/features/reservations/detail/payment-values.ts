import { OTA_PAYMENT_METHOD, type Reservation, recordPaymentBody } from '@hostel/shared/api/reservation-schemas';
import { convertedCents } from '@hostel/shared/domain/exchange';
import { toCents } from '@hostel/shared/domain/money';
import { currencyDigits } from '@hostel/shared/domain/currency-limits';
import * as z from 'zod/mini';
import { readNumber } from '../../../lib/number-fields';

// What the payment dialog starts with and sends: the stay's currency or US dollars at a typed rate, a refund
// in the method and currency of what was paid, and the value in the stay's currency the desk sees before saving.

export const DOLLARS = 'USD';

/** The currencies a payment may be in: the stay's, and US dollars beside it. */
export const paymentCurrencies = (reservation: Reservation): string[] =>
  reservation.currency === DOLLARS ? [DOLLARS] : [reservation.currency, DOLLARS];

/** The payments the desk took: what an OTA collected is the OTA's to refund. */
export const deskPayments = (reservation: Reservation) => reservation.payments.filter((payment) => payment.method !== OTA_PAYMENT_METHOD);

/** What the desk took in `currency`, refunds subtracted: the most a refund in it can be. */
export const paidIn = (reservation: Reservation, currency: string) =>
  deskPayments(reservation)
    .filter((payment) => payment.currency === currency)
    .reduce((sum, payment) => sum + payment.amount_paid, 0);

/** A refund goes back the way the money came: the method and currency of the desk's latest payment. */
export function refundDefaults(reservation: Reservation): { method: string; currency: string } {
  const last = deskPayments(reservation).findLast((payment) => payment.amount > 0);
  return { method: last?.method ?? 'cash', currency: last?.currency ?? reservation.currency };
}

/** The form's body schema: an empty rate is left out, and a rate only goes with dollars. */
export function paymentFormSchema(reservation: Reservation) {
  return z.pipe(
    z.transform((values: Record<string, unknown>) => {
      const sent = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
      if (sent.currency === reservation.currency) delete sent.exchange_rate;
      return sent;
    }),
    recordPaymentBody,
  );
}

/** The amount typed as a number, or undefined while it cannot be read. */
function typedNumber(typed: string, currency: string): number | undefined {
  const reading = readNumber(typed, { money: currency });
  return reading.state === 'read' ? Number(reading.plain) : undefined;
}

/** The typed amount's value in the stay's currency (dollars at the typed rate), or undefined while unreadable. */
export function valueInStayCurrency(reservation: Reservation, values: { amount: string; currency: string; exchange_rate: string }) {
  const amount = typedNumber(values.amount, values.currency);
  if (amount === undefined) return undefined;
  if (values.currency === reservation.currency) return amount;
  const rate = typedNumber(values.exchange_rate, '');
  if (rate === undefined || rate <= 0) return undefined;
  // As the server values it: a stay in a currency without cents takes whole units.
  return convertedCents(toCents(amount), rate, currencyDigits(reservation.currency)) / 100;
}
