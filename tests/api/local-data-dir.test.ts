import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../local/local-stack';
import { GOOD_PASSWORD, uniqueEmail } from '../support/api';
import { captchaAnswer } from '../support/captcha-answer';
import { freePort } from '../support/free-port';

// A second local instance in its own process (handlers read their settings once per process), with its
// data in DATA_DIR: it must run beside the test stack and keep its files where DATA_DIR says, owner-only.

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe('DATA_DIR', () => {
  it('runs a second instance with its data, owner-only, where DATA_DIR says', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'hostel-demo-'));
    const dataDir = join(scratch, 'demo-data');
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      DYNAMODB_PORT: String(await freePort()),
      SES_PORT: String(await freePort()),
      CHANNEX_PORT: String(await freePort()),
      LOG_LEVEL: 'error',
      // The sign-up below solves a captcha: the test stack's easier one.
      CAPTCHA_COST: '50',
      CAPTCHA_COUNTER_MAX: '200',
    };
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/support/local-data-probe.ts')], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', done));
    try {
      // The probe prints one JSON line once the stack answers (or exits, saying why on stderr).
      const started = await Promise.race([
        new Promise<{ url: string; dataDir: string }>((done) =>
          createInterface({ input: child.stdout }).once('line', (line) => done(JSON.parse(line))),
        ),
        exited.then((code) => Promise.reject(new Error(`the instance stopped (exit ${code}): ${errors}`))),
      ]);
      expect(started.dataDir).toBe(dataDir);
      const challenge = await fetch(`${started.url}/api/v1/captcha/challenge`);
      expect(challenge.status).toBe(200);
      // A sign-up is a transaction: with kept data it goes through the proxy that answers it once on disk (durable-writes.ts).
      const signUp = await fetch(`${started.url}/api/v1/users/register`, {
        method: 'POST',
        headers: { origin: started.url, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Ana',
          propertyName: 'Casa Azul Hostel',
          username: uniqueEmail(),
          password: GOOD_PASSWORD,
          acceptTerms: true,
          captchaToken: await captchaAnswer(await challenge.json()),
        }),
      });
      expect(signUp.status).toBe(201);

      expect(mode(dataDir)).toBe('700');
      expect(mode(join(dataDir, 'dynamodb'))).toBe('700');
      expect(mode(join(dataDir, 'secrets.json'))).toBe('600');
      // DynamoDB Local keeps its database file in DATA_DIR, not in the repository's .data/.
      expect(readdirSync(join(dataDir, 'dynamodb')).some((name) => name.endsWith('.db'))).toBe(true);
    } finally {
      child.kill('SIGTERM');
      await exited;
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
