import { type Message, message } from '@hostel/shared/i18n/message';
import { todayIn } from '@hostel/shared/domain/dates';
import { randomUUID } from 'node:crypto';
import { channelBookings } from '../data/channel-booking-repository';
import { ConditionFailed, DataError, TableUnavailable } from '../data/data-errors';
import { guests, type GuestRecord } from '../data/guest-repository';
import { RequestAlreadyRecorded, throwIfRecorded } from '../data/idempotency-repository';
import type { ReservationRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { type Part, transact } from '../data/transactions';
import { DomainError, Missing } from '../domain-errors';
import type { Actor } from '../reservations/history';
import { otaHeldCents, settleOta } from '../reservations/ota-payments';
import { bookStay, changeDetails, checkGuestsFit, LeftToDesk, moveStay, notTakenOverByDesk, type Settle } from '../reservations/stays';
import type { BookingRevision, RevisionRoom } from './channel-manager-port';
import { channelSource, guestNames, roomPrice, stayNotes } from './revision-drafts';
import type { ChannelStayLink, CollectTerms, LinkedStay, RevisionStep } from './revision-plan';
import { retypeStay } from './retype-stay';
import { settleStay } from './settle-stay';

// The writing steps of a revision's plan, each through the desk's own code (bookStay, moveStay,
// changeDetails; retypeStay composes two of its decisions, settleStay runs the OTA money's), with the room's link, and the revision's
// record when asked, as parts of the same transaction. A refusal the desk would get is a conflict (its
// reason returned), never forced; a busy table is an error, the pull's to report; a lost once-only
// condition means another pull wrote it first ('lost').

export interface StepContext {
  tenant: TenantId;
  revision: BookingRevision;
  types: ReadonlyMap<string, RoomTypeRecord>;
  /** The reservations the links name, as read for the plan. */
  reservations: ReadonlyMap<string, ReservationRecord>;
  actor: Actor;
  /** The guest the booking's new stays are for: its stays' guest, else found or made once per revision. */
  guest: { record?: GuestRecord; made?: boolean; ofStays?: string };
  /** The property's time zone, and the pull's clock: an OTA's payment is dated the property's day it was received. */
  timeZone: string;
  now: () => Date;
}

export type StepResult =
  | { kind: 'done' }
  | { kind: 'refused'; reason: Message }
  | { kind: 'lost' }
  /** The desk took the stay over (checked in or out, canceled) while the step ran: its own, as a planned `leave`. */
  | { kind: 'left' };

/** A refusal the desk would get (full nights, a taken bed, too many guests) is a conflict; a busy table is not. */
function refusalOf(error: unknown): Message | undefined {
  if (error instanceof TableUnavailable) return undefined;
  if (error instanceof DomainError || error instanceof DataError) return error.said ?? message('calendar.stayDoesNotFit');
  return undefined;
}

/** The revision's guest: the property's guest with its email, else one made from the channel's customer (written with the first stay). */
async function guestOf(ctx: StepContext): Promise<{ guest: GuestRecord; newGuest: boolean }> {
  if (ctx.guest.record) return { guest: ctx.guest.record, newGuest: false };
  // A booking already at the desk keeps its guest (the desk may have corrected the name or the email).
  const ofStays = ctx.guest.ofStays && (await guests.get(ctx.tenant, ctx.guest.ofStays));
  if (ofStays && !ofStays.erased) return { guest: ofStays, newGuest: false };
  const { customer, otaReservationCode } = ctx.revision;
  const email = customer.email?.trim().toLowerCase();
  const found = email ? await guests.findByEmail(ctx.tenant, email) : undefined;
  if (found && !found.erased) return { guest: found, newGuest: false };
  const now = new Date().toISOString();
  const made: GuestRecord = {
    id: randomUUID(),
    ...guestNames(customer, otaReservationCode),
    // An email another guest already holds (erased meanwhile) is left off rather than refusing the stay.
    ...(email && !found ? { email } : {}),
    ...(customer.phone ? { phoneNumber: customer.phone.slice(0, 40) } : {}),
    ...(customer.country ? { countryCode: customer.country.toUpperCase() } : {}),
    version: 1,
    bookings: 0,
    reservationIds: [],
    createdAt: now,
    updatedAt: now,
  };
  return { guest: made, newGuest: true };
}

function draftOf(ctx: StepContext, type: RoomTypeRecord, room: RevisionRoom, index: number, guestId: string) {
  const price = roomPrice(ctx.revision, room, type.currency);
  return {
    guestId,
    roomTypeId: type.id,
    roomTypeName: type.description,
    checkIn: room.checkIn,
    checkOut: room.checkOut,
    guests: room.guests,
    currency: price.currency,
    ...(price.totalCents === undefined ? {} : { totalCents: price.totalCents }),
    bookingSource: channelSource(ctx.revision.channel),
    status: 'confirmed' as const,
    paymentStatus: 'pending' as const,
    notes: stayNotes(ctx.revision, price),
    channelBooking: {
      channel: ctx.revision.channel,
      bookingId: ctx.revision.bookingId,
      otaCode: ctx.revision.otaReservationCode,
      room: index,
    },
  };
}

const linkOf = (
  ctx: StepContext,
  index: number,
  reservation: ReservationRecord,
  room: RevisionRoom,
  terms: CollectTerms,
): ChannelStayLink => ({
  index,
  reservationId: reservation.id,
  roomTypeId: reservation.roomTypeId,
  checkIn: room.checkIn,
  checkOut: room.checkOut,
  guests: room.guests,
  amountCents: room.amountCents,
  collect: terms,
  revisionId: ctx.revision.id,
});

/**
 * The stay's `ota` payment and commission as this revision leaves them (`terms`, the plan's), written in the stay's
 * transaction (`settleOta` decides); a cancel gives the OTA's money back and keeps the commission as it was.
 */
function otaSettle(ctx: StepContext, terms: CollectTerms | undefined, how: { cancel?: boolean; heldBefore?: number } = {}): Settle {
  const { revision } = ctx;
  const received = new Date(revision.receivedAt);
  const date = todayIn(ctx.timeZone, Number.isNaN(received.getTime()) ? ctx.now() : received);
  const note = `${revision.channel} ${revision.otaReservationCode}`;
  return (after) =>
    settleOta(after, {
      collect: terms?.by,
      commissionCents: terms?.commissionCents,
      cancel: how.cancel,
      heldBefore: how.heldBefore,
      entry: { id: randomUUID(), date, by: ctx.actor.id, note },
    });
}

async function write(ctx: StepContext, step: RevisionStep, record: Part[]): Promise<void> {
  const { tenant, revision } = ctx;
  const by = { actor: ctx.actor, action: 'created' } as const;
  const link = (stay: ChannelStayLink, previous?: LinkedStay) =>
    channelBookings.linkPart(tenant, revision.bookingId, stay, previous?.revisionId);
  if (step.kind === 'book' || step.kind === 'retype') {
    const type = ctx.types.get(step.roomTypeId);
    if (!type) throw new Missing('data.roomTypeNotFound');
    checkGuestsFit(type, step.room.guests);
    const { guest, newGuest } = await guestOf(ctx);
    const draft = draftOf(ctx, type, step.room, step.index, guest.id);
    const parts = (booked: ReservationRecord) => [
      link(linkOf(ctx, step.index, booked, step.room, step.terms), step.kind === 'retype' ? step.link : undefined),
      ...record,
    ];
    if (step.kind === 'book') await bookStay(tenant, type, draft, [], parts, by, { guest, newGuest }, otaSettle(ctx, step.terms));
    else {
      const current = ctx.reservations.get(step.link.reservationId)!;
      const settle = otaSettle(ctx, step.terms, { heldBefore: otaHeldCents(current) });
      const canceled = otaSettle(ctx, undefined, { cancel: true });
      await retypeStay(tenant, { type: ctx.types.get(current.roomTypeId), current }, { type, draft }, parts, by, {
        canceled,
        booked: settle,
      });
    }
    // Written with the stay: the booking's other rooms are for the same guest, read from the table.
    ctx.guest.record = guest;
    ctx.guest.made = ctx.guest.made || newGuest;
    return;
  }
  if (step.kind === 'move') {
    const current = ctx.reservations.get(step.link.reservationId)!;
    const type = ctx.types.get(current.roomTypeId);
    if (!type) throw new Missing('data.roomTypeNotFound');
    checkGuestsFit(type, step.room.guests);
    const price = roomPrice(revision, step.room, type.currency);
    const change = { checkIn: step.room.checkIn, checkOut: step.room.checkOut, guests: step.room.guests, totalCents: price.totalCents };
    await moveStay(
      tenant,
      type,
      current,
      change,
      { ...by, action: 'dates' },
      (next) => [link(linkOf(ctx, step.index, next, step.room, step.terms), step.link), ...record],
      notTakenOverByDesk,
      otaSettle(ctx, step.terms),
    );
    return;
  }
  if (step.kind === 'settle') {
    const current = ctx.reservations.get(step.link.reservationId)!;
    const parts = (stay: ReservationRecord) => [link(linkOf(ctx, step.index, stay, step.room, step.terms), step.link), ...record];
    await settleStay(tenant, current, otaSettle(ctx, step.terms), parts, ctx.actor);
    return;
  }
  if (step.kind !== 'cancel') return;
  const current = ctx.reservations.get(step.link.reservationId);
  const canceled = { ...step.link, reservation: undefined, canceled: true, revisionId: revision.id };
  const { reservation: _r, ...stored } = canceled;
  if (current && step.link.reservation?.live) {
    const type = ctx.types.get(current.roomTypeId);
    await changeDetails(
      tenant,
      type,
      current,
      { status: 'canceled' },
      { ...by, action: 'status' },
      () => [link(stored, step.link), ...record],
      notTakenOverByDesk,
      otaSettle(ctx, undefined, { cancel: true }),
    );
  } else
    await transact([link(stored, step.link), ...record]).catch((error: Error) => {
      if (error instanceof ConditionFailed) throwIfRecorded(error);
      throw error;
    });
}

/** Takes a writing step; `record`: the revision record's part when this step is the revision's last write. */
export async function take(ctx: StepContext, step: RevisionStep, record: Part[]): Promise<StepResult> {
  try {
    await write(ctx, step, record);
    return { kind: 'done' };
  } catch (error) {
    if (error instanceof RequestAlreadyRecorded) return { kind: 'lost' };
    if (error instanceof LeftToDesk) return { kind: 'left' };
    const reason = refusalOf(error);
    if (reason === undefined) throw error;
    return { kind: 'refused', reason };
  }
}
