import type { Message } from '@hostel/shared/i18n/message';
import { channelBookings, type ChannelConflictRoom } from '../data/channel-booking-repository';
import { reservations, type ReservationRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import type { Part } from '../data/transactions';
import type { Actor } from '../reservations/history';
import { otaHeldCents } from '../reservations/ota-payments';
import { isLive } from '@hostel/shared/api/reservation-schemas';
import type { BookingRevision } from './channel-manager-port';
import { type LinkedStay, type RevisionStep, type RoomMapping, revisionPlan, writes } from './revision-plan';
import { type StepContext, take } from './revision-steps';

// One revision applied: its plan (revision-plan.ts) taken step by step through the desk's code. The
// revision's record joins the transaction of its last change, so "applied" and the change commit together;
// a revision that changes nothing, or whose rooms did not all fit, is recorded alone after. Rooms that do
// not fit are stored as the booking's conflict (with the revision, so later pulls retry it) and told once.

export type Applied =
  /** Recorded as applied, or as a conflict kept for the desk: acknowledge it. */
  | { outcome: 'applied' | 'conflict' | 'skipped'; newConflicts: ChannelConflictRoom[]; left: number }
  /** Another pull wrote part of it first and it is not recorded yet: not acknowledged; the next pull sees it again. */
  | { outcome: 'unsettled'; newConflicts: ChannelConflictRoom[]; left: number };

export interface ApplyContext {
  tenant: TenantId;
  mapping: RoomMapping;
  types: ReadonlyMap<string, RoomTypeRecord>;
  actor: Actor;
  now: () => Date;
  /** The property's time zone: the day an OTA's payment is dated. */
  timeZone: string;
}

async function linkedStays(tenant: TenantId, bookingId: string) {
  const links = await channelBookings.links(tenant, bookingId);
  const records = await Promise.all(links.map((link) => reservations.get(tenant, link.reservationId)));
  const byId = new Map<string, ReservationRecord>();
  const stays: LinkedStay[] = links.map((link, at) => {
    const record = records[at];
    if (record) byId.set(record.id, record);
    return {
      ...link,
      reservation: record && {
        live: isLive(record.status),
        checkedIn: Boolean(record.checkedIn),
        checkedOut: Boolean(record.checkedOut),
        otaHeldCents: otaHeldCents(record),
        ...(record.otaCommissionCents === undefined ? {} : { otaCommissionCents: record.otaCommissionCents }),
      },
    };
  });
  return { stays, byId };
}

const roomOf = (step: RevisionStep) => ('room' in step ? step.room : { checkIn: step.link.checkIn, checkOut: step.link.checkOut });

/**
 * Applies one revision. `retry`: a stored conflict's revision tried again (already recorded and
 * acknowledged: no record is written, and it is not skipped as applied).
 */
export async function applyRevision(ctx: ApplyContext, revision: BookingRevision, retry = false): Promise<Applied> {
  const { tenant } = ctx;
  const [applied, { stays, byId }] = await Promise.all([
    retry ? false : channelBookings.applied(tenant, revision.id),
    linkedStays(tenant, revision.bookingId),
  ]);
  const plan = revisionPlan(revision, ctx.mapping, { applied, links: stays });
  if (plan.kind === 'skip') return { outcome: 'skipped', newConflicts: [], left: 0 };
  const ofStays = [...byId.values()][0]?.guestId;
  const stepContext: StepContext = {
    tenant,
    revision,
    types: ctx.types,
    reservations: byId,
    actor: ctx.actor,
    guest: { ofStays },
    timeZone: ctx.timeZone,
    now: ctx.now,
  };
  const refused: ChannelConflictRoom[] = [];
  const refuse = (step: RevisionStep, reason: Message) => {
    const room = roomOf(step);
    const roomTypeId = 'roomTypeId' in step ? step.roomTypeId : undefined;
    refused.push({ index: step.index, ...(roomTypeId ? { roomTypeId } : {}), checkIn: room.checkIn, checkOut: room.checkOut, reason });
  };
  for (const step of plan.steps) if (step.kind === 'conflict') refuse(step, step.reason);
  let left = plan.steps.filter((step) => step.kind === 'leave').length;
  const writing = plan.steps.filter(writes);
  let recorded = false;
  for (const [at, step] of writing.entries()) {
    const last = at === writing.length - 1;
    // The record joins the last change; earlier ones mark the revision begun, so a crash between them applies the rest.
    const record: Part[] = retry
      ? []
      : [channelBookings.revisionPart(tenant, revision, last && refused.length === 0 ? 'applied' : 'partial', ctx.now())];
    const result = await take(stepContext, step, record);
    if (result.kind === 'lost') {
      // Written first by another pull: acknowledged once that pull has recorded it.
      const done = await channelBookings.applied(tenant, revision.id);
      return { outcome: done ? 'skipped' : 'unsettled', newConflicts: [], left };
    }
    if (result.kind === 'refused') refuse(step, result.reason);
    // The desk took the stay over meanwhile: left to it, as a planned `leave` (the record is written after, below).
    else if (result.kind === 'left') left += 1;
    else if (last && refused.length === 0) recorded = !retry;
  }
  let newConflicts: ChannelConflictRoom[] = [];
  if (refused.length > 0)
    newConflicts = await channelBookings.putConflict(tenant, {
      bookingId: revision.bookingId,
      revision,
      rooms: refused,
      detectedAt: ctx.now().toISOString(),
    });
  // Fitted whole: a conflict stored for this booking (this revision's, or an older one it replaces) is cleared.
  else await channelBookings.clearConflict(tenant, revision.bookingId, retry ? revision.id : undefined);
  const outcome = refused.length > 0 ? 'conflict' : 'applied';
  // Recorded by another pull meanwhile (it found what it changed already there): that pull's outcome stands.
  if (!retry && !recorded && !(await channelBookings.recordRevision(tenant, revision, outcome, ctx.now())))
    return { outcome: 'skipped', newConflicts, left };
  return { outcome, newConflicts, left };
}
