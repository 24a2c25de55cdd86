import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// An API file that points the functions' modules at settings of its own (configureFunctions: a clock, a table,
// a mail service) must run in a worker of its own: in the shared worker those settings leak into the next
// files, whose sessions then read as expired (a 401 that depends on which files ran together).

const ROOT = join(import.meta.dirname, '..', '..');

it('runs every API file that sets the functions’ settings in a worker of its own', () => {
  const config = readFileSync(join(ROOT, 'vitest.config.ts'), 'utf8');
  const listed = config.slice(
    config.indexOf('const API_FILES_WITH_SETTINGS'),
    config.indexOf('];', config.indexOf('const API_FILES_WITH_SETTINGS')),
  );
  const setting = readdirSync(join(ROOT, 'tests', 'api'))
    .filter((name) => name.endsWith('.test.ts') && !name.endsWith('.timing.test.ts'))
    .filter((name) => readFileSync(join(ROOT, 'tests', 'api', name), 'utf8').includes('configureFunctions('));
  expect(setting.length).toBeGreaterThan(0);
  expect(setting.filter((name) => !listed.includes(`'tests/api/${name}'`))).toEqual([]);
});
