import type { Language } from '@hostel/shared/domain/languages';
import { browserZone } from './browser-zone';
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

// Each locale's instant format per zone, made once; null for a zone this browser does not know.
const instants = new Map<string, Intl.DateTimeFormat | null>();
const zoneNames = new Map<string, Intl.DateTimeFormat>();

function instantFormat(locale: string, zone: string | undefined): Intl.DateTimeFormat | undefined {
  if (!zone) return undefined;
  const key = `${locale} ${zone}`;
  let made = instants.get(key);
  if (made === undefined) {
    try {
      made = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
    } catch {
      made = null;
    }
    instants.set(key, made);
  }
  return made ?? undefined;
}

/** The zone's short name at that instant in the locale (`GMT+14`, `CET`, `EST`), as Intl says it. */
function zoneName(locale: string, zone: string, date: Date): string | undefined {
  const key = `${locale} ${zone}`;
  let made = zoneNames.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' });
    zoneNames.set(key, made);
  }
  return made.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value;
}

/**
 * An ISO instant (a check-in's time, a sync's) in the screens' language and the property's time zone:
 * `21 Nov 2026, 15:04`. When that zone is not the browser's, its short name follows, so nobody reads the
 * hostel's time as their own: `22 Nov 2026, 05:04 GMT+14`. No zone yet (the profile is loading), or one
 * this browser does not know, is the browser's, without a name.
 */
export function formatInstant(iso: string, zone: string | undefined, browser: string = browserZone()): string {
  const locale = screensLocale();
  const date = new Date(iso);
  const own = instantFormat(locale, browser);
  // The browser always knows its own zone.
  const chosen = (instantFormat(locale, zone) ?? own)!;
  const text = chosen.format(date);
  const shownZone = chosen.resolvedOptions().timeZone;
  // Aliases (Asia/Kolkata, Asia/Calcutta) resolve to one name: the same zone shows no name.
  if (shownZone === own?.resolvedOptions().timeZone) return text;
  const name = zoneName(locale, shownZone, date);
  return name ? `${text} ${name}` : text;
}
