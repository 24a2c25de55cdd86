import type { ReadPart } from './read-together';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TaxScope } from '@hostel/shared/api/tourist-tax-schemas';
import type { Currency } from '@hostel/shared/domain/money';
import { ConditionFailed, RecordMissing } from './data-errors';
import { db, tableName } from './db-client';
import { tenantKey, type TenantId } from './tenant';

// Property: PROP#<propertyId> / PROPERTY. Every other item of a property shares its partition key,
// so one Query reads (or deletes) the whole tenant and no key can reach another tenant.

export interface PropertyRecord {
  id: TenantId;
  name: string;
  timeZone: string;
  /** Absent on properties made before it existed: their country's currency is shown (propertyView). */
  currency?: Currency;
  street?: string;
  city?: string;
  postalCode?: string;
  countryCode?: string;
  email?: string;
  phoneNumber?: string;
  createdAt: string;
  updatedAt: string;
  /** Set while the property is closed by its admin's deletion (property-closure-repository.ts). */
  closedAt?: string;
  /** When a closed property's data is purged, unless its admin restores it before. */
  purgeAt?: string;
  /** The tourist tax new stays are booked under; absent: off. */
  touristTax?: TouristTaxRecord;
}

/** The tourist tax: per guest per night in the property's currency, for everyone or only guests from abroad. */
export interface TouristTaxRecord {
  enabled: boolean;
  amountCents: number;
  appliesTo: TaxScope;
}

export const propertyKey = (tenant: TenantId) => ({ pk: tenantKey(tenant), sk: 'PROPERTY' });

export function propertyItem(property: PropertyRecord) {
  return { ...propertyKey(property.id), type: 'property', ...property };
}

function fromItem(item: Record<string, unknown>): PropertyRecord {
  const { pk: _pk, sk: _sk, type: _type, gsi1pk: _gsi1pk, gsi1sk: _gsi1sk, ...rest } = item;
  return rest as unknown as PropertyRecord;
}

/** The editable details; an optional one left undefined is cleared. */
export type PropertyDetails = Pick<PropertyRecord, 'name' | 'street' | 'city' | 'postalCode' | 'countryCode' | 'email' | 'phoneNumber'> & {
  /** Left undefined, the time zone stays: a property always has one. */
  timeZone?: string;
  /** Left undefined, the currency stays. */
  currency?: Currency;
};

const OPTIONAL_DETAILS = ['street', 'city', 'postalCode', 'countryCode', 'email', 'phoneNumber'] as const;

export interface PropertyRepository {
  get(tenant: TenantId): Promise<PropertyRecord | undefined>;
  update(tenant: TenantId, details: PropertyDetails): Promise<PropertyRecord>;
  setTouristTax(tenant: TenantId, setting: TouristTaxRecord): Promise<PropertyRecord>;
}

/** The property, read with other items (readTogether). */
export const propertyPart = (tenant: TenantId): ReadPart<PropertyRecord | undefined> => ({
  key: propertyKey(tenant),
  read: (item) => (item ? fromItem(item) : undefined),
});

export const properties: PropertyRepository = {
  async get(tenant) {
    const result = await db().send(new GetCommand({ TableName: tableName(), Key: propertyKey(tenant) }));
    return result.Item ? fromItem(result.Item) : undefined;
  },

  async update(tenant, details) {
    // Every attribute by placeholder: names like timeZone and name are DynamoDB reserved words.
    const names: Record<string, string> = { '#name': 'name', '#updatedAt': 'updatedAt' };
    const set = ['#name = :name', '#updatedAt = :now'];
    const remove: string[] = [];
    const values: Record<string, unknown> = { ':name': details.name, ':now': new Date().toISOString() };
    if (details.timeZone) {
      names['#timeZone'] = 'timeZone';
      set.push('#timeZone = :timeZone');
      values[':timeZone'] = details.timeZone;
    }
    if (details.currency) {
      names['#currency'] = 'currency';
      set.push('#currency = :currency');
      values[':currency'] = details.currency;
    }
    for (const field of OPTIONAL_DETAILS) {
      const value = details[field];
      names[`#${field}`] = field;
      if (value) {
        set.push(`#${field} = :${field}`);
        values[`:${field}`] = value;
      } else {
        remove.push(`#${field}`);
      }
    }
    try {
      const result = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: propertyKey(tenant),
          UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return fromItem(result.Attributes!);
    } catch (error) {
      if (error instanceof ConditionFailed) throw new RecordMissing('property');
      throw error;
    }
  },

  async setTouristTax(tenant, setting) {
    try {
      const result = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: propertyKey(tenant),
          UpdateExpression: 'SET touristTax = :tax, #updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#updatedAt': 'updatedAt' },
          ExpressionAttributeValues: { ':tax': setting, ':now': new Date().toISOString() },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return fromItem(result.Attributes!);
    } catch (error) {
      if (error instanceof ConditionFailed) throw new RecordMissing('property');
      throw error;
    }
  },
};
