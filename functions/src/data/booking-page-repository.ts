import type { ReadPart } from './read-together';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed, UniqueValueTaken } from './data-errors';
import { db, epochSeconds, tableName } from './db-client';
import { queryAll } from './query-pages';
import { tenantKey, trustedTenant, type TenantId } from './tenant';
import { failedPart, named, transact, type Part, type TransactItem } from './transactions';

// The booking page's settings: PROP#p / BOOKINGPAGE. Its address: BOOKSLUG#<slug> / SLUG → { propertyId },
// written in the same transaction as the settings (condition: no lock, or this property's, or an ended
// redirect), so two properties never share an address. A renamed page's old lock becomes a redirect
// to the new one (`redirectTo`) for REDIRECT_DAYS, then expires (TTL) and the address is free again.
// Outside any tenant: a guest's request names the slug, never a property. Each address the property holds
// (its current one and its redirects) is also named in its own partition, PROP#p / BOOKSLUGHELD#<slug>,
// written in the same transactions, so deleting the property finds and frees every one of them.

export interface BookingPageRecord {
  enabled: boolean;
  slug: string;
  roomTypeIds: string[];
  minNights: number;
  maxNights: number;
  maxDaysAhead: number;
  checkInTime: string;
  checkOutTime: string;
  houseRules?: string;
  freeCancellationDays: number;
  arrivesAs: 'confirmed' | 'provisional';
  notifyStaff: boolean;
  staffEmail?: string;
  /** The hostel's public contact for guests; absent: none is shown. */
  publicEmail?: string;
  publicPhone?: string;
  publicWhatsapp?: string;
  /** Hold each page booking (provisional, nights taken) until the guest confirms by the mail's link, for `holdMinutes`. */
  holdForGuest?: boolean;
  holdMinutes?: number;
  updatedAt: string;
}

/** How long an old address keeps leading to the renamed page (decisions.md): links in sent emails and guides. */
export const REDIRECT_DAYS = 90;
const MAX_HOPS = 3;

const settingsKey = (tenant: TenantId) => ({ pk: tenantKey(tenant), sk: 'BOOKINGPAGE' });
const slugKey = (slug: string) => ({ pk: `BOOKSLUG#${slug}`, sk: 'SLUG' });
const HELD = 'BOOKSLUGHELD#';
const heldKey = (tenant: TenantId, slug: string) => ({ pk: tenantKey(tenant), sk: `${HELD}${slug}` });

function fromItem(item: Record<string, unknown>): BookingPageRecord {
  const { pk: _pk, sk: _sk, type: _type, ...rest } = item;
  return rest as unknown as BookingPageRecord;
}

export interface ResolvedPage {
  tenant: TenantId;
  /** The page's current address (the one asked for, or where its redirect led). */
  slug: string;
}

export const bookingPages = {
  /** The page's settings, read with other items (readTogether). */
  getPart(tenant: TenantId): ReadPart<BookingPageRecord | undefined> {
    return { key: settingsKey(tenant), read: (item) => (item ? fromItem(item) : undefined) };
  },

  async get(tenant: TenantId): Promise<BookingPageRecord | undefined> {
    const result = await db().send(new GetCommand({ TableName: tableName(), Key: settingsKey(tenant), ConsistentRead: true }));
    return result.Item ? fromItem(result.Item) : undefined;
  },

  /**
   * The property whose page has this address, following a renamed page's redirect. The lock was written
   * by the property's own admin or manager with the settings, so its property id is proven.
   */
  async resolve(slug: string, now = epochSeconds()): Promise<ResolvedPage | undefined> {
    let current = slug;
    for (let hop = 0; hop < MAX_HOPS; hop += 1) {
      const result = await db().send(new GetCommand({ TableName: tableName(), Key: slugKey(current) }));
      const lock = result.Item;
      if (!lock) return undefined;
      if (typeof lock.redirectTo !== 'string') return { tenant: trustedTenant(String(lock.propertyId)), slug: current };
      if (Number(lock.expiresAt) <= now) return undefined;
      current = lock.redirectTo;
    }
    return undefined;
  },

  /**
   * Saves the settings and takes their address, in one transaction: on the condition that the settings
   * are as read (`current`), that no other property holds the address, and (on a rename) that the old
   * address, now a redirect, is still this property's.
   */
  async save(tenant: TenantId, current: BookingPageRecord | undefined, next: BookingPageRecord): Promise<void> {
    const now = epochSeconds();
    const parts: (Part | TransactItem)[] = [
      {
        Put: {
          TableName: tableName(),
          Item: { ...settingsKey(tenant), type: 'bookingPage', ...next },
          ...(current
            ? { ConditionExpression: 'updatedAt = :read', ExpressionAttributeValues: { ':read': current.updatedAt } }
            : { ConditionExpression: 'attribute_not_exists(pk)' }),
        },
      },
      named('slug', {
        Put: {
          TableName: tableName(),
          Item: { ...slugKey(next.slug), type: 'bookingPageSlug', propertyId: tenant },
          ConditionExpression: 'attribute_not_exists(pk) OR propertyId = :p OR expiresAt <= :now',
          ExpressionAttributeValues: { ':p': tenant, ':now': now },
        },
      }),
    ];
    // The address held now (any end it had as a redirect taken back), and below the old one's end.
    parts.push({ Put: { TableName: tableName(), Item: { ...heldKey(tenant, next.slug), type: 'bookingPageSlugHeld', slug: next.slug } } });
    if (current && current.slug !== next.slug) {
      parts.push({
        Update: {
          TableName: tableName(),
          Key: heldKey(tenant, current.slug),
          UpdateExpression: 'SET #type = :type, slug = :slug, expiresAt = :until',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: { ':type': 'bookingPageSlugHeld', ':slug': current.slug, ':until': now + REDIRECT_DAYS * 86_400 },
        },
      });
      parts.push({
        Update: {
          TableName: tableName(),
          Key: slugKey(current.slug),
          UpdateExpression: 'SET redirectTo = :to, expiresAt = :until',
          ConditionExpression: 'propertyId = :p',
          ExpressionAttributeValues: { ':to': next.slug, ':until': now + REDIRECT_DAYS * 86_400, ':p': tenant },
        },
      });
    }
    try {
      await transact(parts);
    } catch (error) {
      if (error instanceof ConditionFailed && failedPart(error, 'slug')) throw new UniqueValueTaken('bookingPageSlug', next.slug);
      throw error;
    }
  },

  /**
   * Frees every address the property holds (its page's and its redirects'), for the deletion of the
   * property; run before its partition goes, which names them. A lock is deleted only while it is still
   * this property's: an old address another property took after its redirect ended stays theirs.
   */
  async releaseAddresses(tenant: TenantId): Promise<void> {
    const [settings, held] = await Promise.all([
      this.get(tenant),
      queryAll<{ sk: string }>({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :held)',
        ExpressionAttributeValues: { ':pk': tenantKey(tenant), ':held': HELD },
        ProjectionExpression: 'sk',
        ConsistentRead: true,
      }),
    ]);
    // Pages saved before the held items existed are known by their settings' address.
    const slugs = new Set([...(settings ? [settings.slug] : []), ...held.map((item) => item.sk.slice(HELD.length))]);
    for (const slug of slugs) {
      try {
        await db().send(
          new DeleteCommand({
            TableName: tableName(),
            Key: slugKey(slug),
            ConditionExpression: 'propertyId = :p',
            ExpressionAttributeValues: { ':p': tenant },
          }),
        );
      } catch (error) {
        if (!(error instanceof ConditionFailed)) throw error;
      }
    }
  },
};
