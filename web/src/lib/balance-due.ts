import type { Reservation } from '@hostel/shared/api/reservation-schemas';

// What a reservation still owes, in words, wherever a list shows it (home rows, calendar bars, the
// reservation's payments). Money goes through Intl in the reservation's currency.

const formats = new Map<string, Intl.NumberFormat>();

/** `40` in USD → "$40.00" (the reader's locale decides the symbol's place and the separators). */
export function formatCurrency(amount: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    formats.set(currency, format);
  }
  return format.format(amount);
}

export const balanceDueText = (amount: number, currency: string) => `Balance due ${formatCurrency(amount, currency)}`;

/** "Balance due $40.00" for a live reservation that still owes something; undefined otherwise. */
export function balanceDueNote(reservation: Pick<Reservation, 'balance_due' | 'currency' | 'reservation_status'>): string | undefined {
  const live = reservation.reservation_status === 'confirmed' || reservation.reservation_status === 'provisional';
  return live && reservation.balance_due > 0 ? balanceDueText(reservation.balance_due, reservation.currency) : undefined;
}
