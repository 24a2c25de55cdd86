// Which date an iCal value names, in the property's time zone. A DATE is that date wherever it is read. A
// DATE-TIME is an instant read in its own zone (Z is UTC; a TZID is the feed's VTIMEZONE, or the IANA zone
// of that name; floating, or a zone nobody knows, is the property's own wall time), then dated where the
// property is: 2027-01-06T00:00Z is the evening of 01-05 in Los Angeles.

/** How a DATE-TIME's wall time becomes an instant. */
export type ValueZone = { kind: 'utc' } | { kind: 'offset'; seconds: number } | { kind: 'iana'; name: string } | { kind: 'floating' };

export interface FeedTime {
  /** yyyy-MM-dd as written. */
  date: string;
  /** HH:mm:ss as written; absent for a DATE value. */
  time?: string;
  zone: ValueZone;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (partsFormats.size >= 1_000) partsFormats.clear();
    partsFormats.set(zone, format);
  }
  return format;
}

/** The wall time of an instant in a zone, as milliseconds of the same wall time read as UTC. */
function wallAt(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    partsFormat(zone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** True if this runtime knows the IANA zone. */
export function knownZone(name: string): boolean {
  try {
    partsFormat(name);
    return true;
  } catch {
    return false;
  }
}

const DAY_MS = 86_400_000;

/**
 * The instant a wall time names in a zone, as RFC 5545 §3.3.5 reads it: a time the clock repeats is its first
 * occurrence, a time it skips is read with the offset before the gap (Santiago's skipped 00:30 is 01:30 that day).
 */
function instantOf(wall: number, zone: string): number {
  // No zone changes its offset twice within a day, so the offsets a day either side are the only candidates.
  const before = wallAt(wall - DAY_MS, zone) - (wall - DAY_MS);
  const after = wallAt(wall + DAY_MS, zone) - (wall + DAY_MS);
  const candidates = [wall - before, wall - after].filter((instant) => wallAt(instant, zone) === wall);
  return candidates.length > 0 ? Math.min(...candidates) : wall - before;
}

/** The date (yyyy-MM-dd) in the property's zone on which this value falls. */
export function dateAtProperty(value: FeedTime, propertyZone: string): string {
  if (value.time === undefined || value.zone.kind === 'floating') return value.date;
  const wall = Date.parse(`${value.date}T${value.time}Z`);
  let instant: number;
  if (value.zone.kind === 'utc') instant = wall;
  else if (value.zone.kind === 'offset') instant = wall - value.zone.seconds * 1000;
  else if (knownZone(value.zone.name)) instant = instantOf(wall, value.zone.name);
  else return value.date;
  return new Date(wallAt(instant, propertyZone)).toISOString().slice(0, 10);
}
