import { addDays, datesFrom } from '@hostel/shared/domain/dates';
import type { Language } from '@hostel/shared/domain/languages';
import { currentLanguage } from '../../lib/i18n/i18n';
import { dayFormat } from '../../lib/format-date';

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

// The calendar's own date words in the screens' language: English keeps its month-first US form
// ("Nov 21"), Spanish (Argentina) its own ("21 nov"). Each language's formats are made once.
const LOCALES: Record<Language, string> = { en: 'en-US', 'es-AR': 'es-AR' };
const format = (name: string, options: Intl.DateTimeFormatOptions) => dayFormat(LOCALES, `calendar ${name}`, options);

const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const month = (date: string) => format('month', { month: 'long' }).format(asUtc(date));
const monthYear = (date: string) => format('monthYear', { month: 'long', year: 'numeric' }).format(asUtc(date));
// A heading starts with a capital, also where the language writes its months in lower case.
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase(LOCALES[currentLanguage()]) + text.slice(1);

/** "November 2026", or "November – December 2026", or "December 2026 – January 2027" across a year ("Noviembre de 2026"). */
export function monthsLabel(window: Pick<CalendarWindow, 'first' | 'last'>): string {
  const { first, last } = window;
  if (first.slice(0, 7) === last.slice(0, 7)) return capitalized(monthYear(first));
  if (first.slice(0, 4) === last.slice(0, 4)) return capitalized(`${month(first)} – ${monthYear(last)}`);
  return capitalized(`${monthYear(first)} – ${monthYear(last)}`);
}

/** A column's heading: "Sat" and "21" ("sáb" and "21"). */
export function dayHeading(date: string): { weekday: string; day: number } {
  return { weekday: format('weekday', { weekday: 'short' }).format(asUtc(date)), day: Number(date.slice(8, 10)) };
}

// Formatting a date is slow next to drawing a cell, and a grid names hundreds: each date once per language.
function cached(name: string, options: Intl.DateTimeFormatOptions): (date: string) => string {
  const names = new Map<string, string>();
  return (date) => {
    const key = `${currentLanguage()} ${date}`;
    let text = names.get(key);
    if (text === undefined) {
      text = format(name, options).format(asUtc(date));
      names.set(key, text);
    }
    return text;
  };
}

/** "Saturday, November 21, 2026": a column's or a night's full name for screen readers. */
export const longDate = cached('long', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** "Nov 21". */
export const shortDate = cached('short', { day: 'numeric', month: 'short' });
