import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt with N=2^17, r=8, p=1 (OWASP's recommendation). The parameters are stored with each hash
// so they can be raised later without breaking existing passwords.

const LOG_N = 17;
/** The lowest cost the test stack may ask for: still a real scrypt, and the stored parameters say which. */
const LOWEST_TEST_LOG_N = 10;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * The cost of new hashes: production's, unless the local test stack lowers it with TEST_STACK_SCRYPT_LOG_N, which
 * is honoured only beside a local table (DYNAMODB_ENDPOINT). No deployed function has either setting
 * (tests/infra/hostel-stack.test.ts), so a Lambda always hashes at N=2^17; tests save most of a scrypt's CPU.
 */
export function hashCost(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env.TEST_STACK_SCRYPT_LOG_N);
  if (!env.DYNAMODB_ENDPOINT || !Number.isInteger(asked) || asked < LOWEST_TEST_LOG_N || asked > LOG_N) return LOG_N;
  return asked;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const logN = hashCost();
  const key = await derive(password, salt, logN, R, P);
  return ['scrypt', logN, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// A hash of a random password: verifying against it when the account does not exist costs the
// same time as a real check, so response time does not reveal which emails have accounts.
let decoy: Promise<string> | undefined;

export async function spendVerifyTime(password: string): Promise<void> {
  decoy ??= hashPassword(randomBytes(18).toString('base64'));
  await verifyPassword(password, await decoy);
}
