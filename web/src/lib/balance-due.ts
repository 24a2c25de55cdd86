import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { formatPrice } from './format-money';
import { i18n } from './i18n/i18n';

// What a reservation still owes, in words, wherever a list shows it (home rows, calendar bars, the
// reservation's payments). Money goes through Intl in the reservation's currency.

export const balanceDueText = (amount: number, currency: string) => i18n.t('common.balanceDue', { amount: formatPrice(amount, currency) });

/** "Balance due $40.00" for a live reservation that still owes something; undefined otherwise. */
export function balanceDueNote(reservation: Pick<Reservation, 'balance_due' | 'currency' | 'reservation_status'>): string | undefined {
  const live = reservation.reservation_status === 'confirmed' || reservation.reservation_status === 'provisional';
  return live && reservation.balance_due > 0 ? balanceDueText(reservation.balance_due, reservation.currency) : undefined;
}
