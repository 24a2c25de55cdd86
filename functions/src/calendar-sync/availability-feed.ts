import { createHash } from 'node:crypto';
import { addDays, daysBetween } from '@hostel/shared/domain/dates';
import type { NightItem } from '../data/night-inventory-repository';
import { writeCalendar, type AllDayEvent } from './ical-writer';

// What a published feed says: every night its room type or unit cannot be sold (booked, closed, custom
// availability 0, stop-sell: a channel reading the feed sells what the booking page sells), consecutive nights merged into one all-day event. A run's UID is made of its target and
// its first and last night, so a run that does not change keeps its UID on every fetch, and a run that
// grows or shrinks becomes a new event (the old one disappears): what every iCal reader handles.

/** The window a feed covers: from 30 days ago to 18 months ahead. */
export const FEED_DAYS_BEFORE = 30;
export const FEED_DAYS_AHEAD = 548;
/** How long a reader may reuse a feed without asking again. */
export const FEED_MAX_AGE_SECONDS = 300;
export const BLOCKED_SUMMARY = 'Not available';

export function feedWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -FEED_DAYS_BEFORE), to: addDays(today, FEED_DAYS_AHEAD) };
}

/**
 * The nights not for sale, in date order: no unit of the type left for sale, or (for a unit's feed) its
 * unit held by a stay, or its unit among the free ones beyond what is for sale: a stay may hold a unit
 * and no bed (imports do), so on such a night the last free units by their order show busy, and the
 * type's unit feeds together never show more free units than it has. `units` lists each unit's bed ids
 * in order (a dorm's beds one by one, a private type's rooms); a night without an item has all for sale.
 */
export function blockedNights(nights: readonly NightItem[], unitId?: string, units: readonly (readonly string[])[] = []): string[] {
  const unit = unitId === undefined ? undefined : (units.find((beds) => beds.includes(unitId)) ?? [unitId]);
  const busy = (night: NightItem) => {
    if (night.stopSell) return true;
    const forSale = night.forSale ?? 1;
    if (forSale <= 0) return true;
    if (!unit) return false;
    const held = (beds: readonly string[]) => beds.some((bed) => night.beds[bed] !== undefined);
    if (held(unit)) return true;
    const free = units.filter((beds) => !held(beds));
    const rank = free.indexOf(units.find((beds) => beds === unit) ?? unit);
    return rank >= forSale;
  };
  return nights
    .filter(busy)
    .map((night) => night.date)
    .sort();
}

/** Consecutive nights as runs: `start` the first night, `end` the day after the last (iCal's exclusive DTEND). */
export function blockedRuns(dates: readonly string[]): { start: string; end: string }[] {
  const runs: { start: string; end: string }[] = [];
  for (const date of dates) {
    const last = runs.at(-1);
    if (last && daysBetween(last.end, date) === 0) last.end = addDays(date, 1);
    else runs.push({ start: date, end: addDays(date, 1) });
  }
  return runs;
}

export function feedEvents(targetId: string, runs: readonly { start: string; end: string }[]): AllDayEvent[] {
  return runs.map((run) => ({
    uid: `${run.start.replaceAll('-', '')}-${run.end.replaceAll('-', '')}-${targetId}@hostel-reservations`,
    ...run,
    summary: BLOCKED_SUMMARY,
  }));
}

export interface Feed {
  body: string;
  /** Weak: two answers with the same events are equivalent, though their DTSTAMP differs. */
  etag: string;
}

export function availabilityFeed(name: string, targetId: string, blocked: readonly string[], now: Date): Feed {
  const events = feedEvents(targetId, blockedRuns(blocked));
  const digest = createHash('sha256')
    .update(JSON.stringify([name, events]))
    .digest('base64url')
    .slice(0, 27);
  return { body: writeCalendar(name, events, now), etag: `W/"${digest}"` };
}

/** True when an If-None-Match header names this ETag (or `*`). */
export function stillFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}
