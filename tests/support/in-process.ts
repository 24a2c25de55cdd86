import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { inject } from 'vitest';
import { GOOD_PASSWORD } from './api';
import { captchaAnswer } from './captcha-answer';
import { TEST_CAPTCHA_SETTINGS } from './test-captcha';

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
    ...TEST_CAPTCHA_SETTINGS,
    // A pull or push this process makes for another file's property (a schedule run here) reaches no Channex and
    // not the stand-in, whose injected failures are that file's: refused at once. A file that drives the stand-in sets its address.
    CHANNEX_API_URL: 'http://127.0.0.1:9/api/v1',
    CHANNEX_TIMEOUT_MS: '2000',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

/** A handler as Lambda calls it. */
export type InProcessHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<{ statusCode?: number; body?: string; cookies?: string[] }>;

let addresses = 0;

/** The event API Gateway would hand a handler for this call, from a client address of its own each time. */
export function handlerEvent(
  method: string,
  { body, pathParameters, cookies }: { body?: unknown; pathParameters?: Record<string, string>; cookies?: string[] } = {},
): APIGatewayProxyEventV2 {
  addresses += 1;
  const sourceIp = `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
  return {
    version: '2.0',
    routeKey: '',
    rawPath: '',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', origin: inject('appUrl') },
    requestContext: {
      http: { method, path: '', protocol: 'HTTP/1.1', sourceIp, userAgent: 'test' },
    } as APIGatewayProxyEventV2['requestContext'],
    ...(pathParameters ? { pathParameters } : {}),
    ...(cookies ? { cookies } : {}),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    isBase64Encoded: false,
  };
}

export const lambdaContext = () => ({ awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 30_000 }) as unknown as Context;

/** A solved captcha of this process's own (it signs challenges with its own key); after configureFunctions. */
export async function ownCaptcha(): Promise<string> {
  const { newChallenge } = await import('../../functions/src/accounts/captcha');
  return captchaAnswer(await newChallenge());
}

/** A sign-up for `email` with this process's own solved captcha, as the in-process register handler takes it. */
export async function ownSignup(email: string) {
  return {
    firstName: 'Ana',
    propertyName: 'Casa',
    username: email,
    password: GOOD_PASSWORD,
    acceptTerms: true,
    captchaToken: await ownCaptcha(),
  };
}
