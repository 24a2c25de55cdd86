import { describe, expect, it } from 'vitest';
import { routeNames, routeTable } from '@hostel/shared/api/route-table';
import { MAX_BODY_DEPTH, nestsDeeperThan } from '@hostel/functions/http/json-depth';

// The schemas are also the web's form checks: whatever value they are handed, they answer, never throw.

const bodyRoutes = routeNames.filter((name) => 'body' in routeTable[name]);

describe("every call's body schema", () => {
  it.each([[null], [42], ['text'], [[]], [true]])('refuses %j without throwing', (value) => {
    const outcomes = Object.fromEntries(
      bodyRoutes.map((name) => {
        const { body } = routeTable[name] as { body: { safeParse(value: unknown): { success: boolean } } };
        try {
          return [name, body.safeParse(value).success ? 'accepted' : 'refused'];
        } catch (error) {
          return [name, `threw ${(error as Error).message}`];
        }
      }),
    );
    expect(outcomes).toEqual(Object.fromEntries(bodyRoutes.map((name) => [name, 'refused'])));
  });

  it('never compares the booking page nights unless both are numbers', () => {
    const deep = JSON.parse(`${'['.repeat(20_000)}1${']'.repeat(20_000)}`) as unknown;
    const result = routeTable.updateBookingPageSettings.body.safeParse({ max_nights: 5, min_nights: deep });
    expect(result.success).toBe(false);
  });
});

describe('the depth of a JSON body', () => {
  it('counts nested objects and arrays, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"${'{'.repeat(100)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\\\",${'"b":{'.repeat(3)}}}}}`, 3)).toBe(true);
  });

  it('finds a body nested thousands deep without recursing', () => {
    expect(nestsDeeperThan(`{"a":${'['.repeat(200_000)}${']'.repeat(200_000)}}`, MAX_BODY_DEPTH)).toBe(true);
    expect(nestsDeeperThan(`${'{"a":'.repeat(MAX_BODY_DEPTH)}1${'}'.repeat(MAX_BODY_DEPTH)}`, MAX_BODY_DEPTH)).toBe(false);
  });
});
