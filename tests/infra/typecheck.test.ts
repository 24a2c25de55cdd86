// The type-check of npm test, as a test: the three tsc programs (scripts/typecheck.mjs) run while the
// other projects' files wait on the stack and the browser, instead of before any of them starts.
import { spawn } from 'node:child_process';
import { expect, it } from 'vitest';

it('every TypeScript program type-checks (npm run typecheck)', async () => {
  const { code, output } = await new Promise<{ code: number | null; output: string }>((done) => {
    const tsc = spawn(process.execPath, ['scripts/typecheck.mjs'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    tsc.stdout.on('data', (chunk) => (output += chunk));
    tsc.stderr.on('data', (chunk) => (output += chunk));
    tsc.on('close', (code) => done({ code, output }));
  });
  // The compiler's own report is the failure message: file, line and error.
  expect(code, output).toBe(0);
});
