import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChargeRule } from '@hostel/shared/api/folio-schemas';
import { message } from '@hostel/shared/i18n/message';
import { ConditionFailed, ItemNotFound } from './data-errors';
import { db, tableName } from './db-client';
import { queryAll } from './query-pages';
import { tenantKey, type TenantId } from './tenant';

// Extra: PROP#p / EXTRA#<id>, one thing the property sells beside the nights (breakfast, a towel, a tour).
// Never deleted: a stay's charge keeps the name and price it had, and an extra no longer sold is made inactive.

export interface ExtraRecord {
  id: string;
  name: string;
  priceCents: number;
  charged: ChargeRule;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

export type ExtraDetails = Pick<ExtraRecord, 'name' | 'priceCents' | 'charged' | 'active'>;

const PREFIX = 'EXTRA#';
const extraKey = (tenant: TenantId, id: string) => ({ pk: tenantKey(tenant), sk: `${PREFIX}${id}` });

function fromItem(item: Record<string, unknown>): ExtraRecord {
  const { pk: _pk, sk: _sk, type: _type, ...rest } = item;
  return rest as unknown as ExtraRecord;
}

export const extras = {
  /** The catalog, by name (one Query of the partition's EXTRA# range). */
  async list(tenant: TenantId): Promise<ExtraRecord[]> {
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': tenantKey(tenant), ':prefix': PREFIX },
    });
    return items.map(fromItem).sort((a, b) => a.name.localeCompare(b.name));
  },

  async get(tenant: TenantId, id: string): Promise<ExtraRecord | undefined> {
    const result = await db().send(new GetCommand({ TableName: tableName(), Key: extraKey(tenant, id) }));
    return result.Item ? fromItem(result.Item) : undefined;
  },

  async create(tenant: TenantId, extra: ExtraRecord): Promise<ExtraRecord> {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...extraKey(tenant, extra.id), type: 'extra', ...extra },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return extra;
  },

  /** Changes an extra that exists; the charges already made keep what they had. */
  async update(tenant: TenantId, id: string, details: ExtraDetails, now: string): Promise<ExtraRecord> {
    try {
      const result = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: extraKey(tenant, id),
          UpdateExpression: 'SET #name = :name, priceCents = :price, charged = :charged, active = :active, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: {
            ':name': details.name,
            ':price': details.priceCents,
            ':charged': details.charged,
            ':active': details.active,
            ':now': now,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return fromItem(result.Attributes ?? {});
    } catch (error) {
      if (error instanceof ConditionFailed) throw new ItemNotFound(message('stay.extraNotFound'));
      throw error;
    }
  },
};
