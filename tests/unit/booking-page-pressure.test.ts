import { describe, expect, it } from 'vitest';
import {
  attemptCaptchaCost,
  PRESSURE_FACTOR,
  PRESSURE_THRESHOLD,
  pageCaptchaCost,
} from '../../functions/src/accounts/booking-page-pressure';

// The hostel-wide guard never refuses: it only says what the page's captcha costs.

describe("a booking page's captcha cost", () => {
  it('is the usual cost below the threshold, and the raised one from it on', () => {
    expect(pageCaptchaCost(5000, 0)).toBe(5000);
    expect(pageCaptchaCost(5000, PRESSURE_THRESHOLD - 1)).toBe(5000);
    expect(pageCaptchaCost(5000, PRESSURE_THRESHOLD)).toBe(5000 * PRESSURE_FACTOR);
    expect(pageCaptchaCost(50, PRESSURE_THRESHOLD * 10)).toBe(50 * PRESSURE_FACTOR);
  });

  it("is an attempt's by its own place when its count gave one, else by the open window as read", () => {
    const now = 1_000;
    const full = { count: PRESSURE_THRESHOLD + 5, endsAt: now + 60 };
    const short = { count: PRESSURE_THRESHOLD - 1, endsAt: now + 60 };
    // Read one short of the threshold, but counted after it: the raised cost.
    expect(attemptCaptchaCost(5000, short, PRESSURE_THRESHOLD, now)).toBe(5000 * PRESSURE_FACTOR);
    expect(attemptCaptchaCost(5000, full, PRESSURE_THRESHOLD - 1, now)).toBe(5000);
    // No place known (a request sent again): the window as read, while it is open.
    expect(attemptCaptchaCost(5000, full, undefined, now)).toBe(5000 * PRESSURE_FACTOR);
    expect(attemptCaptchaCost(5000, { ...full, endsAt: now }, undefined, now)).toBe(5000);
    expect(attemptCaptchaCost(5000, undefined, undefined, now)).toBe(5000);
  });
});
