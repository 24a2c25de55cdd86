declare const tenantBrand: unique symbol;

/**
 * A property's id as only a verified session, a signed email link or the sign-in lookup can produce
 * it. Every repository of a property's data takes a TenantId, never a bare string, so a call that
 * forgets the tenant (or passes an id from the request) does not compile.
 */
export type TenantId = string & { readonly [tenantBrand]: true };

/**
 * The one door from a trusted string to a TenantId. Call it only where the id was proven: the
 * session check, a verified email token, the email lock read at sign-in, a property being created.
 * A unit test keeps the list of callers short.
 */
export function trustedTenant(propertyId: string): TenantId {
  return propertyId as TenantId;
}

/** The partition of a property: every item of its data lives under this key. */
export const tenantKey = (tenant: TenantId) => `PROP#${tenant}`;
