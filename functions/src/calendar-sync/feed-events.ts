import { type Message, isMessage, message } from '@hostel/shared/i18n/message';
import ICAL from 'ical.js';
import { addDays } from '@hostel/shared/domain/dates';
import { asCalendar, feedBlocks, rawUid } from './feed-blocks';
import { dateAtProperty, type FeedTime, knownZone, type ValueZone } from './feed-dates';

// An OTA's feed read as stays: each VEVENT is one stay from its first night (DTSTART's date) to its check-out
// day (DTEND's date, exclusive; a DATE without an end is one night), both dated in the property's zone.
// Events sharing a UID are merged as RFC 5545 says: for one UID and RECURRENCE-ID the highest SEQUENCE
// wins, a RECURRENCE-ID replaces only its occurrence, and an RRULE is expanded within the sync's window.
// Two versions of one UID with the same SEQUENCE supersede neither: both are kept, so no night is left
// open. An event that cannot be read, or holds no night, is skipped and reported by its UID; the rest read.
// An event whose UID is longer than MAX_UID_LENGTH is skipped too: the UID is kept on its stay's link or
// conflict, and a 450,000-character one overflowed DynamoDB's 400 KB item. A skipped UID is reported cut to
// MAX_REPORTED_UID. Nothing else of an event (SUMMARY, DESCRIPTION…) is kept: only its UID and dates.

export interface FeedEvent {
  uid: string;
  checkIn: string;
  checkOut: string;
}

export interface SkippedEvent {
  uid: string;
  reason: Message;
}

export interface FeedReading {
  events: FeedEvent[];
  skipped: SkippedEvent[];
}

/** The property's zone, and the nights the sync looks at (from its today to its last night). */
export interface FeedWindow {
  zone: string;
  from: string;
  to: string;
}

/** The feed is not an iCal calendar. */
export class MalformedFeed extends Error {
  /** Why, for the feed's owner (stored with the feed, stored-reasons.ts). */
  readonly said = message('calendar.feedNotValidIcal');

  constructor() {
    super('calendar.feedNotValidIcal');
    this.name = 'MalformedFeed';
  }
}

export const UNREADABLE_EVENT = message('calendar.eventCouldNotBeRead');
export const SAME_DAY_EVENT = message('calendar.eventSameDay');
export const ENDS_BEFORE_START = message('calendar.eventEndsBeforeStarts');
export const ENDLESS_REPEATS = message('calendar.eventRepeatsTooOften');
/** The longest UID read: RFC 5545 sets none, OTAs send < 100 characters, and 1,000 is ≤ 3 KB of UTF-8 per item. */
export const MAX_UID_LENGTH = 1000;
/** A skipped event's UID as reported (up to 20 kept on the feed): enough to find it in the site's calendar. */
export const MAX_REPORTED_UID = 200;
/** Occurrences of one series kept within the window: past the feed's own limit, which then refuses it. */
const MAX_OCCURRENCES = 2001;
/** Steps of one series' rule, before and within the window: a daily rule from 1970 is read whole. */
const MAX_STEPS = 25_000;

interface Version {
  uid?: string;
  component: ICAL.Component;
  event: ICAL.Event;
  sequence: number;
  recurrenceId?: string;
}

/**
 * A feed's own zone's offset at a wall time, as RFC 5545 §3.3.5 reads it: a time the clock skips takes the offset
 * before the gap, a time it repeats its first occurrence, which is also the offset before the change. ical.js takes
 * the one after in both: Santiago's skipped 00:30 would be 23:30 the day before, a repeated 23:30 an hour late.
 */
function declaredOffset(zone: ICAL.Timezone, time: ICAL.Time): number {
  const offsetAt = (days: number, seconds: number) => {
    const moved = time.clone();
    moved.adjust(days, 0, 0, seconds);
    return zone.utcOffset(moved);
  };
  const own = zone.utcOffset(time);
  const before = offsetAt(-1, 0);
  // Within a gap or an overlap, the wall time the change's length earlier is still before the change.
  return own !== before && offsetAt(0, -Math.abs(before - own)) === before ? before : own;
}

function zoneOf(time: ICAL.Time, tzid: string | undefined, timezones: Map<string, ICAL.Timezone>): ValueZone {
  if (time.zone?.tzid === 'UTC') return { kind: 'utc' };
  if (!tzid) return { kind: 'floating' };
  const declared = timezones.get(tzid);
  if (declared) return { kind: 'offset', seconds: declaredOffset(declared, time) };
  return knownZone(tzid) ? { kind: 'iana', name: tzid } : { kind: 'floating' };
}

function feedTime(time: ICAL.Time, tzid: string | undefined, timezones: Map<string, ICAL.Timezone>): FeedTime {
  const text = time.toString();
  if (time.isDate) return { date: text.slice(0, 10), zone: { kind: 'floating' } };
  return { date: text.slice(0, 10), time: text.slice(11, 19), zone: zoneOf(time, tzid, timezones) };
}

const tzidOf = (component: ICAL.Component, name: string): string | undefined => {
  const value = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : undefined;
};

const cancelled = (component: ICAL.Component) => String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

/** The nights from a start to an end, or why there are none. */
function stayOf(
  item: ICAL.Component,
  start: ICAL.Time,
  end: ICAL.Time,
  timezones: Map<string, ICAL.Timezone>,
  zone: string,
): { checkIn: string; checkOut: string } | Message {
  const startTzid = tzidOf(item, 'dtstart');
  const checkIn = dateAtProperty(feedTime(start, startTzid, timezones), zone);
  const checkOut = dateAtProperty(feedTime(end, tzidOf(item, 'dtend') ?? startTzid, timezones), zone);
  if (start.isDate) return { checkIn, checkOut: checkOut > checkIn ? checkOut : addDays(checkIn, 1) };
  // A same-day timed block (a viewing, a cleaning) says nothing about a night: decided to hold none.
  if (checkOut === checkIn) return SAME_DAY_EVENT;
  if (checkOut < checkIn) return ENDS_BEFORE_START;
  return { checkIn, checkOut };
}

/** A UID as a skipped event reports it: its first MAX_REPORTED_UID characters (whole ones, never half a pair). */
export function reportedUid(uid: string): string {
  if (uid.length <= MAX_REPORTED_UID) return uid;
  const characters = Array.from(uid);
  return characters.length <= MAX_REPORTED_UID ? uid : `${characters.slice(0, MAX_REPORTED_UID).join('')}…`;
}

function parsed(lines: string[]): Version {
  const component = new ICAL.Component(ICAL.parse(asCalendar(lines))).getFirstSubcomponent('vevent');
  if (!component) throw new Error('no event');
  const event = new ICAL.Event(component);
  // Read every date now: ical.js parses lazily, and a broken one must fail here, for this event only.
  if (!event.startDate || !event.endDate) throw new Error('no start');
  const recurrenceId = event.recurrenceId?.toString();
  return {
    uid: event.uid || undefined,
    component,
    event,
    sequence: Number(event.sequence ?? 0) || 0,
    ...(recurrenceId ? { recurrenceId } : {}),
  };
}

/** The winners of one UID and RECURRENCE-ID: the highest SEQUENCE, every one of them if several tie. */
function latest(versions: Version[]): Version[] {
  const top = Math.max(...versions.map((version) => version.sequence));
  return versions.filter((version) => version.sequence === top);
}

export function feedEvents(text: string, window: FeedWindow): FeedReading {
  // Booking.com answers an empty calendar with an empty body: a calendar with no events, not an error.
  if (text.replace(/^\uFEFF/, '').trim() === '') return { events: [], skipped: [] };
  const blocks = feedBlocks(text);
  if (!blocks) throw new MalformedFeed();
  const timezones = new Map<string, ICAL.Timezone>();
  for (const lines of blocks.timezones) {
    try {
      const timezone = new ICAL.Timezone(new ICAL.Component(ICAL.parse(asCalendar(lines))).getFirstSubcomponent('vtimezone')!);
      if (timezone.tzid) timezones.set(timezone.tzid, timezone);
    } catch {
      // A zone that cannot be read: its times are read by its name, or as the property's.
    }
  }
  const skipped: SkippedEvent[] = [];
  const skip = (uid: string, reason: Message) => skipped.push({ uid: reportedUid(uid), reason });
  const byUid = new Map<string, Version[]>();
  const unnamed: Version[] = [];
  const tooLong = new Set<string>();
  for (const lines of blocks.events) {
    try {
      const version = parsed(lines);
      if (version.uid && version.uid.length > MAX_UID_LENGTH) {
        // Reported once, however many versions or occurrences of it the feed lists.
        if (!tooLong.has(version.uid)) skip(version.uid, UNREADABLE_EVENT);
        tooLong.add(version.uid);
      } else if (version.uid) byUid.set(version.uid, [...(byUid.get(version.uid) ?? []), version]);
      else unnamed.push(version);
    } catch {
      skip(rawUid(lines) ?? '', UNREADABLE_EVENT);
    }
  }

  const events: FeedEvent[] = [];
  const seen = new Set<string>();
  const add = (uid: string | undefined, item: ICAL.Component, start: ICAL.Time, end: ICAL.Time, suffix?: string) => {
    const stay = stayOf(item, start, end, timezones, window.zone);
    if (isMessage(stay)) {
      skip(uid ?? '', stay);
      return;
    }
    // A feed without UIDs still gets stable ones: its dates are what identify an event then.
    const id = uid === undefined ? `${stay.checkIn}/${stay.checkOut}` : suffix ? `${uid}/${suffix}` : uid;
    if (seen.has(id)) return;
    seen.add(id);
    events.push({ uid: id, ...stay });
  };

  for (const version of unnamed)
    if (!cancelled(version.component)) add(undefined, version.component, version.event.startDate, version.event.endDate);
  for (const [uid, versions] of byUid) {
    const overrides = new Map<string, Version[]>();
    for (const version of versions)
      if (version.recurrenceId) overrides.set(version.recurrenceId, [...(overrides.get(version.recurrenceId) ?? []), version]);
    const masters = latest(versions.filter((version) => !version.recurrenceId));
    const replacing = [...overrides.values()].map((list) => latest(list).at(-1)!);
    if (masters.length === 0) {
      // Occurrences whose series is not in the feed: each is a stay of its own.
      for (const override of replacing)
        if (!cancelled(override.component))
          add(uid, override.component, override.event.startDate, override.event.endDate, override.recurrenceId);
      continue;
    }
    masters.sort((a, b) => a.event.startDate.compare(b.event.startDate));
    masters.forEach((master, index) => {
      if (cancelled(master.component)) return;
      if (index > 0) {
        // A second version as recent as the first: a stay of its own, named by its dates.
        const stay = stayOf(master.component, master.event.startDate, master.event.endDate, timezones, window.zone);
        if (isMessage(stay)) skip(uid, stay);
        else add(uid, master.component, master.event.startDate, master.event.endDate, `${stay.checkIn}/${stay.checkOut}`);
        return;
      }
      try {
        expand(uid, master, replacing, window, add);
      } catch {
        skip(uid, UNREADABLE_EVENT);
      }
    });
  }
  return { events, skipped };

  function expand(uid: string, master: Version, replacing: Version[], window: FeedWindow, addStay: typeof add) {
    const series = new ICAL.Event(master.component, { exceptions: replacing.map((override) => override.component) });
    const item = (details: { item: ICAL.Event }) => details.item.component;
    if (!series.isRecurring()) {
      const details = series.getOccurrenceDetails(series.startDate);
      if (!cancelled(item(details))) addStay(uid, item(details), details.startDate, details.endDate);
      return;
    }
    const iterator = series.iterator();
    let kept = 0;
    for (let steps = 0; ; steps += 1) {
      if (steps >= MAX_STEPS) {
        skip(uid, ENDLESS_REPEATS);
        return;
      }
      const occurrence = iterator.next();
      if (!occurrence || occurrence.toString().slice(0, 10) > addDays(window.to, 1)) return;
      const details = series.getOccurrenceDetails(occurrence);
      if (cancelled(item(details))) continue;
      const stay = stayOf(item(details), details.startDate, details.endDate, timezones, window.zone);
      if (!isMessage(stay) && (stay.checkOut <= window.from || stay.checkIn > window.to)) continue;
      addStay(uid, item(details), details.startDate, details.endDate, occurrence.toString());
      if (++kept >= MAX_OCCURRENCES) return;
    }
  }
}
