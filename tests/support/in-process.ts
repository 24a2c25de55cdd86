import { inject } from 'vitest';

// Some API tests also load the functions' own modules in the test's process, as a Lambda would run
// them: to read a counter the server wrote, to drive the throttle with a clock they move, or to run
// the mailer against a mail service they switch off. This points those modules at the test stack.

/** The table local/local-stack.ts creates. */
export const STACK_TABLE = 'hostel';

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
    CAPTCHA_COST: '500',
    CAPTCHA_COUNTER_MAX: '2000',
    LOG_LEVEL: 'silent',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    // As the shared stack's (stack-global-setup.ts): a busy test machine, not a hung table.
    REQUEST_BUDGET_MS: '20000',
    ...overrides,
  });
}
