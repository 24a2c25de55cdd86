import type { MessageId } from '@hostel/shared/i18n/message';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { config } from '../config';
import { type CaptchaUse, usedCaptchas } from '../data/captcha-repository';
import { Invalid } from '../domain-errors';
import { secrets } from '../secrets';

// ALTCHA proof of work: self-hosted, no third party. The counter is chosen here (deterministic
// mode), so checking an answer is one HMAC instead of re-running the key derivation.

const ALGORITHM = 'PBKDF2/SHA-256';
const LIFETIME_SECONDS = 10 * 60;
const CAPTCHA_INVALID = 'account.captchaAnswerNotValid' satisfies MessageId;

async function keys() {
  const { captchaKey } = await secrets();
  return { hmacSignatureSecret: captchaKey, hmacKeySignatureSecret: `${captchaKey}:derived-key` };
}

/** A challenge of the configured cost, or of `cost` when a page asks for more (booking-page-pressure.ts). */
export async function newChallenge(cost = config().captchaCost): Promise<Challenge> {
  const { captchaCounterMax } = config();
  return createChallenge({
    algorithm: ALGORITHM,
    cost,
    counter: randomInt(Math.floor(captchaCounterMax / 2), captchaCounterMax),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + LIFETIME_SECONDS,
    ...(await keys()),
  });
}

/** The token as the page sent it, or undefined for anything but a solution's shape: a caller writes the token, so every field is checked. */
function decode(token: string): Payload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
    const parameters = payload?.challenge?.parameters as unknown as Record<string, unknown> | null | undefined;
    if (typeof parameters !== 'object' || parameters === null || typeof payload.solution?.counter !== 'number') return undefined;
    if (typeof payload.challenge.signature !== 'string' || typeof parameters.cost !== 'number') return undefined;
    if (parameters.expiresAt !== undefined && typeof parameters.expiresAt !== 'number') return undefined;
    return payload;
  } catch {
    return undefined;
  }
}

/** A solved challenge, checked (signature, solution, expiry) but not yet spent. */
export interface SolvedCaptcha {
  signature: string;
  cost: number;
  expiresAt: number;
}

/** Checks a solution without the table (one HMAC): an unsolved request costs no table call. `minimumCost`: what the page asks for now. */
export async function checkCaptcha(token: string, minimumCost = 0): Promise<SolvedCaptcha> {
  const payload = decode(token);
  if (!payload?.challenge.signature) throw new Invalid(CAPTCHA_INVALID);
  const signing = await keys();
  // Whatever else the caller shaped wrong makes the library throw: that is an answer that does not verify, not a 500.
  const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, ...signing }).catch(() => ({
    verified: false,
  }));
  if (!result.verified || payload.challenge.parameters.cost < minimumCost) throw new Invalid(CAPTCHA_INVALID);
  const expiresAt = payload.challenge.parameters.expiresAt ?? Math.floor(Date.now() / 1000) + LIFETIME_SECONDS;
  return { signature: payload.challenge.signature, cost: payload.challenge.parameters.cost, expiresAt };
}

/** Spends a checked challenge: `first` for the attempt that spends it, `again` for the same `owner` request resent; another's use is refused. */
export async function spendCaptcha(solved: SolvedCaptcha, owner?: string): Promise<Exclude<CaptchaUse, 'refused'>> {
  const use = await usedCaptchas.markUsed(solved.signature, solved.expiresAt, owner);
  if (use === 'refused') throw new Invalid(CAPTCHA_INVALID);
  return use;
}

/** Accepts a solved challenge once: a second use of the same solution is refused, unless by the same `owner` request. */
export async function acceptCaptcha(token: string, owner?: string): Promise<CaptchaUse> {
  return spendCaptcha(await checkCaptcha(token), owner);
}
