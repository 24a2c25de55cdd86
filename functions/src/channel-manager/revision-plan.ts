import { type Message, message } from '@hostel/shared/i18n/message';
import { MAX_STAY_NIGHTS } from '@hostel/shared/api/reservation-schemas';
import { daysBetween } from '@hostel/shared/domain/dates';
import { commissionShares } from '../reservations/ota-payments';
import type { BookingRevision, RevisionRoom } from './channel-manager-port';
import { keepsChannelPrice } from './revision-drafts';

// One booking revision from the channel manager, applied as one plan: what to cancel, move and book so
// the booking's reservations are as the revision states the booking now. Pure: decided from the revision,
// the property's room mapping and what is stored for the booking (its links and their reservations).
// Multi-room: each room of a revision is one reservation, linked as `<bookingId>#<room index>`, so a room
// is booked, moved and canceled on its own and a room that does not fit holds up none of the others.
// Who collects a room's money and its commission share are part of what a room is: a room whose only change is
// those is settled (its OTA payment and commission), not moved.

/** Who collects a room's money, and the stay's share of the OTA's commission, as a revision leaves them. */
export interface CollectTerms {
  by: 'ota' | 'property';
  /** Absent: no commission was sent while the stay's price was the channel's own. */
  commissionCents?: number;
}

/** What a booking's room became: kept on its link and compared with the next revision of the booking. */
export interface ChannelStayLink {
  index: number;
  reservationId: string;
  /** Our room type. */
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  amountCents: number;
  /** Who collects and the commission share as last applied; absent on a link stored before they were kept (the stay says). */
  collect?: CollectTerms;
  /** The revision that last wrote the link: the next write's condition, so a room changes once per revision. */
  revisionId: string;
  /** Canceled by the channel: the link stays, so a late revision does not book the room again. */
  canceled?: boolean;
}

/** The reservation a link names, as the desk left it (undefined: gone). */
export interface LinkedReservation {
  live: boolean;
  checkedIn: boolean;
  checkedOut: boolean;
  /** What the OTA holds of the stay (its `ota` payments) and the stay's commission share: an older link's terms. */
  otaHeldCents: number;
  otaCommissionCents?: number;
}

export interface LinkedStay extends ChannelStayLink {
  reservation: LinkedReservation | undefined;
}

export interface StoredBooking {
  /** This revision is recorded as applied (or stored as a conflict) already. */
  applied: boolean;
  links: readonly LinkedStay[];
}

export type RevisionStep =
  | { kind: 'cancel'; index: number; link: LinkedStay }
  /** Dates, guests or amount changed on the same room type: the stay moves and takes the new price. */
  | { kind: 'move'; index: number; room: RevisionRoom; link: LinkedStay; terms: CollectTerms }
  /** Another room type: the old stay is canceled and the new one booked, in one transaction. */
  | { kind: 'retype'; index: number; room: RevisionRoom; roomTypeId: string; link: LinkedStay; terms: CollectTerms }
  | { kind: 'book'; index: number; room: RevisionRoom; roomTypeId: string; terms: CollectTerms }
  /** The stay is as the room says but who collects or its commission share changed: only the OTA's money is brought to it. */
  | { kind: 'settle'; index: number; room: RevisionRoom; link: LinkedStay; terms: CollectTerms }
  /** Cannot be applied as it is (unmapped, too long): stored and shown; a desk refusal adds to these when applied. */
  | { kind: 'conflict'; index: number; room: RevisionRoom; roomTypeId: string | undefined; reason: Message }
  /** The channel changed a stay the desk has begun or ended: the desk's to settle, reported once. */
  | { kind: 'leave'; index: number; link: LinkedStay; reason: Message };

export type RevisionPlan = { kind: 'skip' } | { kind: 'apply'; steps: RevisionStep[] };

const ORDER: Record<RevisionStep['kind'], number> = { cancel: 0, leave: 1, conflict: 2, move: 3, retype: 4, book: 5, settle: 6 };

const LEFT_TO_DESK = message('calendar.channelChangeLeftToDesk');

/** The channel room type → our room type, from the connection's mapping. */
export type RoomMapping = ReadonlyMap<string, string>;

function sameStay(link: ChannelStayLink, room: RevisionRoom, roomTypeId: string): boolean {
  return (
    link.roomTypeId === roomTypeId &&
    link.checkIn === room.checkIn &&
    link.checkOut === room.checkOut &&
    link.guests === room.guests &&
    link.amountCents === room.amountCents
  );
}

/** Begun or ended at the desk (or canceled there, or gone): the channel's change is not forced on it. */
const desksOwn = ({ reservation }: LinkedStay) => !reservation?.live || reservation.checkedIn || reservation.checkedOut;

/** The terms a linked stay holds: as its link last applied them, else (an older link) as the stay shows them; undefined: gone. */
function heldTerms(link: LinkedStay): CollectTerms | undefined {
  if (link.collect) return link.collect;
  const stay = link.reservation;
  if (!stay) return undefined;
  const by = stay.otaHeldCents !== 0 ? 'ota' : 'property';
  return stay.otaCommissionCents === undefined ? { by } : { by, commissionCents: stay.otaCommissionCents };
}

/** Each room's share of the booking's commission when sent and the price is the channel's own (rooms canceled count 0). */
function sharesOf(revision: BookingRevision): number[] | undefined {
  if (revision.otaCommissionCents === undefined || !keepsChannelPrice(revision)) return undefined;
  return commissionShares(
    revision.otaCommissionCents,
    revision.rooms.map((room) => (room.cancelled ? 0 : room.amountCents)),
  );
}

/** The terms the revision gives a room: who collects as it says (not said: as before), its share of the commission when sent (else as before). */
function termsOf(revision: BookingRevision, shares: number[] | undefined, index: number, before: CollectTerms | undefined): CollectTerms {
  const by = revision.paymentCollect ?? before?.by ?? 'property';
  const commissionCents = shares ? shares[index] : before?.commissionCents;
  return commissionCents === undefined ? { by } : { by, commissionCents };
}

const sameTerms = (a: CollectTerms, b: CollectTerms) => a.by === b.by && a.commissionCents === b.commissionCents;

/** A room the revision leaves as it was: a step only when who collects or its commission share changed. */
function termsStep(index: number, room: RevisionRoom, link: LinkedStay, shares: number[] | undefined, revision: BookingRevision) {
  const before = heldTerms(link);
  if (!before) return undefined;
  const terms = termsOf(revision, shares, index, before);
  if (sameTerms(before, terms)) return undefined;
  if (desksOwn(link)) return { kind: 'leave', index, link, reason: LEFT_TO_DESK } as const;
  return { kind: 'settle', index, room, link, terms } as const;
}

function roomStep(
  revision: BookingRevision,
  shares: number[] | undefined,
  index: number,
  room: RevisionRoom,
  mapping: RoomMapping,
  link: LinkedStay | undefined,
): RevisionStep | undefined {
  // A room Channex has not mapped to one of its room types (`room_type_id` null) is the property's still: kept for the desk.
  if (room.roomTypeId === undefined)
    return { kind: 'conflict', index, room, roomTypeId: undefined, reason: message('calendar.channelRoomNotMappedThere') };
  const roomTypeId = mapping.get(room.roomTypeId);
  if (!roomTypeId)
    return { kind: 'conflict', index, room, roomTypeId, reason: message('calendar.channelRoomNotMapped', { id: room.roomTypeId }) };
  if (link && !link.canceled && sameStay(link, room, roomTypeId)) return termsStep(index, room, link, shares, revision);
  if (daysBetween(room.checkIn, room.checkOut) > MAX_STAY_NIGHTS || room.checkOut <= room.checkIn)
    return { kind: 'conflict', index, room, roomTypeId, reason: message('calendar.stayLongerMaxNights', { max: MAX_STAY_NIGHTS }) };
  if (!link || link.canceled) return { kind: 'book', index, room, roomTypeId, terms: termsOf(revision, shares, index, undefined) };
  // A link whose reservation the desk canceled: the desk's word stands, as with a checked-in stay.
  if (desksOwn(link)) return { kind: 'leave', index, link, reason: LEFT_TO_DESK };
  const terms = termsOf(revision, shares, index, heldTerms(link));
  if (link.roomTypeId !== roomTypeId) return { kind: 'retype', index, room, roomTypeId, link, terms };
  return { kind: 'move', index, room, link, terms };
}

/**
 * The ordered steps that bring a booking's reservations to `revision`: cancels first (they free nights),
 * then moves, then bookings, which may need the nights the others freed. A revision already applied is
 * skipped. A cancelled booking cancels each live room; a room the revision no longer lists, or marks cancelled, is canceled too.
 */
export function revisionPlan(revision: BookingRevision, mapping: RoomMapping, stored: StoredBooking): RevisionPlan {
  if (stored.applied) return { kind: 'skip' };
  const links = new Map(stored.links.map((link) => [link.index, link]));
  const steps: RevisionStep[] = [];
  const rooms = revision.status === 'cancelled' ? [] : revision.rooms;
  const shares = sharesOf(revision);
  // A room the channel no longer sells: canceled, unless the desk has begun or ended it.
  const ended = (link: LinkedStay): RevisionStep =>
    link.reservation?.live && (link.reservation.checkedIn || link.reservation.checkedOut)
      ? { kind: 'leave', index: link.index, link, reason: LEFT_TO_DESK }
      : { kind: 'cancel', index: link.index, link };
  rooms.forEach((room, index) => {
    const link = links.get(index);
    // Some channels keep a canceled room in the list, marked (`is_cancelled`), rather than drop it.
    if (room.cancelled) {
      if (link && !link.canceled) steps.push(ended(link));
      return;
    }
    const step = roomStep(revision, shares, index, room, mapping, link);
    if (step) steps.push(step);
  });
  for (const link of stored.links) {
    if (link.index < rooms.length || link.canceled) continue;
    steps.push(ended(link));
  }
  steps.sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || a.index - b.index);
  return { kind: 'apply', steps };
}

/** The steps that write (the others are reported or stored as conflicts). */
export const writes = (step: RevisionStep) =>
  step.kind === 'cancel' || step.kind === 'move' || step.kind === 'retype' || step.kind === 'book' || step.kind === 'settle';
