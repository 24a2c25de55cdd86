import { routeNames, routeTable } from '@hostel/shared/api/route-table';
import { describe, expect, it } from 'vitest';
import { routeModuleParts, routeModuleSource } from '../../infra/src/function-entry';

// A deployed function carries its own call's definition, rebuilt from the schema modules (function-entry.ts);
// it must be the table's entry exactly, or the Lambda would validate and answer differently from the local run.

describe("a function's own route definition", () => {
  it.each(routeNames)('%s is the route table entry: the same schemas, the same data', async (name) => {
    const { schemas, data } = routeModuleParts(name);
    const rebuilt: Record<string, unknown> = { ...data };
    for (const { field, module, name: exported } of schemas) rebuilt[field] = (await import(module))[exported];
    expect(Object.keys(rebuilt).sort()).toEqual(Object.keys(routeTable[name]).sort());
    for (const [field, value] of Object.entries(routeTable[name])) expect(rebuilt[field], `${name}.${field}`).toBe(value);
  });

  it('is written as a module that imports only the schemas it names', () => {
    const source = routeModuleSource('validateSession');
    expect(source).toContain("Symbol.for('hostel.functionRoutes')");
    expect(source).not.toContain('route-table');
    expect(source.match(/^import /gm)).toHaveLength(routeModuleParts('validateSession').schemas.length);
  });
});
