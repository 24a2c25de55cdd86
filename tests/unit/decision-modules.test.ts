import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The shape of the stay changes (docs/architecture/reservations.md "One runner"): each decision is a pure
// module that imports no repository (types only), one loop runs them all, and a failed transaction part
// is told by its name, never its position.

const RESERVATIONS = 'functions/src/reservations';
const DECISIONS = [
  'stay-rules.ts',
  'stay-decisions.ts',
  'check-in-out-decision.ts',
  'reinstate-decision.ts',
  'payment-decision.ts',
  'bed-rules.ts',
  'bed-swap-decision.ts',
  'guest-change-decision.ts',
  'updated-at.ts',
  'folio-decision.ts',
  'receipt-decision.ts',
  'booking-hold-decision.ts',
  'room-type-move-decision.ts',
  'ota-payments.ts',
];

const source = (file: string) => readFileSync(join(RESERVATIONS, file), 'utf8');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );

describe('the stay decisions', () => {
  it.each(DECISIONS)('%s imports no repository but its types, and each decision has unit tests', (file) => {
    const valueImports = [...source(file).matchAll(/^import (?!type )[^;]*from '([^']+)'/gm)].map((match) => match[1]);
    expect(valueImports.filter((path) => /repository|\/stays$|\/stay-parts$|records-of/.test(path ?? ''))).toEqual([]);
    const tested = readdirSync('tests/unit').filter((test) => test.endsWith('.test.ts') && test !== 'decision-modules.test.ts');
    const importer = tested.filter((test) =>
      readFileSync(join('tests/unit', test), 'utf8').includes(`reservations/${file.replace(/\.ts$/, '')}'`),
    );
    expect(importer.length).toBeGreaterThan(0);
  });

  it('run in one loop: no other module of reservations/ retries on its own', () => {
    const loops = readdirSync(RESERVATIONS).filter((file) => /for \(let attempt\b|ATTEMPTS\b/.test(source(file)));
    expect(loops).toEqual(['change-runner.ts']);
  });

  it('tell a failed transaction part by its name: no position is read anywhere', () => {
    const positional = sources('functions/src').filter((file) =>
      /failedAt\(|reasons\[\d|reasons\.slice\(/.test(readFileSync(file, 'utf8')),
    );
    expect(positional).toEqual([]);
  });
});
