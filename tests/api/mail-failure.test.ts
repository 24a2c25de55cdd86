import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ApiUser, GOOD_PASSWORD, solvedCaptcha, uniqueEmail } from '../support/api';

// The real handlers against the real table, with the mail service unreachable: an account must
// survive a failed send, and the user must be able to ask again.

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<{ statusCode?: number; body?: string }>;
let register: Handler;
let resend: Handler;

function event(body: unknown): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: '',
    rawPath: '',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', origin: new ApiUser().origin },
    requestContext: { http: { method: 'POST', path: '', protocol: 'HTTP/1.1', sourceIp: `10.9.${Math.floor(Math.random() * 250)}.1`, userAgent: 'test' } } as APIGatewayProxyEventV2['requestContext'],
    body: JSON.stringify(body),
    isBase64Encoded: false,
  };
}

const context = { awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 30_000 } as unknown as Context;

beforeAll(async () => {
  Object.assign(process.env, {
    TABLE_NAME: 'hostel',
    DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
    SES_ENDPOINT: 'http://127.0.0.1:9', // nothing listens on the discard port
    APP_ORIGIN: new ApiUser().origin,
    MAIL_FROM: 'no-reply@hostel.localhost',
    SESSION_SECRET: inject('sessionSecret'),
    CAPTCHA_SECRET: 'x'.repeat(40),
    CAPTCHA_COST: '500',
    CAPTCHA_COUNTER_MAX: '2000',
    LOG_LEVEL: 'silent',
  });
  register = (await import('../../functions/src/handlers/register')).handler as unknown as Handler;
  resend = (await import('../../functions/src/handlers/resend-verification')).handler as unknown as Handler;
});

describe('when the mail service is down', () => {
  it('register still creates the account, says the mail failed, and resend answers 503 to retry', async () => {
    // This process signs captchas with its own key, so it solves its own challenge.
    const { newChallenge } = await import('../../functions/src/accounts/captcha');
    const { solveChallenge } = await import('altcha-lib');
    const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
    const challenge = await newChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    const captchaToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const email = uniqueEmail('maildown');

    const created = await register(event({ firstName: 'Ana', propertyName: 'Casa', username: email, password: GOOD_PASSWORD, acceptTerms: true, captchaToken }), context);
    expect(created.statusCode).toBe(201);
    expect(JSON.parse(created.body!)).toEqual({ msg: expect.stringContaining('could not be sent'), emailSent: false });

    // The account exists: the live server (with working mail) refuses the same email again.
    const live = new ApiUser();
    const again = await live.call('POST', '/users/register', { firstName: 'Ana', propertyName: 'Casa', username: email, password: GOOD_PASSWORD, acceptTerms: true, captchaToken: await solvedCaptcha(live) });
    expect(again.status).toBe(409);

    const retried = await resend(event({ email }), context);
    expect(retried.statusCode).toBe(503);
    expect(JSON.parse(retried.body!).msg).toMatch(/try again/i);

    // And once mail works again, resending through the live server delivers the link.
    const ok = await live.call('POST', '/users/resend-email-verification', { email });
    expect(ok.status).toBe(200);
  });
});
