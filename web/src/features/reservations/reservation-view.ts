import {
  bookingSourceOf,
  isLive,
  type BookingSource,
  type PaymentStatus,
  type Reservation,
  type ReservationStatus,
} from '@hostel/shared/api/reservation-schemas';
import { catalogTexts } from '../../lib/i18n/catalog-texts';
import { i18n } from '../../lib/i18n/i18n';

// How the pages show a reservation: pure, so the rules are tested without a browser.

/** The short reference: the id's last part, upper-cased (`…-4f2a9c1e7b3d` → `4F2A9C1E7B3D`). */
export function shortReference(id: string): string {
  return (id.split('-').at(-1) ?? id).toUpperCase();
}

/** Prices in the currency's own form through Intl (`€65.00`), not the spec's '$ ' (decisions.md). */

/** `3 pers`, as the home rows count guests. */
export function guestsLabel(count: number): string {
  return i18n.t('newReservation.done.guests', { count });
}

const TEXTS = catalogTexts('reservations');

/** Each status's name in the current language (read when used). */
export const STATUS_LABELS: Record<ReservationStatus, string> = TEXTS.status;

export const PAYMENT_LABELS: Record<PaymentStatus, string> = TEXTS.payment;

/** Each booking source's name in the current language (catalog keys cannot hold the dots of 'booking.com'). */
export function sourceLabels(): Record<BookingSource, string> {
  return { 'booking.com': TEXTS.source.booking, 'hostelworld.com': TEXTS.source.hostelworld, direct: TEXTS.source.direct };
}

/** The label of a source however a client spelled it ('hostelWorld.com' reads Hostelworld.com). */
export function sourceLabel(sent: string): string {
  const source = bookingSourceOf(sent);
  return source ? sourceLabels()[source] : sent;
}

/** The source a details form sends: an unchanged one as the reservation spells it, so another client still reads its own spelling. */
export function sourceToSend(chosen: string, current: string): string {
  return bookingSourceOf(chosen) === bookingSourceOf(current) ? current : chosen;
}

/** Canceled and no-show are final (spec §4): their status, dates and guests no longer change. */
export function isFinal(reservation: Pick<Reservation, 'reservation_status'>): boolean {
  return !isLive(reservation.reservation_status);
}

/** Why a final reservation's controls are off, said next to them. */
export function finalNote(status: ReservationStatus): string | undefined {
  if (status === 'canceled') return i18n.t('reservations.finalCanceled');
  if (status === 'no_show') return i18n.t('reservations.finalNoShow');
  return undefined;
}

/**
 * Why a stay cannot be moved although it is live: its room type was deleted (decisions.md). Undefined
 * while the types are loading, so nothing flickers off.
 */
export function typeDeletedNote(
  reservation: Pick<Reservation, 'room_type_id'>,
  types: readonly { _id: string }[] | undefined,
): string | undefined {
  if (!types || types.some((type) => type._id === reservation.room_type_id)) return undefined;
  return i18n.t('reservations.typeDeleted');
}

/** A value of the guest view, or 'N/A' when the guest has none (spec §2). */
export function orNotAvailable(value: string | undefined): string {
  return value && value.trim() !== '' ? value : i18n.t('reservations.notAvailable');
}
