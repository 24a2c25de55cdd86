import { isLive, MAX_STAY_NIGHTS } from '@hostel/shared/api/reservation-schemas';
import { addDays, daysBetween } from '@hostel/shared/domain/dates';
import {
  calendarImports,
  type CalendarImportRecord,
  type ImportConflict,
  type ImportedStay,
  uidKeyOf,
} from '../data/calendar-import-repository';
import { DataError, TableUnavailable } from '../data/data-errors';
import { RequestAlreadyRecorded } from '../data/idempotency-repository';
import { properties } from '../data/property-repository';
import { reservations } from '../data/reservation-repository';
import { roomTypes, type RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { DomainError } from '../domain-errors';
import { METRIC } from '../http/metric-names';
import { count } from '../http/metrics';
import { todayAt } from '../property/property-of';
import { importActor } from '../reservations/history';
import { bookStay, changeDetails, checkGuestsFit, moveStay } from '../reservations/stays';
import { FEED_DAYS_AHEAD } from './availability-feed';
import { queueConflictMail } from './conflict-mail';
import { type FeedEvent, feedEvents, MalformedFeed, type SkippedEvent } from './feed-events';
import { FetchRefused } from './guarded-fetch';
import { emptyFeedReleases } from './empty-feed';
import { syncSettings } from './sync-settings';

// One sync of one imported feed, the same for the schedule and "Sync now". Each event becomes a reservation
// of source `ical:<name>` through the desk's own booking code (bookStay, moveStay, changeDetails), so it
// holds units and beds under the same conditions; its link to the event is written in the booking's
// transaction. An event that does not fit is a conflict, stored (and told to the staff once), never dropped
// and never forced. A feed that cannot be read or parsed changes nothing: its error is recorded, and the
// next sync tries again. Stays that ended are left alone, whatever the feed says of them now, and so are
// stays the desk checked in or out. A linked stay moves only when the feed's own dates moved since the
// last sync (kept on its link): a date the desk changed is the desk's. A feed that suddenly lists nothing
// releases nothing until it has stayed empty for a while (OTAs serve empty calendars for a moment).

export type FetchText = (url: string) => Promise<string>;

export interface SyncOutcome {
  seen: number;
  conflicts: number;
  error?: string;
  /** Conflicts found by this sync that were not known before: the staff are told of these. */
  newConflicts: ImportConflict[];
  /** Events of the feed that were not read as stays (unreadable, or holding no night), by UID. */
  skipped: SkippedEvent[];
}

const TOO_LONG = `This stay is longer than ${MAX_STAY_NIGHTS} nights: book it by hand in parts`;
/** More events than any one room's calendar holds: a broken or wrong feed, read no further. */
export const MAX_FEED_EVENTS = 2000;
export const TOO_MANY_EVENTS = `The feed lists more than ${MAX_FEED_EVENTS.toLocaleString('en-US')} events; nothing was changed`;
export const EMPTY_FEED = `The feed listed no events; nothing was released. If it stays empty for ${syncSettings.emptyFeedHours} hours, its stays are released`;

function draftOf(feed: CalendarImportRecord, type: RoomTypeRecord, event: FeedEvent) {
  return {
    guestId: feed.guestId,
    roomTypeId: type.id,
    roomTypeName: type.description,
    checkIn: event.checkIn,
    checkOut: event.checkOut,
    guests: type.kind === 'dorm' ? feed.beds : 1,
    currency: type.currency,
    bookingSource: `ical:${feed.name}` as const,
    status: 'confirmed' as const,
    paymentStatus: 'pending' as const,
  };
}

/** A refusal the desk would get (full nights, a taken bed, too many guests) is a conflict; a busy table is not. */
function refusalOf(error: unknown): string | undefined {
  if (error instanceof TableUnavailable) return undefined;
  if (error instanceof DomainError || error instanceof DataError) return error.message || 'This stay does not fit';
  return undefined;
}

async function place(tenant: TenantId, feed: CalendarImportRecord, type: RoomTypeRecord, event: FeedEvent, linked?: ImportedStay) {
  if (linked && linked.checkIn === event.checkIn && linked.checkOut === event.checkOut) return undefined;
  if (daysBetween(event.checkIn, event.checkOut) > MAX_STAY_NIGHTS) return TOO_LONG;
  try {
    if (!linked) {
      checkGuestsFit(type, draftOf(feed, type, event).guests);
      await bookStay(
        tenant,
        type,
        draftOf(feed, type, event),
        feed.unitId ? [feed.unitId] : [],
        (record) => [calendarImports.stayPart(tenant, feed.id, event, record.id)],
        { actor: importActor(feed.name), action: 'created' },
      );
      return undefined;
    }
    const current = await reservations.get(tenant, linked.reservationId);
    // Canceled, checked in or out at the desk (or gone): the desk's word stands.
    if (!current || !isLive(current.status) || current.checkedIn || current.checkedOut) return undefined;
    // A link made before its dates were kept: the reservation's dates stand for the feed's last ones.
    if (current.checkIn !== event.checkIn || current.checkOut !== event.checkOut)
      await moveStay(
        tenant,
        type,
        current,
        { checkIn: event.checkIn, checkOut: event.checkOut, guests: current.guests },
        { actor: importActor(feed.name), action: 'dates' },
      );
    await calendarImports.noteStayDates(tenant, feed.id, linked.uidKey, event);
    return undefined;
  } catch (error) {
    // Another sync of this feed linked the event first: it is booked once.
    if (error instanceof RequestAlreadyRecorded) return undefined;
    const refusal = refusalOf(error);
    if (refusal === undefined) throw error;
    return refusal;
  }
}

async function release(
  tenant: TenantId,
  type: RoomTypeRecord,
  feed: CalendarImportRecord,
  link: { uidKey: string; reservationId: string },
  today: string,
) {
  const current = await reservations.get(tenant, link.reservationId);
  if (current && isLive(current.status)) {
    // A stay that has begun is the desk's to end (its link is forgotten all the same); one still to come is released.
    if (current.checkIn > today)
      await changeDetails(tenant, type, current, { status: 'canceled' }, { actor: importActor(feed.name), action: 'status' });
  }
  await calendarImports.forgetStay(tenant, feed.id, link.uidKey);
}

export async function syncFeed(tenant: TenantId, feed: CalendarImportRecord, fetchText: FetchText, now = new Date()): Promise<SyncOutcome> {
  const at = now.toISOString();
  let skipped: SkippedEvent[] = [];
  // A sync that read no events (an error) keeps the empty feed's clock running: only listed events reset it.
  const fail = async (error: string, emptySince = feed.emptySince): Promise<SyncOutcome> => {
    const known = (await calendarImports.conflicts(tenant)).filter((conflict) => conflict.feedId === feed.id).length;
    await calendarImports.recordSync(tenant, feed.id, at, { seen: 0, conflicts: known, error, emptySince, skipped });
    return { seen: 0, conflicts: known, error, newConflicts: [], skipped };
  };
  const [property, type] = await Promise.all([properties.get(tenant), roomTypes.get(tenant, feed.roomTypeId)]);
  // A closed property (deleted by its admin, restorable for 30 days) books nothing from its feeds.
  if (!property || property.closedAt) return { seen: 0, conflicts: 0, newConflicts: [], skipped };
  if (!type) return fail('The room type of this feed was deleted');
  const today = todayAt(property, now);
  const last = addDays(today, FEED_DAYS_AHEAD);
  let events: FeedEvent[];
  try {
    const reading = feedEvents(await fetchText(feed.url), { zone: property.timeZone, from: today, to: last });
    events = reading.events;
    skipped = reading.skipped;
  } catch (error) {
    if (error instanceof FetchRefused || error instanceof MalformedFeed) return fail(error.message);
    throw error;
  }
  if (events.length > MAX_FEED_EVENTS) return fail(TOO_MANY_EVENTS);
  const current = new Map<string, FeedEvent>();
  for (const event of events) if (event.checkOut > today && event.checkIn <= last) current.set(uidKeyOf(event.uid), event);

  const [links, known] = await Promise.all([calendarImports.stays(tenant, feed.id), calendarImports.conflicts(tenant)]);
  // An empty feed with stays linked is likely a site's passing glitch: its stays wait until it has stayed empty.
  if (events.length === 0 && links.length > 0) {
    const empty = emptyFeedReleases(feed.emptySince, now, syncSettings.emptyFeedHours);
    if (!empty.release) return fail(EMPTY_FEED, empty.since);
  }
  const linked = new Map(links.map((link) => [link.uidKey, link]));
  const conflicts = new Map(known.filter((conflict) => conflict.feedId === feed.id).map((conflict) => [conflict.uidKey, conflict]));
  const newConflicts: ImportConflict[] = [];
  let open = 0;
  for (const [uidKey, event] of current) {
    const reason = await place(tenant, feed, type, event, linked.get(uidKey));
    if (reason === undefined) {
      if (conflicts.has(uidKey)) await calendarImports.clearConflict(tenant, feed.id, uidKey);
      continue;
    }
    open += 1;
    const conflict: ImportConflict = {
      feedId: feed.id,
      uidKey,
      uid: event.uid,
      feedName: feed.name,
      roomTypeId: type.id,
      ...(feed.unitId ? { unitId: feed.unitId } : {}),
      checkIn: event.checkIn,
      checkOut: event.checkOut,
      reason,
      detectedAt: at,
    };
    if (await calendarImports.putConflict(tenant, conflict)) newConflicts.push(conflict);
  }
  if (newConflicts.length > 0) count(METRIC.icalConflicts, newConflicts.length);
  // Queued as soon as they are stored: a failure later in this run does not lose the staff's notice.
  await queueConflictMail(tenant, newConflicts);
  for (const link of links) if (!current.has(link.uidKey)) await release(tenant, type, feed, link, today);
  for (const uidKey of conflicts.keys()) if (!current.has(uidKey)) await calendarImports.clearConflict(tenant, feed.id, uidKey);
  await calendarImports.recordSync(tenant, feed.id, at, { seen: current.size, conflicts: open, skipped });
  return { seen: current.size, conflicts: open, newConflicts, skipped };
}
