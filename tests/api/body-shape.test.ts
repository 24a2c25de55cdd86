import { describe, expect, it } from 'vitest';
import { routeNames, routeTable } from '@hostel/shared/api/route-table';
import { signedInOwner } from '../support/api';
import { buildPath } from '@hostel/shared/api/route-table';

// Every call that takes a body takes one JSON object: any other JSON value, or a body nested deeper than
// any call's, is the caller's mistake and a 400 with a message, never a 500 from inside the validation.

/** A well-formed value for every path parameter (an id, a link's token, a page's address), so only the body is wrong. */
const PARAM = 'a1b2c3d4e5f6g7h8';
const bodyRoutes = routeNames.filter((name) => 'body' in routeTable[name]);

function pathOf(name: (typeof bodyRoutes)[number]): string {
  const { path } = routeTable[name];
  const params = Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, key]) => [key!, PARAM]));
  return buildPath(path, params);
}

/** The answer's message, whether a single `{ msg }` or one per field (`[{ msg, path }]`). */
function messageOf(body: unknown): unknown {
  return Array.isArray(body) ? (body[0] as { msg?: unknown } | undefined)?.msg : (body as { msg?: unknown } | null)?.msg;
}

describe('a body that is not the object a call expects', () => {
  it('covers every call of the route table that takes a body', () => {
    expect(bodyRoutes.length).toBeGreaterThan(20);
    expect(bodyRoutes).toEqual(expect.arrayContaining(['createRateRange', 'updateBookingPageSettings', 'signIn']));
  });

  it('is a 400 with a message on every call: null, a number, a string, an array, true', async () => {
    const { user } = await signedInOwner();
    const answers: Record<string, string> = {};
    for (const name of bodyRoutes) {
      for (const json of ['null', '42', '"text"', '[]', '[{}]', 'true']) {
        const response = await user.call(routeTable[name].method, pathOf(name), json);
        answers[`${name} ${json}`] = `${response.status} ${String(messageOf(response.body))}`;
      }
    }
    const expected = Object.fromEntries(Object.keys(answers).map((key) => [key, '400 The request body must be a JSON object']));
    expect(answers).toEqual(expected);
  });

  it('is a 400 with a message when nested deeper than any call reads, however deep', async () => {
    const { user } = await signedInOwner();
    // With max_nights a number, the settings' check compared it with the nested array, and the array's text overflowed the stack.
    const deep = (levels: number) => `{"max_nights":5,"min_nights":${'['.repeat(levels)}1${']'.repeat(levels)}}`;
    const bookingPage = await user.call('PUT', '/properties/booking-page', deep(20_000));
    expect(bookingPage.status).toBe(400);
    expect(messageOf(bookingPage.body)).toBe('The request body is nested too deeply');
    const answers: Record<string, string> = {};
    for (const name of bodyRoutes) {
      const response = await user.call(routeTable[name].method, pathOf(name), deep(2_000));
      answers[name] = `${response.status} ${String(messageOf(response.body))}`;
    }
    expect(answers).toEqual(Object.fromEntries(bodyRoutes.map((name) => [name, '400 The request body is nested too deeply'])));
  });

  it('still reads a body nested as deep as a real call nests it', async () => {
    const { user } = await signedInOwner();
    // Wrong in its values, so nothing changes, but read to its fields: the depth is no reason to refuse it.
    const response = await user.call('PUT', '/properties/booking-page', { room_type_ids: [[['x']]], min_nights: { a: { b: [1] } } });
    expect(response.status).toBe(400);
    expect(messageOf(response.body)).not.toBe('The request body is nested too deeply');
  });
});
