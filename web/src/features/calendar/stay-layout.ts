import type { Reservation, ReservationStatus } from '@hostel/shared/api/reservation-schemas';
import { addDays, todayIn } from '@hostel/shared/domain/dates';
import { i18n } from '../../lib/i18n/i18n';
import type { CalendarWindow } from './calendar-window';

// How one stay shows in the visible window: the columns its bar spans, and its displayed state
// (spec §4 "Displayed calendar state"). A stay is its nights [check_in, check_out): the check-out day
// is not one of them.

export interface BarSpan {
  /** Index of the first visible night in the window's days. */
  start: number;
  /** Visible nights. */
  span: number;
  /** The stay began before the window / goes on after it. */
  clippedStart: boolean;
  clippedEnd: boolean;
}

/** The bar of a stay clipped to the window, or undefined when no night of it is visible. */
export function clipStay(stay: { check_in: string; check_out: string }, window: Pick<CalendarWindow, 'days'>): BarSpan | undefined {
  const { days } = window;
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return undefined;
  // Dates written yyyy-MM-dd compare as text in calendar order.
  const start = days.findIndex((day) => day >= stay.check_in && day < stay.check_out);
  if (start < 0) return undefined;
  let end = start;
  while (end + 1 < days.length && days[end + 1]! < stay.check_out) end += 1;
  return { start, span: end - start + 1, clippedStart: stay.check_in < first, clippedEnd: stay.check_out > addDays(last, 1) };
}

export type DisplayedState = 'provisional' | 'confirmed' | 'in-house' | 'checked-out';

const STATE_KEYS = {
  provisional: 'calendar.states.provisional',
  confirmed: 'calendar.states.confirmed',
  'in-house': 'calendar.states.inHouse',
  'checked-out': 'calendar.states.checkedOut',
} as const;

/** A state's name, as the legend and a bar's words say it: "Reserved-Provisional", "In House"… */
export const stateLabel = (state: DisplayedState): string => i18n.t(STATE_KEYS[state]);

/** The legend's order (spec §2). */
export const LEGEND_ORDER: readonly DisplayedState[] = ['provisional', 'confirmed', 'in-house', 'checked-out'];

const DRAWN: readonly ReservationStatus[] = ['confirmed', 'provisional'];

/** Only confirmed and provisional reservations are drawn; canceled and no-show are not. */
export const isDrawn = (reservation: Pick<Reservation, 'reservation_status'>) => DRAWN.includes(reservation.reservation_status);

type StayState = Pick<Reservation, 'check_in' | 'check_out' | 'reservation_status'> &
  Partial<Pick<Reservation, 'checked_in' | 'checked_out'>>;

/**
 * The stored check-in and check-out first, where the desk did them; else spec §4: check-out today or
 * earlier → checked-out; else check-in today or earlier → in house; otherwise the stored status.
 * `today` is the property's today, not the browser's.
 */
export function displayedState(stay: StayState, today: string): DisplayedState {
  if (stay.checked_out) return 'checked-out';
  if (stay.checked_in) return 'in-house';
  if (stay.check_out <= today) return 'checked-out';
  if (stay.check_in <= today) return 'in-house';
  return stay.reservation_status === 'provisional' ? 'provisional' : 'confirmed';
}

/** The displayed state at an instant, today being the date in the property's time zone then. */
export function displayedStateAt(stay: StayState, timeZone: string, now: Date): DisplayedState {
  return displayedState(stay, todayIn(timeZone, now));
}

/** A stay current today: today is one of its nights. */
export const isCurrent = (stay: Pick<Reservation, 'check_in' | 'check_out'>, today: string) =>
  stay.check_in <= today && today < stay.check_out;
