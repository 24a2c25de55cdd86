// Calendar dates as the product uses them: `yyyy-MM-dd` strings, never instants. A stay or a rate range
// is a set of nights, each named by its date. Arithmetic runs on UTC midnights, where no day is 23 or
// 25 hours long, so adding a day is always exact.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function fromParts(year: string, month: string, day: string): string | undefined {
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const date = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC rolls 2026-02-30 over to March: a real date comes back unchanged.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  if (y < 2000 || y > 2999) return undefined;
  return `${year}-${month}-${day}`;
}

/** A real calendar date written `yyyy-MM-dd` (years 2000–2999), or undefined. */
export function parseIsoDate(value: string): string | undefined {
  const match = ISO_DATE.exec(value);
  return match ? fromParts(match[1]!, match[2]!, match[3]!) : undefined;
}

/** A real calendar date written `yyyyMMdd`, as the spec's paths carry dates, returned as `yyyy-MM-dd`. */
export function parseCompactDate(value: string): string | undefined {
  const match = COMPACT_DATE.exec(value);
  return match ? fromParts(match[1]!, match[2]!, match[3]!) : undefined;
}

/** `2026-11-21` → `20261121`, for building the spec's paths. */
export function compactDate(date: string): string {
  return date.replaceAll('-', '');
}

function toUtc(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  return new Date(toUtc(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** Every date from `first` to `last`, both included. */
export function datesFrom(first: string, last: string): string[] {
  const count = daysBetween(first, last) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(first, index));
}

// One formatter per time zone: making one costs more than formatting with it (measured the largest
// function of our own in the API's profile). Kept to a bound: a zone's name may come in any letter case.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const MAX_DAY_FORMATS = 1_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** `read` run with the process's TZ set to `timeZone`, then TZ put back: one synchronous read, so nothing else sees it. */
function inProcessZone<T>(timeZone: string, read: () => T): T {
  const env = process.env;
  const saved = env.TZ;
  env.TZ = timeZone;
  try {
    return read();
  } finally {
    if (saved === undefined) delete env.TZ;
    else env.TZ = saved;
  }
}

let processZone: boolean | undefined;
/** Whether setting TZ moves this runtime's Date: Node's main thread and forks, checked once on a zone without summer time. */
function processZoneWorks(): boolean {
  processZone ??= typeof process !== 'undefined' && Boolean(process.env) && inProcessZone('Asia/Tokyo', () => new Date(0).getHours() === 9);
  return processZone;
}

/**
 * The day at `now` in `timeZone` from the Date's own fields under TZ=timeZone; undefined where that cannot work
 * (a browser, a thread whose TZ is not the process's). A process's first Intl.DateTimeFormat builds ICU's list of
 * every locale, 116M instructions (callgrind), about a third of a function's cold start, which a zone's rules do
 * not need: Node reads them directly.
 */
function dayFromProcessZone(timeZone: string, now: Date): string | undefined {
  if (!processZoneWorks()) return undefined;
  return inProcessZone(timeZone, () => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
}

/** Today's date in a time zone (an IANA name, already known to be valid), e.g. the property's: the product's every "today". */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const fromProcess = dayFromProcessZone(timeZone, now);
  if (fromProcess !== undefined) return fromProcess;
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as yyyy-MM-dd.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (dayFormats.size >= MAX_DAY_FORMATS) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** True if the name is a time zone this runtime knows (IANA names such as `America/Argentina/Cordoba`). */
export function isKnownTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
