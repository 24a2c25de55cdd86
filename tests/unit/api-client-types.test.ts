import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { callApi, queryString, type CallInput, type CallInputFor, type PathParamNames } from '../../web/src/lib/api-client';

// The web client's input is typed from the route table: path parameters are required exactly when the
// path has {params}, the query and body when the route declares them. `npm run typecheck` checks the
// lines marked as expected errors; the runs check what is sent.

function answer(body: unknown) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('typing from the route table', () => {
  it('reads the parameter names from a path', () => {
    expectTypeOf<PathParamNames<'/users/confirm-email/{token}'>>().toEqualTypeOf<'token'>();
    expectTypeOf<PathParamNames<'/rooms/{roomTypeId}/beds/{bedId}'>>().toEqualTypeOf<'roomTypeId' | 'bedId'>();
    expectTypeOf<PathParamNames<'/users/profile'>>().toBeNever();
  });

  it('requires params when the path has them, and refuses them otherwise', () => {
    expectTypeOf<CallInput<'confirmEmail'>['params']>().toEqualTypeOf<{ token: string }>();
    expectTypeOf<CallInput<'getProfile'>['params']>().toEqualTypeOf<undefined>();
    if (Math.random() > 2) {
      // Never run: these lines only have to type-check (or fail to, where marked).
      // @ts-expect-error the token is required
      void callApi('confirmEmail');
      // @ts-expect-error the path parameter is named token
      void callApi('confirmEmail', { params: { id: 'x' } });
      // @ts-expect-error the profile's path has no parameters
      void callApi('getProfile', { params: { token: 'x' } });
      // @ts-expect-error sign-in needs its body
      void callApi('signIn');
      // @ts-expect-error no query is declared for this call
      void callApi('getProfile', { query: { q: 'x' } });
      void callApi('getProfile');
      void callApi('finishPasswordReset', { params: { token: 't' }, body: { newPassword: 'p', repeatNewPassword: 'p' } });
    }
  });

  it('makes a declared query required when any of its fields is, optional when none is', () => {
    type Required = CallInputFor<'/guests/find', undefined, undefined, { q: string; limit?: number }>;
    type Optional = CallInputFor<'/reservations', undefined, undefined, { search?: string }>;
    type WithParams = CallInputFor<'/reservations/find/{range}', undefined, undefined, undefined>;
    expectTypeOf<Required['query']>().toEqualTypeOf<{ q: string; limit?: number }>();
    expectTypeOf<{ query: { q: 'a' } }>().toExtend<Required>();
    expectTypeOf<{ query?: never }>().not.toExtend<Required>();
    expectTypeOf<object>().toExtend<Optional>();
    expectTypeOf<WithParams['params']>().toEqualTypeOf<Record<'range', string>>();
    expectTypeOf<{ params: { range: 'x' } }>().toExtend<WithParams>();
    expectTypeOf<object>().not.toExtend<WithParams>();
  });
});

describe('what the client sends', () => {
  it('fills path parameters as one encoded segment each', async () => {
    const fetch = answer({ msg: 'Email verified successfully' });
    vi.stubGlobal('fetch', fetch);
    await callApi('confirmEmail', { params: { token: 'a/b c' } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/users/confirm-email/a%2Fb%20c');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('writes a query string from the declared fields, leaving out the missing ones', () => {
    expect(queryString(undefined)).toBe('');
    expect(queryString({})).toBe('');
    expect(queryString({ q: 'Ana María', limit: 10, all: false, none: undefined, nothing: null })).toBe(
      '?q=Ana+Mar%C3%ADa&limit=10&all=false',
    );
  });
});
