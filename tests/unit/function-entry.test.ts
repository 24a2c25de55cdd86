import { routeNames, routeTable } from '@hostel/shared/api/route-table';
import { describe, expect, it } from 'vitest';
import { routeModuleParts, routeModuleSource, UNSERVED_FIELD } from '../../infra/src/function-entry';

// A deployed function carries its own call's definition, rebuilt from the schema modules (function-entry.ts);
// it must be the table's entry exactly, or the Lambda would validate and answer differently from the local run.
// The answer's schema alone stays out: no function reads it (ServedRoute), and building it cost every cold start.

describe("a function's own route definition", () => {
  it.each(routeNames)('%s is the route table entry but its answer schema: the same schemas, the same data', async (name) => {
    const { schemas, data } = routeModuleParts(name);
    const rebuilt: Record<string, unknown> = { ...data };
    for (const { field, module, name: exported } of schemas) rebuilt[field] = (await import(module))[exported];
    const { [UNSERVED_FIELD]: answer, ...served } = routeTable[name];
    expect(answer, `${name} has an answer schema`).toBeTypeOf('object');
    expect(Object.keys(rebuilt).sort()).toEqual(Object.keys(served).sort());
    for (const [field, value] of Object.entries(served)) expect(rebuilt[field], `${name}.${field}`).toBe(value);
  });

  it('is written as a module that imports only the schemas it names', () => {
    const source = routeModuleSource('createReservation');
    expect(source).toContain("Symbol.for('hostel.functionRoutes')");
    expect(source).not.toContain('route-table');
    expect(source.match(/^import /gm)).toHaveLength(routeModuleParts('createReservation').schemas.length);
    expect(source).toContain('createReservationBody as bodySchema');
    expect(source).not.toContain('responseSchema');
  });
});
