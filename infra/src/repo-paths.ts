// Where things live in the monorepo, resolved from this file so the CLI, tests and bench agree.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kebabName } from '@hostel/shared/api/route-table';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The npm lockfile NodejsFunction reads to find the project root and package manager. */
export const lockFile = join(repoRoot, 'package-lock.json');

/** The built SPA (`npm run build -w web`). */
export const webDist = join(repoRoot, 'web', 'dist');

/** One handler file per call: `functions/src/handlers/<kebab-name>.ts`. */
export function handlerEntry(routeName: string): string {
  const entry = join(repoRoot, 'functions', 'src', 'handlers', `${kebabName(routeName)}.ts`);
  if (!existsSync(entry)) throw new Error(`Route ${routeName} has no handler at ${entry}`);
  return entry;
}
