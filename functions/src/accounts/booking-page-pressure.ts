import { config } from '../config';
import { counterPart, type CounterWindow } from '../data/rate-limit-repository';
import type { ReadPart } from '../data/read-together';
import type { TenantId } from '../data/tenant';
import { throttle, type Reservation } from './throttle';

// The hostel-wide guard of the booking page (docs/architecture/booking-page.md "Under a bot wave"). A refusal
// for everyone would be a switch any bot wave could flip, so it never refuses: past THRESHOLD booking attempts
// (each passed its captcha, counted once per key) in a 15-minute window, the page's captcha costs FACTOR times
// more work, which slows a wave down and costs a guest a few more seconds once.

export const PRESSURE_THRESHOLD = 100;
export const PRESSURE_FACTOR = 4;
const WINDOW_SECONDS = 15 * 60;

const bucket = (tenant: TenantId) => `booking-hostel#${tenant}`;

/** Pure: the captcha cost a page asks for, given its attempts in the open window. */
export function pageCaptchaCost(base: number, attempts: number): number {
  return attempts >= PRESSURE_THRESHOLD ? base * PRESSURE_FACTOR : base;
}

/**
 * Pure: what an attempt must have paid. By its own place in the window when its count returned one (`before`: the
 * attempts counted ahead of it); attempts sent at once each read the window before the others counted, so the read
 * alone let a crowd past the threshold. Else by the window as read, while it is open.
 */
export function attemptCaptchaCost(
  base: number,
  window: CounterWindow | undefined,
  before: number | undefined,
  nowSeconds: number,
): number {
  return pageCaptchaCost(base, before ?? (window && window.endsAt > nowSeconds ? window.count : 0));
}

export const pagePressure = {
  /** The hostel's window, read with other items (readTogether); `costOf` tells its captcha cost. */
  part: (tenant: TenantId): ReadPart<CounterWindow | undefined> => counterPart(bucket(tenant)),
  /** The cost the page's captcha asks for, given its window as read. */
  costOf(window: CounterWindow | undefined, nowSeconds = Math.floor(Date.now() / 1000)): number {
    return attemptCaptchaCost(config().captchaCost, window, undefined, nowSeconds);
  },
  /**
   * Counts one booking attempt at the hostel (never refused): the count, to give back if it turns out not to
   * count, and how many attempts the window held before this one.
   */
  async count(tenant: TenantId): Promise<{ taken: Reservation[]; before?: number }> {
    const counted = await throttle.reserve({ bucket: bucket(tenant), max: Number.MAX_SAFE_INTEGER, windowSeconds: WINDOW_SECONDS });
    return counted.taken ? { taken: [counted.reservation], before: counted.count - 1 } : { taken: [] };
  },
  /** The cost an attempt must have paid (attemptCaptchaCost), at the configured base cost. */
  costFor(window: CounterWindow | undefined, before: number | undefined, nowSeconds = Math.floor(Date.now() / 1000)): number {
    return attemptCaptchaCost(config().captchaCost, window, before, nowSeconds);
  },
};
