import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from './batch-get';
import { queryAll } from './query-pages';
import { readOne, type ReadPart } from './read-together';
import { ConditionFailed, UniqueValueTaken } from './data-errors';
import { db, tableName } from './db-client';
import { throwIfRecorded } from './idempotency-repository';
import { reservations, type GuestName } from './reservation-repository';
import { tenantKey, type TenantId } from './tenant';
import { searchIndexMoves } from './guest-search-index';
import { allNamed, failedPart, MAX_TRANSACTION_ITEMS, named, transact, type Part, type TransactItem } from './transactions';

// Guest: PROP#p / GUEST#<id>. Email lock: PROP#p / GUESTEMAIL#<email> → { guestId }, written in the same
// transaction as the guest, so a property never has two guests with one email (the find-by-email read
// goes through it too). A guest without an email (a walk-in) takes no lock. A guest lives in its
// property's partition for life.
//
// Reservations copy the guest's name (lists and searches read it with no join). To keep the copies
// true: a booking puts a link PROP#p / GUESTSTAY#<guestId>#<reservationId> and bumps the guest's `bookings`,
// on the condition that the guest is still at the `version` whose name it copied; a change of name (or an
// erase) bumps `version` on the condition that `version` and `bookings` are what it read, and rewrites the
// name on every reservation its links name, the first 90-odd in the same transaction. Whichever comes second
// fails its condition and is redone on fresh data, so no reservation keeps an old name. The links are items
// of their own so the guest's item keeps its size however many stays it has (a feed's guest takes every
// imported stay); guests booked before them keep their ids in `reservationIds` too, read with the links.

export interface GuestDetails {
  firstName: string;
  lastName: string;
  email?: string;
  idNumber?: string;
  phoneNumber?: string;
  city?: string;
  street?: string;
  postalCode?: string;
  countryCode?: string;
  /** Kept unless sent: undefined leaves it as it is, '' removes it (a spec client never sends it). */
  nationality?: string;
  /** Kept unless sent, as the nationality. */
  notes?: string;
}

export interface GuestRecord extends GuestDetails {
  id: string;
  /** 1 once the guest's search items exist (guests saved before the index get them on their next edit). */
  searchIndexed?: number;
  /** Set once "Delete Guest" erased the personal data; names, email and contacts are then empty. */
  erased?: boolean;
  version: number;
  bookings: number;
  /** The stays booked before the GUESTSTAY# links, as the guest's item listed them (`stayIds` reads both). */
  reservationIds: string[];
  createdAt: string;
  updatedAt: string;
}

const OPTIONAL = ['email', 'idNumber', 'phoneNumber', 'city', 'street', 'postalCode', 'countryCode'] as const;
const KEPT_UNLESS_SENT = ['nationality', 'notes'] as const;
const PERSONAL = ['firstName', 'lastName', ...OPTIONAL, ...KEPT_UNLESS_SENT] as const;

const GUEST = 'GUEST#';
const guestKey = (tenant: TenantId, id: string) => ({ pk: tenantKey(tenant), sk: `${GUEST}${id}` });
// Outside the GUEST# range ('S' sorts after '#'), as GUESTEMAIL# and GUESTIDX# are.
const stayLinkPrefix = (guestId: string) => `GUESTSTAY#${guestId}#`;
const stayLinkKey = (tenant: TenantId, guestId: string, reservationId: string) => ({
  pk: tenantKey(tenant),
  sk: `${stayLinkPrefix(guestId)}${reservationId}`,
});
const emailKey = (tenant: TenantId, email: string) => ({ pk: tenantKey(tenant), sk: `GUESTEMAIL#${email.toLowerCase()}` });

function fromItem(item: Record<string, unknown>): GuestRecord {
  const { pk: _pk, sk: _sk, type: _type, reservationIds, ...rest } = item;
  return { ...(rest as unknown as GuestRecord), reservationIds: [...((reservationIds as Set<string> | undefined) ?? [])] };
}

/** What the guest's search items say now: none for a guest saved before the index, whose edit then writes them all. */
const indexedState = (guest: GuestRecord) => (guest.searchIndexed ? guest : undefined);
const unique = (ids: readonly string[]) => [...new Set(ids)];
const emailTaken = () => new UniqueValueTaken('guestEmail');
/** The guest changed (a booking or another edit) between the read and the write: read again. */
export class GuestChanged extends ConditionFailed {}

function lockPut(tenant: TenantId, email: string, guestId: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...emailKey(tenant, email), type: 'guestEmail', guestId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The lock changes of an email change (none, one or both); `put` is the new lock's index among them. */
// The names of a guest's own parts in its transactions: a failure is told by them.
const GUEST_PART = 'guest';
const EMAIL_LOCK = 'email-lock';

function lockMoves(tenant: TenantId, guestId: string, before: string | undefined, after: string | undefined) {
  const parts: Part[] = [];
  if ((before ?? '').toLowerCase() === (after ?? '').toLowerCase()) return parts;
  if (before) parts.push(named('email-lock-release', lockDelete(tenant, before, guestId)));
  if (after) parts.push(named(EMAIL_LOCK, lockPut(tenant, after, guestId)));
  return parts;
}

function lockDelete(tenant: TenantId, email: string, guestId: string): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: emailKey(tenant, email),
      ConditionExpression: 'guestId = :id',
      ExpressionAttributeValues: { ':id': guestId },
    },
  };
}

/** Rewrites the guest and the copies of its name: the first reservations with the guest, the rest after. */
async function rewrite(current: GuestRecord, guestParts: (Part | TransactItem)[], tenant: TenantId, name: GuestName): Promise<void> {
  const room = MAX_TRANSACTION_ITEMS - guestParts.length;
  const copies = (await guests.stayIds(tenant, current)).map((id) => reservations.guestNamePart(tenant, id, name));
  try {
    await transact([...guestParts, ...copies.slice(0, room)]);
  } catch (error) {
    if (error instanceof ConditionFailed && failedPart(error, GUEST_PART)) throw new GuestChanged();
    throw error;
  }
  // A guest with more reservations than one transaction holds: the rest follow, a hundred at a time.
  for (let start = room; start < copies.length; start += MAX_TRANSACTION_ITEMS)
    await transact(copies.slice(start, start + MAX_TRANSACTION_ITEMS));
}

function unchangedSince(current: GuestRecord) {
  // Search items written since the read (indexSearch) would be left behind by moves worked out from none.
  const indexed = current.searchIndexed ? '' : ' AND attribute_not_exists(searchIndexed)';
  return {
    ConditionExpression: `version = :version AND bookings = :bookings AND attribute_not_exists(erased)${indexed}`,
    values: { ':version': current.version, ':bookings': current.bookings },
  };
}

export const guests = {
  async get(tenant: TenantId, id: string): Promise<GuestRecord | undefined> {
    return readOne(this.getPart(tenant, id));
  },

  /** The guest, read with other items (readTogether). */
  getPart(tenant: TenantId, id: string): ReadPart<GuestRecord | undefined> {
    return { key: guestKey(tenant, id), read: (item) => (item ? fromItem(item) : undefined) };
  },

  /** The guests with these ids (the search's finds), in no order; ids of no guest are left out. */
  async many(tenant: TenantId, ids: string[]): Promise<GuestRecord[]> {
    const items = await batchGet(unique(ids).map((id) => guestKey(tenant, id)));
    return items.map(fromItem);
  },

  /** Guest id → nationality, else the address's country ('' when neither) for these guests (the reports); only those read. */
  async countries(tenant: TenantId, ids: readonly string[]): Promise<Map<string, string>> {
    const items = await batchGet(
      unique(ids).map((id) => guestKey(tenant, id)),
      'sk, countryCode, nationality',
    );
    return new Map(
      items.map((item) => [(item.sk as string).slice(GUEST.length), ((item.nationality ?? item.countryCode) as string | undefined) ?? '']),
    );
  },

  /** Every guest of the property (the export): one Query of the GUEST# range ('GUEST#~' ends before the GUESTEMAIL# locks), paged. */
  async all(tenant: TenantId): Promise<GuestRecord[]> {
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
      ExpressionAttributeValues: { ':pk': tenantKey(tenant), ':first': GUEST, ':last': `${GUEST}~` },
      ConsistentRead: true,
    });
    return items.map(fromItem).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  },

  /** The property's guest with this email (compared without case), through its lock. */
  /** The id of the guest holding an email's lock, read with other items (readTogether). */
  emailLockPart(tenant: TenantId, email: string): ReadPart<string | undefined> {
    return { key: emailKey(tenant, email), read: (item) => item?.guestId as string | undefined };
  },

  async findByEmail(tenant: TenantId, email: string): Promise<GuestRecord | undefined> {
    const lock = await db().send(new GetCommand({ TableName: tableName(), Key: emailKey(tenant, email), ConsistentRead: true }));
    const guestId = lock.Item?.guestId as string | undefined;
    return guestId ? this.get(tenant, guestId) : undefined;
  },

  /**
   * Creates the guest with its email lock; `extra` parts (an idempotency record) join the transaction.
   * Returns the record as stored (with its `searchIndexed` mark), so a later removal finds its index items.
   */
  async create(tenant: TenantId, record: GuestRecord, extra: readonly (Part | TransactItem)[] = []): Promise<GuestRecord> {
    try {
      await transact([...this.createParts(tenant, record), ...extra]);
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      throwIfRecorded(error);
      if (failedPart(error, EMAIL_LOCK)) throw emailTaken();
      throw error;
    }
    return { ...record, searchIndexed: 1 };
  },

  /**
   * The new guest's item, its email lock and search items. With `bookedFor`, the guest is created already
   * counting that reservation: a booking that makes its guest writes it in its own transaction (with the
   * stay's link, stayPart). Without `search`, its search items are left for `indexSearch`.
   */
  createParts(tenant: TenantId, record: GuestRecord, bookedFor?: string, { search = true } = {}): Part[] {
    const { reservationIds: _none, ...fields } = record;
    // An empty optional field is no field.
    const item = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
    const locks = record.email ? [named(EMAIL_LOCK, lockPut(tenant, record.email, record.id))] : [];
    const index = search ? searchIndexMoves(tenant, record.id, undefined, record) : [];
    if (search) item.searchIndexed = 1;
    const booked = bookedFor ? { bookings: 1 } : {};
    return [
      named(GUEST_PART, {
        Put: {
          TableName: tableName(),
          Item: { ...guestKey(tenant, record.id), type: 'guest', ...item, ...booked },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      }),
      ...locks,
      ...allNamed('guest-index', index),
    ];
  },

  /** New details; optional ones left undefined are cleared. A new email takes its lock and frees the old one. */
  async update(tenant: TenantId, current: GuestRecord, details: GuestDetails): Promise<GuestRecord> {
    const updatedAt = new Date().toISOString();
    const { ConditionExpression, values } = unchangedSince(current);
    const present = [...OPTIONAL, ...KEPT_UNLESS_SENT].filter((field) => details[field]);
    const cleared = [...OPTIONAL.filter((field) => !details[field]), ...KEPT_UNLESS_SENT.filter((field) => details[field] === '')];
    const names: Record<string, string> = {};
    const setValues: Record<string, unknown> = {
      ...values,
      ':first': details.firstName,
      ':last': details.lastName,
      ':now': updatedAt,
      ':one': 1,
    };
    const set = ['firstName = :first', 'lastName = :last', 'updatedAt = :now', 'version = version + :one', 'searchIndexed = :one'];
    for (const field of present) {
      names[`#${field}`] = field;
      setValues[`:${field}`] = details[field];
      set.push(`#${field} = :${field}`);
    }
    for (const field of cleared) names[`#${field}`] = field;
    const parts: (Part | TransactItem)[] = [
      named(GUEST_PART, {
        Update: {
          TableName: tableName(),
          Key: guestKey(tenant, current.id),
          UpdateExpression: `SET ${set.join(', ')}${cleared.length ? ` REMOVE ${cleared.map((field) => `#${field}`).join(', ')}` : ''}`,
          ConditionExpression,
          ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
          ExpressionAttributeValues: setValues,
        },
      }),
    ];
    // The email's lock moves in the same transaction: the old one deleted if still this guest's, the new one put if free.
    const locks = lockMoves(tenant, current.id, current.email, details.email);
    // The search index follows in the same transaction: a guest is found by its new name, never its old one.
    parts.push(...locks, ...searchIndexMoves(tenant, current.id, indexedState(current), details));
    try {
      await rewrite(current, parts, tenant, { firstName: details.firstName, lastName: details.lastName });
    } catch (error) {
      if (error instanceof ConditionFailed && !(error instanceof GuestChanged) && failedPart(error, EMAIL_LOCK)) throw emailTaken();
      throw error;
    }
    const sent = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
    const updated: GuestRecord = { ...current, ...sent, updatedAt, version: current.version + 1 };
    for (const field of cleared) delete updated[field];
    return updated;
  },

  /** Erases the personal data (name, ID, contacts, address) and frees the email; reservations show "Deleted guest". */
  async erase(tenant: TenantId, current: GuestRecord): Promise<void> {
    const { ConditionExpression, values } = unchangedSince(current);
    const names = Object.fromEntries(PERSONAL.map((field) => [`#${field}`, field]));
    await rewrite(
      current,
      [
        named(GUEST_PART, {
          Update: {
            TableName: tableName(),
            Key: guestKey(tenant, current.id),
            UpdateExpression: `SET erased = :yes, updatedAt = :now, version = version + :one REMOVE ${Object.keys(names).join(', ')}`,
            ConditionExpression,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ...values, ':yes': true, ':now': new Date().toISOString(), ':one': 1 },
          },
        }),
        ...(current.email ? [lockDelete(tenant, current.email, current.id)] : []),
        ...searchIndexMoves(tenant, current.id, indexedState(current), undefined),
      ],
      tenant,
      'erased',
    );
  },

  /** The booking transaction's part: the guest is still the one whose name the reservation copies. */
  bookingPart(tenant: TenantId, guest: GuestRecord): TransactItem {
    return {
      Update: {
        TableName: tableName(),
        Key: guestKey(tenant, guest.id),
        UpdateExpression: 'ADD bookings :one',
        ConditionExpression: 'attribute_exists(pk) AND version = :version AND attribute_not_exists(erased)',
        ExpressionAttributeValues: { ':one': 1, ':version': guest.version },
      },
    };
  },

  /** The booking transaction's link from the guest to its new stay (a reservation's guest never changes). */
  stayPart(tenant: TenantId, guestId: string, reservationId: string): TransactItem {
    return {
      Put: {
        TableName: tableName(),
        Item: { ...stayLinkKey(tenant, guestId, reservationId), type: 'guestStay', reservationId },
      },
    };
  },

  /** Every stay of the guest: its links, paged, and the ids its item kept from before them. */
  async stayIds(tenant: TenantId, guest: GuestRecord): Promise<string[]> {
    const prefix = stayLinkPrefix(guest.id);
    // A range, not begins_with: DynamoDB Local reads the whole partition for begins_with (reservations.md).
    const links = await queryAll<{ reservationId: string }>({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
      ExpressionAttributeValues: { ':pk': tenantKey(tenant), ':first': prefix, ':last': `${prefix}~` },
      ProjectionExpression: 'reservationId',
    });
    return unique([...guest.reservationIds, ...links.map((link) => link.reservationId)]);
  },

  /**
   * Writes the search items of a guest booked without them (a long stay's transaction had no room for a new
   * guest's, or one saved before the index), unless it was edited or erased since (an edit writes them all).
   */
  async indexSearch(tenant: TenantId, guest: GuestRecord): Promise<void> {
    try {
      await transact([
        named(GUEST_PART, {
          Update: {
            TableName: tableName(),
            Key: guestKey(tenant, guest.id),
            UpdateExpression: 'SET searchIndexed = :one',
            ConditionExpression: 'version = :version AND attribute_not_exists(searchIndexed) AND attribute_not_exists(erased)',
            ExpressionAttributeValues: { ':one': 1, ':version': guest.version },
          },
        }),
        ...allNamed('guest-index', searchIndexMoves(tenant, guest.id, undefined, guest)),
      ]);
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
    }
  },
};
