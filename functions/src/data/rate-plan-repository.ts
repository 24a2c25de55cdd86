import type { RestrictionFields } from '@hostel/shared/domain/stay-restrictions';
import { queryAll } from './query-pages';
import { tableName } from './db-client';
import { tenantKey, type TenantId } from './tenant';
import type { TransactItem } from './transactions';

// Rate plan: PROP#p / RATEPLAN#<end date>#<rangeId>, the record of one rate range as it was saved
// (for a room type's rates_and_availability[] and the "Active rate plans" list). Keyed by its last
// night, so "ranges that end today or later" is one Query that never reads past years' ranges.
// The nights themselves are in night-inventory-repository.ts.

export interface RatePlanRecord extends RestrictionFields {
  id: string;
  roomTypeId: string;
  startDate: string;
  /** Last night applied, included. */
  endDate: string;
  rateCents: number;
  /**
   * Units for sale the range set; the type's capacity when it set none (spec §4: capacity means no
   * override). Null only on records saved before that rule.
   */
  availability: number | null;
  createdAt: string;
}

const PREFIX = 'RATEPLAN#';
const planKey = (tenant: TenantId, endDate: string, id: string) => ({ pk: tenantKey(tenant), sk: `${PREFIX}${endDate}#${id}` });

function fromItem(item: Record<string, unknown>): RatePlanRecord {
  const { pk: _pk, sk: _sk, type: _type, ...rest } = item;
  return rest as unknown as RatePlanRecord;
}

export const ratePlans = {
  /** Every room type's ranges whose last night is `today` or later, oldest first. */
  async endingFrom(tenant: TenantId, today: string): Promise<RatePlanRecord[]> {
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': tenantKey(tenant), ':from': `${PREFIX}${today}`, ':to': `${PREFIX}~` },
      ConsistentRead: true,
    });
    return items.map(fromItem).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  },

  putPart(tenant: TenantId, plan: RatePlanRecord): TransactItem {
    return { Put: { TableName: tableName(), Item: { ...planKey(tenant, plan.endDate, plan.id), type: 'ratePlan', ...plan } } };
  },

  deletePart(tenant: TenantId, endDate: string, id: string): TransactItem {
    return { Delete: { TableName: tableName(), Key: planKey(tenant, endDate, id) } };
  },

  key(tenant: TenantId, plan: RatePlanRecord) {
    return planKey(tenant, plan.endDate, plan.id);
  },
};
