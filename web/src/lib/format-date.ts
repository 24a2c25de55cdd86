// Product dates are `yyyy-MM-dd` calendar days, not instants: they are formatted at UTC midnight in UTC,
// so no browser time zone can move them to the day before.

function utc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

const LONG = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const WEEKDAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short' });
const FULL = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

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

const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** `21 – 27 Nov 2026`, `28 Nov – 4 Dec 2026`, `29 Dec 2026 – 4 Jan 2027`: what both ends share is said once. */
export function formatRange(first: string, last: string): string {
  if (first === last) return formatDay(first);
  if (first.slice(0, 4) !== last.slice(0, 4)) return `${formatDay(first)} – ${formatDay(last)}`;
  const start = first.slice(0, 7) === last.slice(0, 7) ? String(utc(first).getUTCDate()) : DAY_MONTH.format(utc(first));
  return `${start} – ${formatDay(last)}`;
}
