import { message } from '@hostel/shared/i18n/message';
import { ConditionFailed, ItemNotFound } from '../data/data-errors';
import { guests } from '../data/guest-repository';
import { nightInventory, type NightItem } from '../data/night-inventory-repository';
import { reservations, type ReservationRecord } from '../data/reservation-repository';
import { roomTypes, type RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { allNamed, named, type Part, type TransactItem } from '../data/transactions';
import { historyPart, type ChangeBy } from './history';
import { capacity, type StayWrite, TYPE_DELETED } from './stay-rules';

// The read and commit steps the stay changes share: the reads a decision needs, and the one place a
// decided StayWrite becomes its transaction's named parts (a failure is then told by name, never position).

/** The names of a stay change's parts. */
export const PART = {
  reservation: (id: string) => `reservation:${id}`,
  history: (id: string) => `history:${id}`,
  /** The room type's sale mark: it fails when the type was deleted. */
  sale: 'sale',
  guest: 'guest',
  /** The link from the guest to a new stay (GUESTSTAY#), which its page and a change of its name read. */
  guestStay: 'guest-stay',
  night: (date: string) => `night:${date}`,
  /** A night of the old type a move to another type gives back. */
  leave: (date: string) => `leave:${date}`,
} as const;

/** The transaction's parts for a decided write, its own first, then `extra` (an idempotency record, mails). */
export function stayParts(tenant: TenantId, by: ChangeBy, write: StayWrite, extra: readonly (Part | TransactItem)[] = []): Part[] {
  const parts: Part[] = [];
  for (const { before, after } of write.stays) {
    const own = before ? reservations.changeParts(tenant, before, after) : reservations.createParts(tenant, after);
    parts.push(...allNamed(PART.reservation(after.id), own), named(PART.history(after.id), historyPart(tenant, by, before, after)));
  }
  const type = write.type;
  if (write.sells && type) parts.push(named(PART.sale, roomTypes.salePart(tenant, type.id)));
  if (write.guest) {
    const link = guests.stayPart(tenant, write.guest.id, write.stays[0]!.after.id);
    parts.push(named(PART.guest, guests.bookingPart(tenant, write.guest)), named(PART.guestStay, link));
  }
  if (write.nights && type) parts.push(...nightParts(tenant, type, write.nights));
  if (write.leaves && write.nights)
    parts.push(...nightParts(tenant, write.leaves.type, { ...write.leaves, of: write.nights.of }, PART.leave));
  if (write.handovers && type)
    for (const [date, handovers] of write.handovers)
      parts.push(named(PART.night(date), nightInventory.handoverPart(tenant, date, type.id, handovers)));
  return [...parts, ...extra.map((part) => ('item' in part && 'name' in part ? part : named('extra', part)))];
}

function nightParts(
  tenant: TenantId,
  type: RoomTypeRecord,
  { of, deltas, read }: NonNullable<StayWrite['nights']>,
  name: (date: string) => string = PART.night,
): Part[] {
  return deltas.map((delta) =>
    named(
      name(delta.date),
      nightInventory.changePart(tenant, {
        ...delta,
        roomTypeId: type.id,
        capacity: capacity(type),
        reservationId: of.id,
        changeTag: of.updatedAt,
        night: read.get(delta.date),
      }),
    ),
  );
}

/** The type's nights on `dates` (any order), by date. */
export async function nightsOf(tenant: TenantId, type: RoomTypeRecord, dates: string[]): Promise<Map<string, NightItem>> {
  if (dates.length === 0) return new Map();
  const sorted = [...dates].sort();
  const items = await nightInventory.ofType(tenant, type.id, sorted[0]!, sorted.at(-1)!);
  return new Map(items.map((night) => [night.date, night]));
}

/** The reservation as it is now (a lost race reads it again). */
export async function reservationNow(tenant: TenantId, id: string): Promise<ReservationRecord> {
  const record = await reservations.get(tenant, id);
  if (!record) throw new ItemNotFound(message('stay.reservationNotFound'));
  return record;
}

/**
 * The stay's room type as the stay is now: the one in hand while the stay is in it, else read again. A move to
 * another type may win a race (or a caller may name the type a feed first booked): the stay's nights and beds are
 * then the other type's, and a change decided on the first type would release and take the wrong nights.
 * Undefined when that type was deleted.
 */
export async function stayTypeNow(
  tenant: TenantId,
  current: ReservationRecord,
  inHand: RoomTypeRecord | undefined,
): Promise<RoomTypeRecord | undefined> {
  return inHand?.id === current.roomTypeId ? inHand : roomTypes.get(tenant, current.roomTypeId);
}

/** stayTypeNow for a change that needs the type (a move of dates, beds or nights): a deleted one is a 409. */
export async function movableTypeNow(tenant: TenantId, current: ReservationRecord, inHand: RoomTypeRecord): Promise<RoomTypeRecord> {
  const type = await stayTypeNow(tenant, current, inHand);
  if (!type) throw new ConditionFailed(message(TYPE_DELETED));
  return type;
}
