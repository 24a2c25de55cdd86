import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './db-client';

// Property: PROP#<propertyId> / PROPERTY. Every other item of a property shares its partition key,
// so one Query reads (or deletes) the whole tenant and no key can reach another tenant.

export interface PropertyRecord {
  id: string;
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

export const tenantKey = (propertyId: string) => `PROP#${propertyId}`;
export const propertyKey = (propertyId: string) => ({ pk: tenantKey(propertyId), sk: 'PROPERTY' });

export function propertyItem(property: PropertyRecord) {
  return { ...propertyKey(property.id), type: 'property', ...property };
}

function fromItem(item: Record<string, unknown>): PropertyRecord {
  const { pk: _pk, sk: _sk, type: _type, ...rest } = item;
  return rest as unknown as PropertyRecord;
}

export interface PropertyRepository {
  get(propertyId: string): Promise<PropertyRecord | undefined>;
}

export const properties: PropertyRepository = {
  async get(propertyId) {
    const result = await db().send(new GetCommand({ TableName: tableName(), Key: propertyKey(propertyId) }));
    return result.Item ? fromItem(result.Item) : undefined;
  },
};
