/**
 * The captcha's proof of work in the test stack: a tenth of the local cost, a tenth of its counter. The solving,
 * checking and single use are the same code; a solve is about a hundredth of the work (about 0.25 s of CPU each
 * at the local difficulty, and a booking-page race solves a hundred).
 */
export const TEST_CAPTCHA_SETTINGS = { CAPTCHA_COST: '50', CAPTCHA_COUNTER_MAX: '200' };
