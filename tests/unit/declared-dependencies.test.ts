import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every dependency a package.json declares is used: imported by some file of the repository, or run by a
// script, a config or CI (through its command). A dependency nobody imports still costs every install.

const ROOT = join(import.meta.dirname, '..', '..');
const WORKSPACES = ['.', 'shared', 'functions', 'web', 'infra'];
const SKIP = /(^|\/)(node_modules|dist|dist-ssr|cdk\.out|\.data|\.git|test-results)$/;
const SOURCE = /\.(ts|tsx|mjs|js|json|jsonc|html|sh|py)$|^run$/;

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (SKIP.test(path)) return [];
    if (entry.isDirectory()) return sourcesUnder(path);
    return SOURCE.test(entry.name) && !/(^|\/)package(-lock)?\.json$/.test(path) ? [path] : [];
  });
}

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
  bin?: string | Record<string, string>;
}
const manifest = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Manifest;

/** The commands a package installs (`tsc`, `biome`, `cdk`), which scripts run by name. */
function commandsOf(name: string): string[] {
  const { bin } = manifest(join('node_modules', name, 'package.json'));
  if (!bin) return [];
  return typeof bin === 'string' ? [name.split('/').pop()!] : Object.keys(bin);
}

describe('declared dependencies', () => {
  const code = sourcesUnder('.').map((path) => readFileSync(join(ROOT, path), 'utf8'));
  const scripts = WORKSPACES.flatMap((dir) => Object.values(manifest(join(dir, 'package.json')).scripts ?? {}));
  const runs = [...scripts, ...code].join('\n');
  const imported = (name: string) =>
    code.some(
      (text) => text.includes(`'${name}'`) || text.includes(`'${name}/`) || text.includes(`"${name}"`) || text.includes(`"${name}/`),
    );
  const run = (name: string) =>
    commandsOf(name).some((command) =>
      new RegExp(`(^|[\\s/'"])${command.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([\\s'"]|$)`, 'm').test(runs),
    );
  /** A package of types serves the package it types (`@types/react`), or Node itself. */
  const used = (name: string): boolean => {
    const typed = name.match(/^@types\/(.+)$/)?.[1];
    if (typed) return typed === 'node' || used(typed.replace(/^(.+)__(.+)$/, '@$1/$2'));
    return imported(name) || run(name);
  };

  it.each(WORKSPACES)('%s/package.json declares only dependencies that are used', (dir) => {
    const { dependencies = {}, devDependencies = {} } = manifest(join(dir, 'package.json'));
    const unused = [...Object.keys(dependencies), ...Object.keys(devDependencies)].filter(
      (name) => !name.startsWith('@hostel/') && !used(name),
    );
    expect(unused, `declared in ${dir}/package.json and used nowhere`).toEqual([]);
  });
});
