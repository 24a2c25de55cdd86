import { randomUUID } from 'node:crypto';

declare const tenantBrand: unique symbol;

/**
 * A property's id as only a verified session, a signed email link or the sign-in lookup can produce
 * it. Every repository of a property's data takes a TenantId, never a bare string, so a call that
 * forgets the tenant (or passes an id from the request) does not compile.
 */
export type TenantId = string & { readonly [tenantBrand]: true };

/**
 * The one door from a trusted string to a TenantId. Call it only where the id was proven: the
 * session check, a verified email token, the email lock read at sign-in. A unit test
 * (tests/unit/tenant.test.ts) keeps the list of callers to those.
 */
export function trustedTenant(propertyId: string): TenantId {
  return propertyId as TenantId;
}

/** The id of a property being created: new, so nobody else's. */
export function newTenantId(): TenantId {
  return trustedTenant(randomUUID());
}

/** The partition of a property: every item of its data lives under this key. */
export const tenantKey = (tenant: TenantId) => `PROP#${tenant}`;
