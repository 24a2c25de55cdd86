import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './db-client';
import { tenantKey, type TenantId } from './tenant';

// Property: PROP#<propertyId> / PROPERTY. Every other item of a property shares its partition key,
// so one Query reads (or deletes) the whole tenant and no key can reach another tenant.

export interface PropertyRecord {
  id: TenantId;
  name: string;
  timeZone: string;
  street?: string;
  city?: string;
  postalCode?: string;
  countryCode?: string;
  email?: string;
  phoneNumber?: string;
  createdAt: string;
  updatedAt: string;
}

export const propertyKey = (tenant: TenantId) => ({ pk: tenantKey(tenant), sk: 'PROPERTY' });

export function propertyItem(property: PropertyRecord) {
  return { ...propertyKey(property.id), type: 'property', ...property };
}

function fromItem(item: Record<string, unknown>): PropertyRecord {
  const { pk: _pk, sk: _sk, type: _type, ...rest } = item;
  return rest as unknown as PropertyRecord;
}

export interface PropertyRepository {
  get(tenant: TenantId): Promise<PropertyRecord | undefined>;
}

export const properties: PropertyRepository = {
  async get(tenant) {
    const result = await db().send(new GetCommand({ TableName: tableName(), Key: propertyKey(tenant) }));
    return result.Item ? fromItem(result.Item) : undefined;
  },
};
