import type { Language } from '@hostel/shared/domain/languages';
import { BatchGetCommand, DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type {
  BookingSource,
  ImportedSource,
  RecordedPaymentMethod,
  PaymentStatus,
  ReservationStatus,
} from '@hostel/shared/api/reservation-schemas';
import { MAX_STAY_NIGHTS } from '@hostel/shared/api/reservation-schemas';
import { addDays, daysBetween } from '@hostel/shared/domain/dates';
import { isHeld } from '@hostel/shared/domain/stay-hold';
import type { Currency } from '@hostel/shared/domain/money';
import type { NightPrice } from '@hostel/shared/domain/stay-price';
import type { ChargeKind } from '@hostel/shared/api/folio-schemas';
import { batchGet } from './batch-get';
import { db, epochSeconds, tableName } from './db-client';
import { queryAll } from './query-pages';
import { tenantKey, trustedTenant, type TenantId } from './tenant';
import type { TransactItem } from './transactions';

// Reservation: PROP#p / RES#<id>, with a copy of its guest's name (guest-repository.ts keeps it true).
//
// Date windows (find, simple, home, check-in) read the gsi1 index, never the partition: gsi1pk =
// PROP#p#STAY#<length class>, gsi1sk = <check_in>#<id>. A stay overlaps [from, to] when check_in ≤ to and
// check_out > from; a stay of at most L nights that ends after `from` began after from − L. So each class
// (S: ≤7 nights, M: ≤30, L: ≤90) is one Query of check_in BETWEEN from − L AND to, keeping those that end
// after `from`. Its cost is the reservations that start near the window (mostly the short ones of the last
// week), never the years before it, and no stay is missed, however long.
//
// Held bookings (booking-page.md): while a stay is held for its guest's confirmation, PROP#p / HOLD#<id>
// names it in the index (gsi1pk = HOLDS, gsi1sk = <heldUntil>#<propertyId>#<id>), put with the booking and
// deleted by the change that ends the hold, so the schedule finds the expired ones with one Query.
//
// "Latest updated": PROP#p / RESUPD#<updatedAt>#<id>, one marker per reservation, moved in the same
// transaction as every change (the old one deleted, the new one put, on the condition that the reservation
// is still at the updatedAt that was read). It expires after 31 days, so "the 10 last updated in the last
// 30 days" is one Query of at most 10 small items, newest first, and a BatchGet of those 10.

/** One payment (negative: a refund), kept in the reservation's own item, in its currency. */
export interface PaymentRecord {
  id: string;
  amountCents: number;
  /** `ota`: the OTA collected it (written by the channel sync alone). */
  method: RecordedPaymentMethod;
  /** yyyy-MM-dd, the day it was paid. */
  date: string;
  note?: string;
  recordedAt: string;
  /** The user who recorded it. */
  recordedBy: string;
  /** Paid in another currency (US dollars): it, the amount in its cents, and the rate typed; `amountCents` is the value in the stay's. */
  currency?: Currency;
  foreignCents?: number;
  rate?: number;
  /** The cash-drawer shift (its id) this cash payment counts toward. */
  shiftId?: string;
}

/** One charge of the folio beside the nights (an extra, an adjustment, a discount), kept in the reservation's own item. */
export interface ChargeRecord {
  id: string;
  kind: ChargeKind;
  /** The extra's name when added, or the reason of an adjustment or discount. */
  description: string;
  extraId?: string;
  quantity: number;
  unitCents: number;
  /** quantity × unitCents; negative for a discount. */
  amountCents: number;
  addedAt: string;
  addedBy: string;
}

/** A charge taken off the folio (added by mistake), kept with who voided it, when and why. */
export interface VoidedChargeRecord extends ChargeRecord {
  voidedAt: string;
  voidedBy: string;
  voidReason: string;
}

/** The tourist tax rate a stay was booked under (the tax is derived: tourist-tax.ts), and its exemption by the desk. */
export interface StayTaxRecord {
  perGuestNightCents: number;
  exempt?: { reason: string; by: string; at: string };
}

export interface ReservationRecord {
  id: string;
  guestId: string;
  guestFirstName?: string;
  guestLastName?: string;
  /** The guest's personal data was erased: the reservation shows "Deleted guest". */
  guestErased?: boolean;
  roomTypeId: string;
  /** The room type's name when booked; shown if the type is later deleted. */
  roomTypeName: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  totalCents: number;
  /**
   * Each night's price, in date order, summing to `totalCents`: kept while the price is the rates' (booked or
   * repriced), absent when the desk set the total by hand or on stays booked before it existed.
   */
  nightPrices?: NightPrice[];
  currency: Currency;
  /** Canonical (lower case): what lists and reports group by; `ical:<feed name>` or `channel:<channel>` for a synced stay. */
  bookingSource: BookingSource | ImportedSource;
  /** The client's own spelling of the source ('hostelWorld.com'), answered back; absent when canonical. */
  bookingSourceSpelling?: string;
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  specialRequest?: string;
  /** A room of a channel manager's booking: the channel it was sold on, its booking, the OTA's code and the room's place in it. */
  channelBooking?: { channel: string; bookingId: string; otaCode: string; room: number };
  /** Where the booking came from when not the desk: 'booking-page' (the hostel's own page). */
  origin?: 'booking-page';
  /** The guest's expected arrival time (HH:mm) and note, from the booking page. */
  arrivalTime?: string;
  guestNote?: string;
  /** The email typed on the booking page: where its mails go (the guest record may have none). */
  guestEmail?: string;
  /** The phone typed on the booking page, as typed (the guest record keeps the one it had). */
  guestPhone?: string;
  /** The language the guest booked in on the booking page: their mails are in it (absent: English). */
  guestLanguage?: Language;
  /** The last day the guest may cancel through the booking page's link (the policy when booked). */
  guestCancelUntil?: string;
  /**
   * A booking-page booking held until the guest confirms by the mail's link (status provisional, nights taken):
   * the instant (ISO) it is released otherwise. Removed when the hold ends (confirmed, canceled, expired).
   */
  heldUntil?: string;
  /** The hold ran out unconfirmed (the instant it ran out): the stay was canceled by the hold's sweep. */
  holdExpired?: string;
  /** The beds held every night of the stay; empty while waiting for beds, and once released. */
  beds: string[];
  /** Oldest first; absent until the first one. Written with `paidCents` on the `updatedAt` condition. */
  payments?: PaymentRecord[];
  /** The sum of `payments`. */
  paidCents?: number;
  /** The folio's charges beside the nights, oldest first; absent until the first. Written with the status on the `updatedAt` condition. */
  charges?: ChargeRecord[];
  /** Charges voided, oldest first: out of the folio, kept for its history; with `charges`, at most MAX_CHARGES lines. */
  voidedCharges?: VoidedChargeRecord[];
  /** The tourist tax it was booked under; absent: none. */
  touristTax?: StayTaxRecord;
  /** The OTA's commission on this stay (its share of the booking's), in the stay's currency, as the channel last sent it. */
  otaCommissionCents?: number;
  /** Stored front-desk actions: when and by whom the guest checked in and out. */
  checkedIn?: DeskStamp;
  checkedOut?: DeskStamp;
  /** Staff-only notes (never shown to guests), apart from the spec's short special request. */
  notes?: string;
  /** What a cancel or no-show released, so an undo can take it back: the status and beds it had. */
  released?: { status: ReservationStatus; beds: string[] };
  createdAt: string;
  updatedAt: string;
}

/** Who did a front-desk action, and when. */
export interface DeskStamp {
  at: string;
  byId: string;
  byName: string;
}

export type GuestName = { firstName: string; lastName: string } | 'erased';

const STAY_CLASSES = [
  { id: 'S', maxNights: 7 },
  { id: 'M', maxNights: 30 },
  { id: 'L', maxNights: MAX_STAY_NIGHTS },
] as const;
/** The marker outlives the 30-day window by a day, so the window never misses one that TTL removed early. */
const MARKER_DAYS = 31;
const RES = 'RES#';
const MARKER = 'RESUPD#';

const reservationKey = (tenant: TenantId, id: string) => ({ pk: tenantKey(tenant), sk: `${RES}${id}` });
const HOLDS = 'HOLDS';
const holdKey = (tenant: TenantId, id: string) => ({ pk: tenantKey(tenant), sk: `HOLD#${id}` });

/** A held stay the schedule may find due. */
export interface HoldMark {
  tenant: TenantId;
  reservationId: string;
  heldUntil: string;
}

function holdPut(tenant: TenantId, record: ReservationRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...holdKey(tenant, record.id),
        type: 'reservationHold',
        gsi1pk: HOLDS,
        gsi1sk: `${record.heldUntil}#${tenant}#${record.id}`,
        propertyId: tenant,
        reservationId: record.id,
        heldUntil: record.heldUntil,
      },
    },
  };
}
const markerKey = (tenant: TenantId, updatedAt: string, id: string) => ({ pk: tenantKey(tenant), sk: `${MARKER}${updatedAt}#${id}` });

function stayIndex(tenant: TenantId, record: Pick<ReservationRecord, 'id' | 'checkIn' | 'checkOut'>) {
  const nights = daysBetween(record.checkIn, record.checkOut);
  const stayClass = STAY_CLASSES.find((candidate) => nights <= candidate.maxNights) ?? STAY_CLASSES[2];
  return { gsi1pk: `${tenantKey(tenant)}#STAY#${stayClass.id}`, gsi1sk: `${record.checkIn}#${record.id}` };
}

function fromItem(item: Record<string, unknown>): ReservationRecord {
  const { pk: _pk, sk: _sk, type: _type, gsi1pk: _gsi1pk, gsi1sk: _gsi1sk, ...rest } = item;
  return rest as unknown as ReservationRecord;
}

function markerPut(tenant: TenantId, record: ReservationRecord): TransactItem {
  const expiresAt = epochSeconds(new Date(Date.parse(record.updatedAt) + MARKER_DAYS * 86_400_000));
  return {
    Put: {
      TableName: tableName(),
      Item: { ...markerKey(tenant, record.updatedAt, record.id), type: 'reservationUpdate', reservationId: record.id, expiresAt },
    },
  };
}

/** Fields a change sets when present and removes when absent. */
const OPTIONAL_FIELDS = [
  'specialRequest',
  'bookingSourceSpelling',
  'checkedIn',
  'checkedOut',
  'notes',
  'released',
  'nightPrices',
  'touristTax',
  'heldUntil',
  'holdExpired',
  'voidedCharges',
  'otaCommissionCents',
] as const;

/**
 * What a change does to each optional field: set when it has a value (a number even at 0, a commission of nothing),
 * removed when it has none (absent, or an empty text), never left at an older value.
 */
export function optionalFieldWrites(next: ReservationRecord): {
  set: Partial<ReservationRecord>;
  remove: (typeof OPTIONAL_FIELDS)[number][];
} {
  const set: Partial<ReservationRecord> = {};
  const remove: (typeof OPTIONAL_FIELDS)[number][] = [];
  for (const field of OPTIONAL_FIELDS) {
    const value = next[field];
    if (typeof value === 'number' || value) Object.assign(set, { [field]: value });
    else remove.push(field);
  }
  return { set, remove };
}

const byCheckIn = (a: ReservationRecord, b: ReservationRecord) =>
  a.checkIn.localeCompare(b.checkIn) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

export const reservations = {
  async get(tenant: TenantId, id: string): Promise<ReservationRecord | undefined> {
    const result = await db().send(new GetCommand({ TableName: tableName(), Key: reservationKey(tenant, id), ConsistentRead: true }));
    return result.Item ? fromItem(result.Item) : undefined;
  },

  /** The reservations with these ids (a guest's stays), by check-in; ids of none are left out. */
  async many(tenant: TenantId, ids: string[]): Promise<ReservationRecord[]> {
    const items = await batchGet([...new Set(ids)].map((id) => reservationKey(tenant, id)));
    return items.map(fromItem).sort(byCheckIn);
  },

  /** Every reservation of the property, however old (the export): one Query of the partition's RES# range, paged. */
  async all(tenant: TenantId): Promise<ReservationRecord[]> {
    const items = await queryAll({
      // BETWEEN, not begins_with: DynamoDB Local serves begins_with by reading the whole partition.
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
      ExpressionAttributeValues: { ':pk': tenantKey(tenant), ':first': RES, ':last': `${RES}~` },
      ConsistentRead: true,
    });
    return items.map(fromItem).sort(byCheckIn);
  },

  /** Every reservation overlapping the nights from `from` to `to` (check_in ≤ to, check_out > from), by check-in. */
  async overlapping(tenant: TenantId, from: string, to: string): Promise<ReservationRecord[]> {
    const pages = await Promise.all(
      STAY_CLASSES.map((stayClass) =>
        queryAll({
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :first AND :last',
          FilterExpression: 'checkOut > :from',
          ExpressionAttributeValues: {
            ':pk': `${tenantKey(tenant)}#STAY#${stayClass.id}`,
            ':first': addDays(from, -stayClass.maxNights),
            // '~' sorts after every id: check-ins on `to` itself are in.
            ':last': `${to}#~`,
            ':from': from,
          },
        }),
      ),
    );
    return pages.flat().map(fromItem).sort(byCheckIn);
  },

  /** The `limit` reservations changed most recently at or after `since` (an ISO instant), newest first. */
  async latestUpdated(tenant: TenantId, since: string, limit: number): Promise<ReservationRecord[]> {
    const markers = await queryAll(
      {
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :since AND :end',
        ExpressionAttributeValues: { ':pk': tenantKey(tenant), ':since': `${MARKER}${since}`, ':end': `${MARKER}~` },
        ScanIndexForward: false,
        Limit: limit,
        ConsistentRead: true,
      },
      limit,
    );
    if (markers.length === 0) return [];
    let keys = markers.map((marker) => reservationKey(tenant, marker.reservationId as string));
    const items: Record<string, unknown>[] = [];
    for (let round = 0; keys.length > 0 && round < 8; round += 1) {
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** round));
      const result = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys, ConsistentRead: true } } }));
      items.push(...(result.Responses?.[tableName()] ?? []));
      keys = (result.UnprocessedKeys?.[tableName()]?.Keys ?? []) as typeof keys;
    }
    return items.map(fromItem).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  },

  /** The booking transaction's own parts: the reservation (new id) and its "latest updated" marker. */
  createParts(tenant: TenantId, record: ReservationRecord): TransactItem[] {
    return [
      {
        Put: {
          TableName: tableName(),
          Item: { ...reservationKey(tenant, record.id), type: 'reservation', ...stayIndex(tenant, record), ...record },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      markerPut(tenant, record),
      ...(isHeld(record) ? [holdPut(tenant, record)] : []),
    ];
  },

  /**
   * A change's own parts (the first is the reservation): everything but the guest's name becomes `next`'s,
   * on the condition that nobody changed the reservation since `current` was read; the marker moves along.
   */
  changeParts(tenant: TenantId, current: ReservationRecord, next: ReservationRecord): TransactItem[] {
    const fields = {
      // A move to another room type changes these; every other change sets them as they were.
      roomTypeId: next.roomTypeId,
      roomTypeName: next.roomTypeName,
      checkIn: next.checkIn,
      checkOut: next.checkOut,
      guests: next.guests,
      totalCents: next.totalCents,
      currency: next.currency,
      bookingSource: next.bookingSource,
      status: next.status,
      paymentStatus: next.paymentStatus,
      beds: next.beds,
      updatedAt: next.updatedAt,
      ...stayIndex(tenant, next),
      ...(next.payments ? { payments: next.payments, paidCents: next.paidCents ?? 0 } : {}),
      ...(next.charges ? { charges: next.charges } : {}),
    };
    const names: Record<string, string> = { '#current': 'updatedAt' };
    // Optional fields the change leaves without a value are removed, never left at an older one.
    const optional = optionalFieldWrites(next);
    Object.assign(fields, optional.set);
    const remove = optional.remove.map((field) => {
      names[`#${field}`] = field;
      return `#${field}`;
    });
    const values: Record<string, unknown> = { ':current': current.updatedAt };
    const set = Object.entries(fields).map(([field, value]) => {
      names[`#${field}`] = field;
      values[`:${field}`] = value;
      return `#${field} = :${field}`;
    });
    return [
      {
        Update: {
          TableName: tableName(),
          Key: reservationKey(tenant, current.id),
          UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
          ConditionExpression: '#current = :current',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
      { Delete: { TableName: tableName(), Key: markerKey(tenant, current.updatedAt, current.id) } },
      markerPut(tenant, next),
      // The hold's index entry lives exactly as long as the hold.
      ...(isHeld(current) && !isHeld(next) ? [{ Delete: { TableName: tableName(), Key: holdKey(tenant, current.id) } }] : []),
      ...(isHeld(next) && next.heldUntil !== current.heldUntil ? [holdPut(tenant, next)] : []),
    ];
  },

  /** The holds whose time ran out by `now`, soonest first, across every property: one Query of the index. */
  async dueHolds(now: Date): Promise<HoldMark[]> {
    const items = await queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk <= :upTo',
      ExpressionAttributeValues: { ':pk': HOLDS, ':upTo': `${now.toISOString()}#~` },
    });
    return items.map((item) => ({
      tenant: trustedTenant(item.propertyId as string),
      reservationId: item.reservationId as string,
      heldUntil: item.heldUntil as string,
    }));
  },

  /** Deletes the index entry of a hold that already ended (a stale one the schedule met). */
  async dropHold(tenant: TenantId, id: string): Promise<void> {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: holdKey(tenant, id) }));
  },

  /** Holds a transaction to the reservation as it was read: it fails when any change was written since (its `updatedAt`). */
  unchangedPart(tenant: TenantId, record: Pick<ReservationRecord, 'id' | 'updatedAt'>): TransactItem {
    return {
      ConditionCheck: {
        TableName: tableName(),
        Key: reservationKey(tenant, record.id),
        ConditionExpression: 'updatedAt = :read',
        ExpressionAttributeValues: { ':read': record.updatedAt },
      },
    };
  },

  /** Rewrites the copy of the guest's name on one reservation (guest-repository.ts decides when). */
  guestNamePart(tenant: TenantId, id: string, name: GuestName): TransactItem {
    const update =
      name === 'erased'
        ? // What the guest wrote on the booking page and the address it was sent to go with the name.
          {
            UpdateExpression: 'SET guestErased = :yes REMOVE guestFirstName, guestLastName, guestEmail, guestNote, guestPhone',
            ExpressionAttributeValues: { ':yes': true },
          }
        : {
            UpdateExpression: 'SET guestFirstName = :first, guestLastName = :last REMOVE guestErased',
            ExpressionAttributeValues: { ':first': name.firstName, ':last': name.lastName },
          };
    return { Update: { TableName: tableName(), Key: reservationKey(tenant, id), ConditionExpression: 'attribute_exists(pk)', ...update } };
  },
};
