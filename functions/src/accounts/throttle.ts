import { rateCounters } from '../data/rate-limit-repository';
import { TooManyRequests } from '../http/errors';

// Fixed-window limits. Failed sign-ins are counted per account and per address, so neither
// guessing one account's password nor spraying many accounts from one address gets far.

export interface Limit {
  bucket: string;
  max: number;
  windowSeconds: number;
}

const FIFTEEN_MINUTES = 15 * 60;

export const limits = {
  signInAccount: (email: string): Limit => ({ bucket: `signin-account#${email}`, max: 5, windowSeconds: FIFTEEN_MINUTES }),
  signInAddress: (ip: string): Limit => ({ bucket: `signin-ip#${ip}`, max: 30, windowSeconds: FIFTEEN_MINUTES }),
  resendEmail: (email: string): Limit => ({ bucket: `resend#${email}`, max: 3, windowSeconds: FIFTEEN_MINUTES }),
  resetEmail: (email: string): Limit => ({ bucket: `reset#${email}`, max: 3, windowSeconds: FIFTEEN_MINUTES }),
  mailByAddress: (ip: string): Limit => ({ bucket: `mail-ip#${ip}`, max: 20, windowSeconds: FIFTEEN_MINUTES }),
};

function tooMany(message: string, resetsIn: number): TooManyRequests {
  const minutes = Math.max(1, Math.ceil(resetsIn / 60));
  return new TooManyRequests(`${message} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, resetsIn);
}

/** Refuses if any limit is already used up, without counting this attempt. */
export async function ensureUnderLimits(message: string, ...checks: Limit[]): Promise<void> {
  const counters = await Promise.all(checks.map((limit) => rateCounters.read(limit.bucket, limit.windowSeconds)));
  counters.forEach((counter, index) => {
    if (counter.count >= checks[index]!.max) throw tooMany(message, counter.resetsIn);
  });
}

export async function countAttempt(...checks: Limit[]): Promise<void> {
  await Promise.all(checks.map((limit) => rateCounters.add(limit.bucket, limit.windowSeconds)));
}

/** Counts this attempt and refuses it if it goes over any limit. */
export async function takeFromLimits(message: string, ...checks: Limit[]): Promise<void> {
  const counters = await Promise.all(checks.map((limit) => rateCounters.add(limit.bucket, limit.windowSeconds)));
  counters.forEach((counter, index) => {
    if (counter.count > checks[index]!.max) throw tooMany(message, counter.resetsIn);
  });
}
