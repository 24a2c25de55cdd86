import type { MessageId } from '@hostel/shared/i18n/message';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { config } from '../config';
import { usedCaptchas } from '../data/captcha-repository';
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

export async function newChallenge(): Promise<Challenge> {
  const { captchaCost, captchaCounterMax } = config();
  return createChallenge({
    algorithm: ALGORITHM,
    cost: captchaCost,
    counter: randomInt(Math.floor(captchaCounterMax / 2), captchaCounterMax),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + LIFETIME_SECONDS,
    ...(await keys()),
  });
}

function decode(token: string): Payload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
    if (typeof payload?.challenge?.parameters !== 'object' || typeof payload.solution?.counter !== 'number') return undefined;
    return payload;
  } catch {
    return undefined;
  }
}

/** Accepts a solved challenge once: a second use of the same solution is refused, unless by the same `owner` request. */
export async function acceptCaptcha(token: string, owner?: string): Promise<void> {
  const payload = decode(token);
  if (!payload?.challenge.signature) throw new Invalid(CAPTCHA_INVALID);
  const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, ...(await keys()) });
  if (!result.verified) throw new Invalid(CAPTCHA_INVALID);
  const expiresAt = payload.challenge.parameters.expiresAt ?? Math.floor(Date.now() / 1000) + LIFETIME_SECONDS;
  if (!(await usedCaptchas.markUsed(payload.challenge.signature, expiresAt, owner))) throw new Invalid(CAPTCHA_INVALID);
}
