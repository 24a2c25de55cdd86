import type { Language } from '@hostel/shared/domain/languages';
import { currentLanguage } from './i18n/i18n';
import { screensLocale } from './i18n/screens-locale';
// Product dates are `yyyy-MM-dd` calendar days, not instants: they are formatted at UTC midnight in UTC,
// so no browser time zone can move them to the day before.

// Each language's formats, made once: English keeps the product's day-month-year (en-GB).
const LOCALES: Record<Language, string> = { en: 'en-GB', 'es-AR': 'es-AR' };
const formats = new Map<string, Intl.DateTimeFormat>();

/** A calendar-day format in the screens' language, under a locale per language, made once per locale and name. */
export function dayFormat(locales: Record<Language, string>, name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = locales[currentLanguage()];
  const key = `${locale} ${name}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
    formats.set(key, made);
  }
  return made;
}

const format = (name: string, options: Intl.DateTimeFormatOptions) => dayFormat(LOCALES, name, options);

function utc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

const LONG = { format: (date: Date) => format('long', { day: 'numeric', month: 'short', year: 'numeric' }).format(date) };
const WEEKDAY = { format: (date: Date) => format('weekday', { weekday: 'short' }).format(date) };
const FULL = {
  format: (date: Date) => format('full', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date),
};

/** `2026-12-24` → `24 Dec 2026`. */
export function formatDay(date: string): string {
  return LONG.format(utc(date));
}

/** `2026-12-24` → `Thu`. */
export function weekdayOf(date: string): string {
  return WEEKDAY.format(utc(date));
}

/** `2026-12-24` → `Thursday 24 December 2026`, for screen readers and titles. */
export function formatDayInFull(date: string): string {
  return FULL.format(utc(date)).replace(',', '');
}

const DAY_MONTH = { format: (date: Date) => format('dayMonth', { day: 'numeric', month: 'short' }).format(date) };

/** `21 – 27 Nov 2026`, `28 Nov – 4 Dec 2026`, `29 Dec 2026 – 4 Jan 2027`: what both ends share is said once. */
export function formatRange(first: string, last: string): string {
  if (first === last) return formatDay(first);
  if (first.slice(0, 4) !== last.slice(0, 4)) return `${formatDay(first)} – ${formatDay(last)}`;
  const start = first.slice(0, 7) === last.slice(0, 7) ? String(utc(first).getUTCDate()) : DAY_MONTH.format(utc(first));
  return `${start} – ${formatDay(last)}`;
}

/** `2026-12-24` → `24 December 2026` / `24 de diciembre de 2026` in a given language (a printed statement in the guest's). */
export function formatDayLongIn(date: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(utc(date));
}

const instants = new Map<string, Intl.DateTimeFormat>();

/** An ISO instant (a check-in's time, a sync's) in the browser's zone and the screens' language: `21 Nov 2026, 15:04`. */
export function formatInstant(iso: string): string {
  const locale = screensLocale();
  let made = instants.get(locale);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    instants.set(locale, made);
  }
  return made.format(new Date(iso));
}
