import { describe, expect, it } from 'vitest';
import { PRESSURE_FACTOR, PRESSURE_THRESHOLD, pageCaptchaCost } from '../../functions/src/accounts/booking-page-pressure';

// The hostel-wide guard never refuses: it only says what the page's captcha costs.

describe("a booking page's captcha cost", () => {
  it('is the usual cost below the threshold, and the raised one from it on', () => {
    expect(pageCaptchaCost(5000, 0)).toBe(5000);
    expect(pageCaptchaCost(5000, PRESSURE_THRESHOLD - 1)).toBe(5000);
    expect(pageCaptchaCost(5000, PRESSURE_THRESHOLD)).toBe(5000 * PRESSURE_FACTOR);
    expect(pageCaptchaCost(50, PRESSURE_THRESHOLD * 10)).toBe(50 * PRESSURE_FACTOR);
  });
});
