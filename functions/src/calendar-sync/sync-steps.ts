import { type Message, message } from '@hostel/shared/i18n/message';
import { isLive, MAX_STAY_NIGHTS } from '@hostel/shared/api/reservation-schemas';
import { daysBetween } from '@hostel/shared/domain/dates';
import { calendarImports, type CalendarImportRecord, type ImportedStay } from '../data/calendar-import-repository';
import { ConditionFailed, DataError, TableUnavailable } from '../data/data-errors';
import { RequestAlreadyRecorded } from '../data/idempotency-repository';
import { reservations } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { DomainError } from '../domain-errors';
import { importActor } from '../reservations/history';
import { bookStay, changeDetails, checkGuestsFit, LeftToDesk, moveStay, notTakenOverByDesk, takenOverByDesk } from '../reservations/stays';
import type { FeedEvent } from './feed-events';
import type { SyncStep } from './sync-plan';

// The steps of a sync's plan, each through the desk's own code (bookStay, moveStay, changeDetails), so an
// imported stay holds units and beds under the same conditions as the desk's. A refusal the desk would get
// is a conflict (its reason returned), never forced; a busy table is an error, the run's to record.

const TOO_LONG = message('calendar.stayLongerMaxNights', { max: MAX_STAY_NIGHTS });

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
function refusalOf(error: unknown): Message | undefined {
  if (error instanceof TableUnavailable) return undefined;
  if (error instanceof DomainError || error instanceof DataError) return error.said ?? message('calendar.stayDoesNotFit');
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
    if (!current || takenOverByDesk(current)) return undefined;
    // A link made before its dates were kept: the reservation's dates stand for the feed's last ones. Checked again on
    // each try: the desk may check the guest in, or cancel, while the move is under way.
    if (current.checkIn !== event.checkIn || current.checkOut !== event.checkOut)
      await moveStay(
        tenant,
        type,
        current,
        { checkIn: event.checkIn, checkOut: event.checkOut, guests: current.guests },
        { actor: importActor(feed.name), action: 'dates' },
        undefined,
        notTakenOverByDesk,
      );
    await calendarImports.noteStayDates(tenant, feed.id, linked.uidKey, event);
    return undefined;
  } catch (error) {
    // Another sync of this feed linked the event first: it is booked once. The desk took the stay over meanwhile: its own.
    if (error instanceof RequestAlreadyRecorded || error instanceof LeftToDesk) return undefined;
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
      await changeDetails(
        tenant,
        type,
        current,
        { status: 'canceled' },
        { actor: importActor(feed.name), action: 'status' },
        undefined,
        notTakenOverByDesk,
      ).catch((error: unknown) => {
        // Taken over by the desk meanwhile (checked in, canceled): its own to end.
        if (!(error instanceof LeftToDesk)) throw error;
      });
  }
  await calendarImports.forgetStay(tenant, feed.id, link.uidKey);
  return undefined;
}

/** A step taken: the refusal (a conflict) of the event it places, or undefined when it fits or needs nothing. */
export async function take(tenant: TenantId, feed: CalendarImportRecord, type: RoomTypeRecord, step: SyncStep, today: string) {
  if (step.kind === 'release') return release(tenant, type, feed, step.link, today);
  if (step.kind === 'book') return place(tenant, feed, type, step.event);
  if (step.kind === 'move') return place(tenant, feed, type, step.event, step.link);
  const current = await reservations.get(tenant, step.from.reservationId);
  // Canceled, checked in or out at the desk: the old stay is the desk's; the new UID is a booking of its own.
  if (!current || takenOverByDesk(current)) {
    await release(tenant, type, feed, step.from, today);
    return place(tenant, feed, type, step.event);
  }
  try {
    await calendarImports.rekeyStay(tenant, feed.id, step.from, step.event.uid);
  } catch (error) {
    // Changed meanwhile: the next sync plans it again from the links as they are.
    if (error instanceof ConditionFailed) return undefined;
    throw error;
  }
  return place(tenant, feed, type, step.event, { ...step.from, uidKey: step.uidKey, uid: step.event.uid });
}
