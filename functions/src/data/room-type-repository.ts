import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Gender, RoomTypeKind } from '@hostel/shared/api/room-type-schemas';
import type { Currency } from '@hostel/shared/domain/money';
import { bedsOf, type Room } from '@hostel/shared/domain/room-units';
import { deleteKeys } from './batch-delete';
import {
  ConditionFailed,
  PlanLimitReached,
  RecordMissing,
  RoomTypeStillSold,
  UniqueValueTaken,
  UnitsRenamedMeanwhile,
} from './data-errors';
import { db, tableName } from './db-client';
import { nightInventory } from './night-inventory-repository';
import { planUsage } from './plan-usage';
import { queryAll } from './query-pages';
import { ratePlans } from './rate-plan-repository';
import { readOne, type ReadPart } from './read-together';
import { tenantKey, type TenantId } from './tenant';
import { failedPart, named, transact, type TransactItem } from './transactions';

// Room type: PROP#p / ROOMTYPE#<id>, with its rooms and their bed ids (fixed at creation).
// Name lock: PROP#p / ROOMTYPENAME#<normalized name> → { roomTypeId }, written in the same transaction
// as the type, so two types of a property never share a name, even when created at the same moment.
// Beds count against the plan through plan-usage.ts in that same transaction.

export interface RoomTypeRecord {
  id: string;
  propertyId: string;
  description: string;
  kind: RoomTypeKind;
  gender: Gender;
  maxOccupancy: number;
  inventory: number;
  baseRateCents: number;
  currency: Currency;
  rooms: Room[];
  createdAt: string;
  updatedAt: string;
  /**
   * Bumped by every sale on the type (the booking transaction does ADD salesVersion 1 on this item,
   * with the condition that it exists). A delete holds only if no sale came in since it checked.
   */
  salesVersion?: number;
  /** Bumped by every renaming of its rooms and beds (absent: never renamed); a renaming holds only if unchanged. */
  unitsVersion?: number;
}

export interface RoomTypeChanges {
  description: string;
  baseRateCents: number;
  gender: Gender;
  currency: Currency;
}

export const MAX_BEDS = 25;
const PREFIX = 'ROOMTYPE#';

const typeKey = (tenant: TenantId, id: string) => ({ pk: tenantKey(tenant), sk: `${PREFIX}${id}` });
/** A folded name's bytes above which its lock holds its hash: folding can multiply them ("㌖" is "キロメートル"), and a sort key takes 1,024. */
const MAX_NAME_KEY_BYTES = 900;

/** Names compare without case, width or spacing differences: "Dorm 6" and "dorm  6" are one name. */
function nameKey(tenant: TenantId, name: string) {
  const folded = name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  const held = Buffer.byteLength(folded) <= MAX_NAME_KEY_BYTES ? folded : `#sha256:${createHash('sha256').update(folded).digest('hex')}`;
  return { pk: tenantKey(tenant), sk: `ROOMTYPENAME#${held}` };
}

function fromItem(item: Record<string, unknown>): RoomTypeRecord {
  const { pk: _pk, sk: _sk, type: _type, ...rest } = item;
  return rest as unknown as RoomTypeRecord;
}

const nameTaken = (name: string) => new UniqueValueTaken('roomTypeName', name);

async function bedsLimitReached(tenant: TenantId, needed: number): Promise<PlanLimitReached> {
  const left = Math.max(0, MAX_BEDS - (await planUsage.read(tenant, 'beds')));
  return new PlanLimitReached({ what: 'beds', max: MAX_BEDS, needed, left });
}

/** The name's lock in a room type's transactions: its failure means the name is taken. */
const NAME_LOCK = 'name-lock';

export const roomTypes = {
  async create(tenant: TenantId, record: RoomTypeRecord): Promise<void> {
    const beds = bedsOf(record);
    try {
      await transact([
        {
          Put: {
            TableName: tableName(),
            Item: { ...typeKey(tenant, record.id), type: 'roomType', ...record },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        named(NAME_LOCK, {
          Put: {
            TableName: tableName(),
            Item: { ...nameKey(tenant, record.description), type: 'roomTypeName', roomTypeId: record.id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        }),
        named('plan-usage', planUsage.take(tenant, 'beds', beds, MAX_BEDS)),
      ]);
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      if (failedPart(error, NAME_LOCK)) throw nameTaken(record.description);
      if (failedPart(error, 'plan-usage')) throw await bedsLimitReached(tenant, beds);
      throw error;
    }
  },

  /** The booking transaction's part: the type still exists, and a delete that checked before sees a sale came in. */
  salePart(tenant: TenantId, id: string): TransactItem {
    return {
      Update: {
        TableName: tableName(),
        Key: typeKey(tenant, id),
        UpdateExpression: 'ADD salesVersion :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
      },
    };
  },

  async list(tenant: TenantId): Promise<RoomTypeRecord[]> {
    const items = await queryAll({
      // The same key range as begins_with, which DynamoDB Local serves by scanning the whole partition
      // (every reservation of the property); BETWEEN it serves from its index, as DynamoDB does both.
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
      ExpressionAttributeValues: { ':pk': tenantKey(tenant), ':first': PREFIX, ':last': `${PREFIX}~` },
      ConsistentRead: true,
    });
    return items.map(fromItem).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  },

  async get(tenant: TenantId, id: string): Promise<RoomTypeRecord | undefined> {
    return readOne(this.getPart(tenant, id));
  },

  /** The room type, read with other items (readTogether). */
  getPart(tenant: TenantId, id: string): ReadPart<RoomTypeRecord | undefined> {
    return { key: typeKey(tenant, id), read: (item) => (item ? fromItem(item) : undefined) };
  },

  /** Changes name, rate, gender and currency; a new name takes its lock and frees the old one together. */
  async update(tenant: TenantId, current: RoomTypeRecord, changes: RoomTypeChanges): Promise<RoomTypeRecord> {
    const updated: RoomTypeRecord = { ...current, ...changes, updatedAt: new Date().toISOString() };
    const set = {
      UpdateExpression: 'SET #description = :description, #rate = :rate, #gender = :gender, #currency = :currency, #updatedAt = :now',
      ExpressionAttributeNames: {
        '#description': 'description',
        '#rate': 'baseRateCents',
        '#gender': 'gender',
        '#currency': 'currency',
        '#updatedAt': 'updatedAt',
      },
      ExpressionAttributeValues: {
        ':description': changes.description,
        ':rate': changes.baseRateCents,
        ':gender': changes.gender,
        ':currency': changes.currency,
        ':now': updated.updatedAt,
      },
    };
    const oldName = nameKey(tenant, current.description);
    const newName = nameKey(tenant, changes.description);
    if (oldName.sk === newName.sk) {
      try {
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: typeKey(tenant, current.id),
            ConditionExpression: 'attribute_exists(pk)',
            ...set,
          }),
        );
      } catch (error) {
        if (error instanceof ConditionFailed) throw new RecordMissing('roomType');
        throw error;
      }
      return updated;
    }
    try {
      await transact([
        {
          Update: {
            TableName: tableName(),
            Key: typeKey(tenant, current.id),
            // Renamed by someone else meanwhile: their lock is the one to free, so start again.
            ConditionExpression: 'attribute_exists(pk) AND #description = :old',
            ...set,
            ExpressionAttributeValues: { ...set.ExpressionAttributeValues, ':old': current.description },
          },
        },
        {
          Delete: {
            TableName: tableName(),
            Key: oldName,
            ConditionExpression: 'roomTypeId = :id',
            ExpressionAttributeValues: { ':id': current.id },
          },
        },
        named(NAME_LOCK, {
          Put: {
            TableName: tableName(),
            Item: { ...newName, type: 'roomTypeName', roomTypeId: current.id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        }),
      ]);
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      if (failedPart(error, NAME_LOCK)) throw nameTaken(changes.description);
      if (!(await this.get(tenant, current.id))) throw new RecordMissing('roomType');
      throw error;
    }
    return updated;
  },

  /**
   * Gives the rooms their new names, on the condition that nobody renamed them since `current` was read
   * (ids and everything else stay). A lost race is `UnitsRenamedMeanwhile`; a deleted type `RecordMissing`.
   */
  async renameUnits(tenant: TenantId, current: RoomTypeRecord, rooms: Room[]): Promise<RoomTypeRecord> {
    const unitsVersion = (current.unitsVersion ?? 0) + 1;
    const updated: RoomTypeRecord = { ...current, rooms, unitsVersion, updatedAt: new Date().toISOString() };
    const unchanged = current.unitsVersion === undefined ? 'attribute_not_exists(unitsVersion)' : 'unitsVersion = :seen';
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: typeKey(tenant, current.id),
          UpdateExpression: 'SET rooms = :rooms, unitsVersion = :next, updatedAt = :now',
          ConditionExpression: `attribute_exists(pk) AND ${unchanged}`,
          ExpressionAttributeValues: {
            ':rooms': rooms,
            ':next': unitsVersion,
            ':now': updated.updatedAt,
            ...(current.unitsVersion === undefined ? {} : { ':seen': current.unitsVersion }),
          },
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      if (!(await this.get(tenant, current.id))) throw new RecordMissing('roomType');
      throw new UnitsRenamedMeanwhile();
    }
    return updated;
  },

  /**
   * Deletes the type unless a night from `today` on has a sale. Its future nights and rate plans go
   * with it; past nights stay, so past reservations keep their history.
   */
  async remove(tenant: TenantId, current: RoomTypeRecord, today: string): Promise<void> {
    const nights = await nightInventory.ofType(tenant, current.id, today);
    if (nights.some((night) => (night.sold ?? 0) > 0)) throw new RoomTypeStillSold();
    const unchangedSales = current.salesVersion === undefined ? 'attribute_not_exists(salesVersion)' : 'salesVersion = :sales';
    try {
      await transact([
        {
          Delete: {
            TableName: tableName(),
            Key: typeKey(tenant, current.id),
            ConditionExpression: `attribute_exists(pk) AND ${unchangedSales}`,
            ...(current.salesVersion === undefined ? {} : { ExpressionAttributeValues: { ':sales': current.salesVersion } }),
          },
        },
        {
          Delete: {
            TableName: tableName(),
            Key: nameKey(tenant, current.description),
            ConditionExpression: 'roomTypeId = :id',
            ExpressionAttributeValues: { ':id': current.id },
          },
        },
        planUsage.give(tenant, 'beds', bedsOf(current)),
      ]);
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      const now = await this.get(tenant, current.id);
      if (!now) throw new RecordMissing('roomType');
      // Renamed meanwhile: the generic "changed by someone else"; otherwise a sale came in.
      if (now.description !== current.description) throw error;
      throw new RoomTypeStillSold();
    }
    const plans = (await ratePlans.endingFrom(tenant, today)).filter((plan) => plan.roomTypeId === current.id);
    await deleteKeys([
      ...nights.map((night) => nightInventory.key(tenant, night.date, current.id)),
      ...plans.map((plan) => ratePlans.key(tenant, plan)),
    ]);
  },
};
