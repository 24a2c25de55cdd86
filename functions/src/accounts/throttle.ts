import { type MessageId, message, messageOf } from '@hostel/shared/i18n/message';
import { rateCounters, type CounterStore } from '../data/rate-limit-repository';
import { TooManyAttempts } from '../domain-errors';
import { addressNetwork } from './address-network';

// Limits per window of 15 minutes that opens with the first counted attempt. An attempt is reserved
// before the work it limits (one conditional write: concurrent requests cannot all slip under the
// limit) and given back when it turns out not to count, e.g. a sign-in with the right password.
// Failed sign-ins are counted per account and per address, so neither guessing one account's
// password nor spraying many accounts from one address gets far.

export interface Limit {
  bucket: string;
  max: number;
  windowSeconds: number;
}

const FIFTEEN_MINUTES = 15 * 60;
const ONE_DAY = 24 * 60 * 60;

export const limits = {
  signInAccount: (email: string): Limit => ({ bucket: `signin-account#${email}`, max: 5, windowSeconds: FIFTEEN_MINUTES }),
  signInAddress: (ip: string): Limit => ({ bucket: `signin-ip#${ip}`, max: 30, windowSeconds: FIFTEEN_MINUTES }),
  resendEmail: (email: string): Limit => ({ bucket: `resend#${email}`, max: 3, windowSeconds: FIFTEEN_MINUTES }),
  resetEmail: (email: string): Limit => ({ bucket: `reset#${email}`, max: 3, windowSeconds: FIFTEEN_MINUTES }),
  mailByAddress: (ip: string): Limit => ({ bucket: `mail-ip#${ip}`, max: 20, windowSeconds: FIFTEEN_MINUTES }),
  // The booking page: a guest books a few times at most. By network: an IPv6 subscriber holds a whole /64
  // (address-network.ts). Each counts an attempt that passed its captcha, once per key; the hostel-wide guard
  // raises the captcha's cost instead of refusing (booking-page-pressure.ts).
  bookingByAddress: (ip: string): Limit => ({ bucket: `booking-ip#${addressNetwork(ip)}`, max: 10, windowSeconds: FIFTEEN_MINUTES }),
  // An email typed on a public page is nobody's proof: a few bookings a day per email from one network, so nobody
  // fills a hostel in someone's name from one place, and nobody elsewhere can lock the email's owner out.
  bookingByEmail: (propertyId: string, email: string, ip: string): Limit => ({
    bucket: `booking-email#${propertyId}#${email.toLowerCase()}#${addressNetwork(ip)}`,
    max: 5,
    windowSeconds: ONE_DAY,
  }),
  // The desk resending a guest's confirmation: a few times per stay a day, so a guest's inbox is never flooded.
  stayConfirmation: (propertyId: string, reservationId: string): Limit => ({
    bucket: `stay-confirmation#${propertyId}#${reservationId}`,
    max: 3,
    windowSeconds: ONE_DAY,
  }),
  // The desk's messages to one guest: a few a day is a conversation; more is a mistake or a misuse of the hostel's name.
  guestMessage: (propertyId: string, reservationId: string): Limit => ({
    bucket: `guest-message#${propertyId}#${reservationId}`,
    max: 5,
    windowSeconds: ONE_DAY,
  }),
};

/** Milliseconds since the epoch; tests pass a clock they move by hand. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** An attempt counted in a window; give it back if it turns out not to count. */
export interface Reservation {
  bucket: string;
  windowEndsAt: number;
}

/** `count`: the window's count with this attempt in it, so a caller knows the attempt's place. */
export type ReserveResult = { taken: true; reservation: Reservation; count: number } | { taken: false; retryAfterSeconds: number };

// Replacing an ended window can lose a race to a concurrent request doing the same; then the attempt is counted in that one.
const MAX_ROUNDS = 3;

export function createThrottle(store: CounterStore = rateCounters, clock: Clock = systemClock) {
  const nowSeconds = () => Math.floor(clock.now() / 1000);

  async function reserve(limit: Limit): Promise<ReserveResult> {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const now = nowSeconds();
      const endsAt = now + limit.windowSeconds;
      const counted = await store.countInWindow(limit.bucket, limit.max, now, endsAt);
      if (counted.outcome === 'counted')
        return { taken: true, reservation: { bucket: limit.bucket, windowEndsAt: counted.window.endsAt }, count: counted.window.count };
      if (counted.outcome === 'full') return { taken: false, retryAfterSeconds: Math.max(1, counted.window.endsAt - now) };
      if (await store.openWindow(limit.bucket, now, endsAt))
        return { taken: true, reservation: { bucket: limit.bucket, windowEndsAt: endsAt }, count: 1 };
    }
    throw new Error(`The rate counter ${limit.bucket.split('#')[0]} kept changing; try again`);
  }

  async function giveBack(...reservations: (Reservation | undefined)[]): Promise<void> {
    await Promise.all(reservations.filter((r): r is Reservation => r !== undefined).map((r) => store.giveBack(r.bucket, r.windowEndsAt)));
  }

  /**
   * Reserves one attempt under every limit, or none: if any limit is used up, the others are given
   * back and the request is refused with 429 and how long to wait.
   */
  async function reserveAll(message: MessageId, ...checks: Limit[]): Promise<Reservation[]> {
    const results = await Promise.all(checks.map(reserve));
    const reservations = results.flatMap((result) => (result.taken ? [result.reservation] : []));
    const waits = results.flatMap((result) => (result.taken ? [] : [result.retryAfterSeconds]));
    if (waits.length === 0) return reservations;
    await giveBack(...reservations);
    throw tooMany(message, Math.max(...waits));
  }

  return { reserve, reserveAll, giveBack };
}

export function tooMany(reason: MessageId, retryAfterSeconds: number): TooManyAttempts {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new TooManyAttempts(message('account.tryAgainIn', { reason: messageOf(reason), count: minutes }), retryAfterSeconds);
}

/** The throttle over the table and the real clock, as every handler uses it. */
export const throttle = createThrottle();
