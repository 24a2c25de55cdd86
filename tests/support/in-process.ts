import { inject } from 'vitest';

// Some API tests also load the functions' own modules in the test's process, as a Lambda would run
// them: to read a counter the server wrote, to drive the throttle with a clock they move, or to run
// the mailer against a mail service they switch off. This points those modules at the test stack.

/** The table local/local-stack.ts creates. */
export const STACK_TABLE = 'hostel';

/**
 * The captcha's proof of work in the test stack: a tenth of the local cost, a tenth of its counter. The solving,
 * checking and single use are the same code; a solve is about a hundredth of the work (about 0.25 s of CPU each
 * at the local difficulty, and a booking-page race solves a hundred).
 */
export const TEST_CAPTCHA_SETTINGS = { CAPTCHA_COST: '50', CAPTCHA_COUNTER_MAX: '200' };

/** Settings the functions read once (config.ts); call before importing any of their modules. */
export function configureFunctions(overrides: Record<string, string> = {}): void {
  Object.assign(process.env, {
    TABLE_NAME: STACK_TABLE,
    DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
    AWS_REGION: 'us-east-1',
    APP_ORIGIN: inject('appUrl'),
    MAIL_FROM: 'no-reply@hostel.localhost',
    SESSION_SECRET: inject('sessionSecret'),
    // This process signs its own captcha challenges when it needs any.
    CAPTCHA_SECRET: 'in-process-captcha-key-'.padEnd(40, 'x'),
    ...TEST_CAPTCHA_SETTINGS,
    LOG_LEVEL: 'silent',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    // As the shared stack's (stack-global-setup.ts): a busy test machine, not a hung table.
    REQUEST_BUDGET_MS: '20000',
    ...overrides,
  });
}
