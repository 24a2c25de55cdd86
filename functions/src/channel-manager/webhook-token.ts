import { createHmac, timingSafeEqual } from 'node:crypto';
import { trustedTenant, type TenantId } from '../data/tenant';
import { secrets } from '../secrets';

// The secret in the webhook address the channel manager calls (`POST /channel-manager/webhook/{token}`):
// the property and the moment it connected, signed (HMAC-SHA-256 with the signing key, under a purpose no
// other token uses). It is made when the property connects (the page shows the address), cannot be
// guessed, and dies with the connection: a new connection has another moment, so the old address pulls nothing.

const PURPOSE = 'channel-webhook.v1';

function mac(key: Uint8Array, payload: string): string {
  return createHmac('sha256', key).update(`${PURPOSE}\n${payload}`).digest('base64url');
}

/** The token for the property's connection made at `connectedAt` (the connection's own ISO time). */
export async function webhookToken(tenant: TenantId, connectedAt: string): Promise<string> {
  const payload = Buffer.from(JSON.stringify({ p: tenant, c: connectedAt })).toString('base64url');
  return `${payload}.${mac((await secrets()).sessionKey, payload)}`;
}

export const webhookPath = (token: string) => `/channel-manager/webhook/${token}`;

/** The property and connection moment a token names, if we signed it; undefined for any other text. */
export async function readWebhookToken(token: string): Promise<{ tenant: TenantId; connectedAt: string } | undefined> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(mac((await secrets()).sessionKey, payload));
  const sent = Buffer.from(signature);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return undefined;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { p?: unknown; c?: unknown };
  if (typeof claims.p !== 'string' || typeof claims.c !== 'string') return undefined;
  // The signature proves we made this address for this property.
  return { tenant: trustedTenant(claims.p), connectedAt: claims.c };
}
