import { addDays, datesFrom } from '@hostel/shared/domain/dates';

// Which days the calendar shows and which it reads (spec §2 "Calendar", §9): over 984 px, 14 columns
// from 3 days before the chosen date, arrows move 14; narrower, 5 columns from 1 day before, arrows
// move 5. The find call reads from 3 days before the chosen date to 11 days after (the narrow view:
// from its first day to the day after its last), one call per window.

export const BREAKPOINT_PX = 984;
export const WIDE = { days: 14, before: 3 } as const;
export const NARROW = { days: 5, before: 1 } as const;

export interface CalendarWindow {
  /** The date the window is built around (the date picker's value). */
  chosen: string;
  /** The visible nights, left to right. */
  days: string[];
  first: string;
  last: string;
}

const shape = (wide: boolean) => (wide ? WIDE : NARROW);

export function visibleWindow(chosen: string, wide: boolean): CalendarWindow {
  const { days, before } = shape(wide);
  const first = addDays(chosen, -before);
  const last = addDays(first, days - 1);
  return { chosen, days: datesFrom(first, last), first, last };
}

/** The chosen date after pressing previous (-1) or next (+1): one whole window further. */
export function shiftChosen(chosen: string, direction: -1 | 1, wide: boolean): string {
  return addDays(chosen, direction * shape(wide).days);
}

/** The find call's window for a visible window: wide, chosen − 3 to chosen + 11 (spec §7). */
export function fetchRange(window: CalendarWindow): { from: string; to: string } {
  return { from: window.first, to: addDays(window.last, 1) };
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
const month = (date: string) => MONTH.format(new Date(`${date}T00:00:00Z`));
const year = (date: string) => date.slice(0, 4);

/** "November 2026", or "November – December 2026", or "December 2026 – January 2027" across a year. */
export function monthsLabel(window: Pick<CalendarWindow, 'first' | 'last'>): string {
  const { first, last } = window;
  if (first.slice(0, 7) === last.slice(0, 7)) return `${month(first)} ${year(first)}`;
  if (year(first) === year(last)) return `${month(first)} – ${month(last)} ${year(last)}`;
  return `${month(first)} ${year(first)} – ${month(last)} ${year(last)}`;
}

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const SHORT_DAY = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** A column's heading: "Sat" and "21". */
export function dayHeading(date: string): { weekday: string; day: number } {
  return { weekday: WEEKDAY.format(asUtc(date)), day: Number(date.slice(8, 10)) };
}

// Formatting a date is slow next to drawing a cell, and a grid names hundreds: each date once.
function cached(format: Intl.DateTimeFormat): (date: string) => string {
  const names = new Map<string, string>();
  return (date) => {
    let name = names.get(date);
    if (name === undefined) {
      name = format.format(asUtc(date));
      names.set(date, name);
    }
    return name;
  };
}

/** "Saturday, November 21, 2026": a column's or a night's full name for screen readers. */
export const longDate = cached(LONG_DAY);
/** "Nov 21". */
export const shortDate = cached(SHORT_DAY);
