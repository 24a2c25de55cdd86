import type { HistoryAction, HistoryEntry } from '@hostel/shared/api/stay-lifecycle-schemas';
import { fromCents } from '@hostel/shared/domain/money';
import { reservationHistory, type HistoryChange, type HistoryRecord, type HistoryValue } from '../data/reservation-history-repository';
import type { ReservationRecord } from '../data/reservation-repository';
import type { TenantId } from '../data/tenant';
import type { TransactItem } from '../data/transactions';
import { users, type UserRecord } from '../data/user-repository';
import { sourceAsSent } from './booking-source';
import { folioTotalCents, paidCentsOf } from './payment-status';

// Every change of a reservation keeps one history entry, written in the change's own transaction:
// a write adds `historyPart(tenant, by, before, after)` to its parts (one line), and the entry lists
// the fields whose values differ, before and after, as the API names them.

/** Who makes a change: their id, and their name as it is when they make it. */
export interface Actor {
  id: string;
  name: string;
}

/** Who changes a reservation, and what the desk was doing (the timeline's label). */
export interface ChangeBy {
  actor: Actor;
  action: HistoryAction;
}

/** Changes no signed-in user makes, named as the timeline shows them. */
export const BOOKING_PAGE_ACTOR: Actor = { id: 'booking-page', name: 'The guest, on the booking page' };
export const STAY_LINK_ACTOR: Actor = { id: 'stay-link', name: 'The guest, by their private link' };
export const HOLD_SWEEP_ACTOR: Actor = { id: 'booking-hold', name: 'The booking page, as the guest did not confirm in time' };
export const importActor = (feedName: string): Actor => ({ id: 'calendar-import', name: `Calendar import: ${feedName}` });

/** The signed-in user as an actor (one read of their record, for the name). */
export async function actorOf(session: { propertyId: TenantId; userId: string }): Promise<Actor> {
  return actorFrom(session.userId, await users.get(session.propertyId, session.userId));
}

/** The actor of a user record already read (`users.getPart`); a user gone meanwhile has no name. */
export function actorFrom(userId: string, user: UserRecord | undefined): Actor {
  return { id: userId, name: user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '' };
}

const TRACKED: ReadonlyArray<[string, (record: ReservationRecord) => HistoryValue]> = [
  ['room_type', (record) => record.roomTypeName],
  ['check_in', (record) => record.checkIn],
  ['check_out', (record) => record.checkOut],
  ['number_of_guest', (record) => record.guests],
  ['total_price', (record) => fromCents(record.totalCents)],
  ['currency', (record) => record.currency],
  ['booking_source', (record) => sourceAsSent(record)],
  ['reservation_status', (record) => record.status],
  ['payment_status', (record) => record.paymentStatus],
  ['special_request', (record) => record.specialRequest ?? null],
  ['assigned_beds', (record) => record.beds],
  ['paid_total', (record) => fromCents(paidCentsOf(record))],
  ['folio_total', (record) => fromCents(folioTotalCents(record))],
  ['tourist_tax_exempt', (record) => record.touristTax?.exempt?.reason ?? null],
  // A voided charge's line and reason, for the timeline: the folio's total alone would not say which or why.
  ['voided_charges', (record) => (record.voidedCharges ?? []).map((line) => `${line.description} × ${line.quantity}: ${line.voidReason}`)],
  ['checked_in_At', (record) => record.checkedIn?.at ?? null],
  ['checked_out_At', (record) => record.checkedOut?.at ?? null],
  ['internal_notes', (record) => record.notes ?? null],
  // A channel booking's share of the OTA's commission (not in the spec; absent on every other stay).
  ['ota_commission', (record) => (record.otaCommissionCents === undefined ? null : fromCents(record.otaCommissionCents))],
];

const empty = (value: HistoryValue) => value === null || (Array.isArray(value) && value.length === 0);
const same = (a: HistoryValue, b: HistoryValue) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ from `before` to `after` (a creation: every field that has a value). */
export function changesBetween(before: ReservationRecord | undefined, after: ReservationRecord): HistoryChange[] {
  return TRACKED.flatMap(([field, read]) => {
    const old = before ? read(before) : null;
    const now = read(after);
    if (before ? same(old, now) : empty(now)) return [];
    return [{ field, before: old, after: now }];
  });
}

/** The history entry of one change, as a part of its transaction. `n` > 1 for a second entry of the same reservation in it. */
export function historyPart(
  tenant: TenantId,
  by: ChangeBy,
  before: ReservationRecord | undefined,
  after: ReservationRecord,
  n = 1,
): TransactItem {
  const entry: HistoryRecord = {
    reservationId: after.id,
    at: after.updatedAt,
    n,
    byId: by.actor.id,
    byName: by.actor.name,
    action: by.action,
    changes: changesBetween(before, after),
  };
  return reservationHistory.entryPart(tenant, entry);
}

export function historyView(record: HistoryRecord): HistoryEntry {
  return {
    at: record.at,
    by: { _id: record.byId, name: record.byName },
    action: record.action as HistoryAction,
    changes: record.changes,
  };
}
