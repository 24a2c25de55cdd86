import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPath, kebabName, routeNames, routeTable } from '../../shared/src/api/route-table';

const handlersDir = new URL('../../functions/src/handlers/', import.meta.url);

describe('route table', () => {
  it('has exactly one handler file per call, named after it', () => {
    const files = readdirSync(handlersDir)
      .filter((file) => file.endsWith('.ts'))
      .sort();
    expect(files).toEqual(routeNames.map((name) => `${kebabName(name)}.ts`).sort());
    for (const name of routeNames) expect(existsSync(new URL(`${kebabName(name)}.ts`, handlersDir))).toBe(true);
  });

  it("has no handler importing another: a handler's module registers its call at load, which another call's function does not serve", () => {
    const imports = readdirSync(handlersDir)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        [...readFileSync(new URL(file, handlersDir), 'utf8').matchAll(/from '\.\/([^']+)'/g)].map((found) => `${file} → ${found[1]}`),
      );
    expect(imports).toEqual([]);
  });

  it('has no two calls on the same method and path', () => {
    const keys = routeNames.map((name) => `${routeTable[name].method} ${routeTable[name].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('marks every call that writes over GET as changing state, and every POST/PUT/DELETE too', () => {
    for (const name of routeNames) {
      const route = routeTable[name];
      if (route.method !== 'GET') expect(route.changesState, name).toBe(true);
      const writes = route.table.filter((action) => !['GetItem', 'BatchGetItem', 'Query'].includes(action));
      // A call that writes over GET would be open to a cross-site request: every writer declares it changes state.
      if (writes.length > 0) expect(route.changesState, name).toBe(true);
    }
  });

  it('declares a params schema with exactly the {names} of the path, so the web client can require them', () => {
    for (const name of routeNames) {
      const route = routeTable[name] as { path: string; params?: { shape: Record<string, unknown> } };
      const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(Object.keys(route.params?.shape ?? {}).sort(), name).toEqual(inPath);
    }
  });

  it('declares the session read of every signed-in call', () => {
    // The pipeline checks a signed-in caller's session item (a GetItem) before the handler runs.
    const missing = routeNames.filter(
      (name) => routeTable[name].access !== 'public' && !(routeTable[name].table as readonly string[]).includes('GetItem'),
    );
    expect(missing).toEqual([]);
  });

  it('names files in kebab case and fills path parameters as single segments', () => {
    expect(kebabName('finishPasswordReset')).toBe('finish-password-reset');
    expect(buildPath('/users/confirm-email/{token}', { token: 'a/b c' })).toBe('/users/confirm-email/a%2Fb%20c');
    expect(() => buildPath('/users/confirm-email/{token}')).toThrow('Missing path parameter token');
  });
});
