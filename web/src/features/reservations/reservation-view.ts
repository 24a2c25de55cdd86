import {
  bookingSourceOf,
  isLive,
  type BookingSource,
  type PaymentStatus,
  type Reservation,
  type ReservationStatus,
} from '@hostel/shared/api/reservation-schemas';

// How the pages show a reservation: pure, so the rules are tested without a browser.

/** The short reference: the id's last part, upper-cased (`…-4f2a9c1e7b3d` → `4F2A9C1E7B3D`). */
export function shortReference(id: string): string {
  return (id.split('-').at(-1) ?? id).toUpperCase();
}

/** Prices in the currency's own form through Intl (`€65.00`), not the spec's '$ ' (decisions.md). */

/** `3 pers`, as the home rows count guests. */
export function guestsLabel(count: number): string {
  return `${count} pers`;
}

export const STATUS_LABELS: Record<ReservationStatus, string> = {
  confirmed: 'Confirmed',
  provisional: 'Provisional',
  canceled: 'Canceled',
  no_show: 'No-show',
};

export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  canceled: 'Canceled',
  refunded: 'Refunded',
  paid: 'Paid',
  partial: 'Partial',
};

export const SOURCE_LABELS: Record<BookingSource, string> = {
  'booking.com': 'Booking.com',
  'hostelworld.com': 'Hostelworld.com',
  direct: 'Direct',
};

/** The label of a source however a client spelled it ('hostelWorld.com' reads Hostelworld.com). */
export function sourceLabel(sent: string): string {
  const source = bookingSourceOf(sent);
  return source ? SOURCE_LABELS[source] : sent;
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
  if (status === 'canceled') return 'This reservation is canceled, which is final: its dates, guests and status cannot change.';
  if (status === 'no_show') return 'This reservation is marked as no-show, which is final: its dates, guests and status cannot change.';
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
  return 'This room type was deleted: its stays can no longer be moved. Status, payment and details can still change.';
}

/** A value of the guest view, or 'N/A' when the guest has none (spec §2). */
export function orNotAvailable(value: string | undefined): string {
  return value && value.trim() !== '' ? value : 'N/A';
}
