// What the API benches share: a local stack on free ports and a verified, signed-in owner on it.
import { createServer } from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { startLocalStack, type LocalStack } from '../../local/local-stack';

const PASSWORD = 'Bench-Password-2024!!';

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function benchStack(): Promise<LocalStack> {
  process.env.LOG_LEVEL = 'error';
  return startLocalStack({ port: await freePort(), dynamoPort: await freePort(), sesPort: await freePort(), apiOnly: true });
}

export type Call = (method: string, path: string, body?: unknown, cookie?: string, headers?: Record<string, string>) => Promise<Response>;

export function caller(stack: LocalStack): Call {
  return (method, path, body, cookie, headers = {}) =>
    fetch(`${stack.url}/api/v1${path}`, {
      method,
      headers: { origin: stack.url, 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/** Signs up, confirms by the emailed link and signs in: the owner's email, password, cookie and property id. */
export async function benchOwner(
  stack: LocalStack,
  name = 'Bench',
): Promise<{ email: string; password: string; cookie: string; propertyId: string }> {
  const call = caller(stack);
  const challenge = (await (await call('GET', '/captcha/challenge')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const captchaToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  await call('POST', '/users/register', {
    firstName: name,
    propertyName: `${name} Hostel`,
    username: email,
    password: PASSWORD,
    acceptTerms: true,
    captchaToken,
  });
  const store = (await (await fetch(`${stack.mailboxUrl}/store`)).json()) as {
    emails: { destination?: { to?: string[] }; body: { text?: string } }[];
  };
  const mail = [...store.emails]
    .reverse()
    .find((sent) => sent.body.text?.includes(encodeURIComponent(email)) || JSON.stringify(sent).includes(email));
  const token = /email-validation\/(\S+)/.exec(mail?.body.text ?? '')?.[1];
  await call('GET', `/users/confirm-email/${token}`);
  const signIn = await call('POST', '/users/auth', { username: email, password: PASSWORD });
  const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
  const propertyId = JSON.parse(Buffer.from(cookie.split('=')[1]!.split('.')[1]!, 'base64url').toString()).pid as string;
  return { email, password: PASSWORD, cookie, propertyId };
}
