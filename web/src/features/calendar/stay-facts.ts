import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { daysBetween } from '@hostel/shared/domain/dates';
import { balanceDueNote } from '../../lib/balance-due';
import { formatInstant } from '../../lib/format-date';
import { i18n } from '../../lib/i18n/i18n';
import { shortDate } from './calendar-window';
import { type DisplayedState, stateLabel } from './stay-layout';
import { guestNameShown } from '../../lib/guest-name';

// What a bar says about its stay: a compact label that fits one night, and the facts its tooltip and
// its screen-reader text give in full.

/** "AG" for Ana García, "JM" for Jean-Luc Martin, "O" for Olga: the first letter of the first and last words. */
export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = (word: string) => [...word][0]!.toLocaleUpperCase();
  return words.length === 1 ? first(words[0]!) : `${first(words[0]!)}${first(words.at(-1)!)}`;
}

export interface StayFacts {
  name: string;
  state: string;
  /** "Nov 21 – Nov 23 · 2 nights" */
  dates: string;
  bed: string;
  guests: string;
  balance: string | undefined;
  provisional: boolean;
  /** A page booking held for its guest's email confirmation: "Held until … (waiting for the guest)". */
  held: string | undefined;
}

type FactsOf = Pick<
  Reservation,
  'guest_info' | 'check_in' | 'check_out' | 'number_of_guest' | 'balance_due' | 'currency' | 'reservation_status'
> &
  Partial<Pick<Reservation, 'held_until'>>;

/** `timeZone` is the property's: a hold's end is said in the hostel's time (formatInstant). */
export function stayFacts(reservation: FactsOf, state: DisplayedState, bed: string, provisional: boolean, timeZone: string): StayFacts {
  const nights = daysBetween(reservation.check_in, reservation.check_out);
  return {
    name: guestNameShown(reservation.guest_info.full_name) || i18n.t('calendar.guest'),
    state: stateLabel(state),
    dates: `${shortDate(reservation.check_in)} – ${shortDate(reservation.check_out)} · ${i18n.t('calendar.nights', { count: nights })}`,
    bed,
    guests: i18n.t('calendar.guests', { count: reservation.number_of_guest }),
    balance: balanceDueNote(reservation),
    provisional,
    held: reservation.held_until ? i18n.t('calendar.heldUntil', { time: formatInstant(reservation.held_until, timeZone) }) : undefined,
  };
}
