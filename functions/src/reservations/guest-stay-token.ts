import type { MessageId } from '@hostel/shared/i18n/message';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { trustedTenant, type TenantId } from '../data/tenant';
import { Missing } from '../domain-errors';
import { secrets } from '../secrets';

// The private link a guest gets to see and cancel a stay booked on the booking page: the property and
// the reservation, signed (HMAC-SHA-256 with the signing key, under a purpose no other token uses), so it
// cannot be guessed or turned into another stay's. It is made synchronously, inside the booking's
// transaction plan, from a key read before; it lasts as long as the reservation.

const PURPOSE = 'guest-stay.v1';
export const STAY_LINK_INVALID = 'stay.linkNotValidOpen' satisfies MessageId;

export interface StayClaims {
  tenant: TenantId;
  reservationId: string;
}

function mac(key: Uint8Array, payload: string): string {
  return createHmac('sha256', key).update(`${PURPOSE}\n${payload}`).digest('base64url');
}

/** The signing key, read once per cold start; pass it to `stayToken`. */
export async function stayTokenKey(): Promise<Uint8Array> {
  return (await secrets()).sessionKey;
}

export function stayToken(key: Uint8Array, tenant: TenantId, reservationId: string): string {
  const payload = Buffer.from(JSON.stringify({ p: tenant, r: reservationId })).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

export const managePath = (token: string) => `/book/stay/${token}`;

/** The stay a link names, if the link is ours. A wrong or altered link is a 404, like a stay that is gone. */
export async function readStayToken(token: string): Promise<StayClaims> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) throw new Missing(STAY_LINK_INVALID);
  const expected = Buffer.from(mac(await stayTokenKey(), payload));
  const sent = Buffer.from(signature);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) throw new Missing(STAY_LINK_INVALID);
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { p?: unknown; r?: unknown };
  if (typeof claims.p !== 'string' || typeof claims.r !== 'string') throw new Missing(STAY_LINK_INVALID);
  // The signature proves we made this link for this reservation of this property.
  return { tenant: trustedTenant(claims.p), reservationId: claims.r };
}

/** The property of a stay mail queued by the booking or the cancel itself (in its transaction), so proven. */
export function trustedStayTenant(propertyId: string): TenantId {
  return trustedTenant(propertyId);
}
