import type { MessageId } from '@hostel/shared/i18n/message';
import { trustedTenant, type TenantId } from '../data/tenant';
import { emailTokens, type TokenPurpose } from '../data/token-repository';
import type { UserRecord } from '../data/user-repository';
import { signToken, verifyToken } from './signed-tokens';

const LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  'verify-email': 24 * 60 * 60,
  'reset-password': 60 * 60,
};

export const INVALID_LINK = 'account.linkNotValidAlready' satisfies MessageId;

export interface EmailTokenClaims {
  tokenId: string;
  userId: string;
  propertyId: TenantId;
}

/**
 * Signs a single-use token for a link in an email and records it so it can be used once. The mailer
 * passes the queued mail's id as `tokenId`, so a retried send records the same token, not a second one.
 */
export async function issueEmailToken(purpose: TokenPurpose, user: UserRecord, tokenId?: string): Promise<string> {
  const signed = await signToken(purpose, { sub: user.id, pid: user.propertyId }, LIFETIME_SECONDS[purpose], tokenId);
  await emailTokens.save(user.propertyId, signed.id, purpose, user.id, signed.expiresAt);
  return signed.token;
}

/** The claims of a signed email link (verification, reset, or a new member's invitation). */
export async function readEmailToken(purpose: TokenPurpose | 'invitation', token: string): Promise<EmailTokenClaims> {
  const claims = await verifyToken(purpose, token, INVALID_LINK);
  // The signature proves we made this link for this user of this property.
  return { tokenId: claims.jti, userId: String(claims.sub), propertyId: trustedTenant(String(claims.pid)) };
}
