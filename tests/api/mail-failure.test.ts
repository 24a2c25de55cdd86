import type { DynamoDBBatchResponse } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureTable } from '../../local/local-stack';
import { startMailer, type StreamReader } from '../../local/stream-reader';
import { GOOD_PASSWORD, uniqueEmail } from '../support/api';
import { configureFunctions, handlerEvent, type InProcessHandler, lambdaContext, ownCaptcha, ownSignup } from '../support/in-process';
import { latestMail, linkIn, mailsTo, tokenFrom } from '../support/mailbox';
import { freePort } from '../support/free-port';

// The mail service goes down and comes back. The shared stack's mail must keep working for the other
// tests, so this file runs its own: a table of its own on the same DynamoDB Local, the mailer on that
// table's stream, and an SES emulator it starts only later. The handlers and the mailer are the real ones.

type Handler = InProcessHandler;
let register: Handler;
let resend: Handler;
let confirmEmail: Handler;
let signIn: Handler;
let createUser: Handler;
let resendInvitation: Handler;
let acceptInvitation: Handler;
let mailer: StreamReader;
let ses: { close(done?: () => void): void } | undefined;
let sesPort: number;
const mailerAnswers: DynamoDBBatchResponse[] = [];

// The call sites read as the adapter's arguments: method, body, path parameters, cookies.
const event = (method: string, body?: unknown, pathParameters?: Record<string, string>, cookies?: string[]) =>
  handlerEvent(method, { body, pathParameters, cookies });
const context = lambdaContext;
const mailbox = () => `http://127.0.0.1:${sesPort}`;

beforeAll(async () => {
  sesPort = await freePort();
  const table = inject('ownTables')['mail-down'];
  // Nothing listens on the SES port yet: the mail service is down.
  configureFunctions({ TABLE_NAME: table, SES_ENDPOINT: mailbox() });
  // Made when the stack started (stack-global-setup.ts, OWN_TABLES); here too, should this file come first.
  await ensureTable(inject('dynamoEndpoint'), table);
  register = (await import('../../functions/src/handlers/register')).handler as unknown as Handler;
  resend = (await import('../../functions/src/handlers/resend-verification')).handler as unknown as Handler;
  confirmEmail = (await import('../../functions/src/handlers/confirm-email')).handler as unknown as Handler;
  signIn = (await import('../../functions/src/handlers/sign-in')).handler as unknown as Handler;
  createUser = (await import('../../functions/src/handlers/create-user')).handler as unknown as Handler;
  resendInvitation = (await import('../../functions/src/handlers/resend-invitation')).handler as unknown as Handler;
  acceptInvitation = (await import('../../functions/src/handlers/accept-invitation')).handler as unknown as Handler;
  mailer = await startMailer(inject('dynamoEndpoint'), table, (answer) => mailerAnswers.push(answer));
});

afterAll(async () => {
  await mailer?.stop();
  await stopMailService();
});

async function startMailService(): Promise<void> {
  const { default: startSes } = await import('aws-ses-v2-local');
  ses = await startSes({ host: '127.0.0.1', port: sesPort });
}

async function stopMailService(): Promise<void> {
  await new Promise<void>((done) => (ses ? ses.close(() => done()) : done()));
  ses = undefined;
}

/** The mailer has reported a failed send since `since` answers. */
const failedSince = (since: number) => mailerAnswers.slice(since).some((answer) => answer.batchItemFailures.length > 0);

describe('mail queued while SES is down', () => {
  it('is delivered when it is back; meanwhile resend answers alike for known and unknown emails', { timeout: 120_000 }, async () => {
    const email = uniqueEmail('maildown');
    const ghost = uniqueEmail('maildown-ghost');
    const created = await register(event('POST', await ownSignup(email)), context());
    expect(created.statusCode).toBe(201);
    expect(JSON.parse(created.body!)).toEqual({ msg: expect.stringContaining('Check your email'), emailQueued: true });

    // The mailer tried, failed, and will try again.
    await expect.poll(() => failedSince(0), { timeout: 30_000 }).toBe(true);

    // Nothing in the answers tells a waiting account from an unknown email, mail service or not.
    const forGhost = await resend(event('POST', { email: ghost }), context());
    const forOwner = await resend(event('POST', { email }), context());
    expect(forOwner.statusCode).toBe(200);
    expect(forGhost.statusCode).toBe(200);
    expect(forOwner.body).toBe(forGhost.body);

    // The service comes back: the queued mail goes out, with nothing lost and nothing asked again.
    await startMailService();
    await expect.poll(async () => (await mailsTo(email, mailbox())).length, { timeout: 60_000 }).toBe(2);
    // The mailer takes queued mail in order: the owner's resend came after the ghost's, which sent nothing.
    expect(await mailsTo(ghost, mailbox())).toEqual([]);

    const mail = await latestMail(email, /confirm/i, 10_000, mailbox());
    const token = tokenFrom(linkIn(mail, '/accounts/email-validation/'));
    const confirmed = await confirmEmail(event('GET', undefined, { token }), context());
    expect(confirmed.statusCode).toBe(200);
  });

  it('holds a team invitation until it is back; a resend meanwhile leaves only the newest link to send', { timeout: 120_000 }, async () => {
    if (!ses) await startMailService();
    const owner = uniqueEmail('maildown-admin');
    const member = uniqueEmail('maildown-member');
    const registered = await register(
      event('POST', {
        firstName: 'Olga',
        propertyName: 'Casa Azul',
        username: owner,
        password: GOOD_PASSWORD,
        acceptTerms: true,
        captchaToken: await ownCaptcha(),
      }),
      context(),
    );
    expect(registered.statusCode).toBe(201);
    const confirmLink = linkIn(await latestMail(owner, /confirm/i, 30_000, mailbox()), '/accounts/email-validation/');
    expect((await confirmEmail(event('GET', undefined, { token: tokenFrom(confirmLink) }), context())).statusCode).toBe(200);
    const signedIn = (await signIn(event('POST', { username: owner, password: GOOD_PASSWORD }), context())) as {
      statusCode?: number;
      cookies?: string[];
    };
    expect(signedIn.statusCode).toBe(200);
    const cookies = signedIn.cookies!.map((cookie) => cookie.split(';')[0]!);

    await stopMailService();
    const answersBefore = mailerAnswers.length;
    const created = await createUser(event('POST', { username: member, firstName: 'Iris' }, undefined, cookies), context());
    expect(created.statusCode).toBe(201);
    expect(JSON.parse(created.body!)).toMatchObject({
      msg: 'User added. An invitation to choose a password is on its way to them',
      emailSent: true,
    });
    await expect.poll(() => failedSince(answersBefore), { timeout: 30_000 }).toBe(true);
    const id = JSON.parse(created.body!).user._id as string;
    const resent = await resendInvitation(event('POST', undefined, { id }, cookies), context());
    expect(resent.statusCode).toBe(200);

    await startMailService();
    const mail = await latestMail(member, /invited/i, 60_000, mailbox());
    expect(mail.subject).toBe('You are invited to join Casa Azul');
    // The first queued invitation was replaced before it could leave, so it sent nothing: the mailer
    // takes queued mail in order, and the newest one has arrived.
    expect(await mailsTo(member, mailbox())).toHaveLength(1);
    const token = tokenFrom(linkIn(mail, '/accounts/invitation/'));
    const accepted = await acceptInvitation(
      event('PUT', { newPassword: 'Invited-Member-77!!', repeatNewPassword: 'Invited-Member-77!!' }, { token }),
      context(),
    );
    expect(accepted.statusCode).toBe(200);
  });
});
