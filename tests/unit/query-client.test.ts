import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmEmailMutationOptions, confirmEmailOnce } from '../../web/src/features/auth/api/confirm-email';
import { updateProfileMutationOptions } from '../../web/src/features/profile/api/update-profile';
import { ApiError } from '../../web/src/lib/api-client';
import { createQueryClient, MAX_RETRIES, shouldRetry, STALE_TIME_MS } from '../../web/src/lib/query-client';
import { getProfileQueryOptions } from '../../web/src/lib/session/get-profile';

// The one query client: what it retries, what it logs, and how the profile and the confirmation link
// go through it.

const PROFILE = {
  property_name: 'Casa Azul',
  time_zone: 'UTC',
  user_info: { _id: 'u1', first_name: 'Ana', last_name: '', username: 'ana@example.com', role: 'admin' as const },
};

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch that answers each call with the next of `answers` (the last one repeats). */
function answers(...list: (() => Response)[]) {
  let call = 0;
  return vi.fn(async (_url: string, _init?: RequestInit) => list[Math.min(call++, list.length - 1)]!());
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('retrying', () => {
  it('retries network failures and 5xx a few times, never a 4xx', () => {
    expect(shouldRetry(0, new ApiError(0, ['Failed to fetch']))).toBe(true);
    expect(shouldRetry(0, new ApiError(503, ['Try again']))).toBe(true);
    expect(shouldRetry(MAX_RETRIES, new ApiError(503, ['Try again']))).toBe(false);
    for (const status of [400, 401, 403, 404, 409, 429]) expect(shouldRetry(0, new ApiError(status, ['No'])), `${status}`).toBe(false);
  });

  it('loads the profile after a passing 503, once, and keeps it fresh for a while', async () => {
    const fetch = answers(
      () => reply(503, { msg: 'Busy' }),
      () => reply(200, { msg: PROFILE }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    const options = { ...getProfileQueryOptions(), retryDelay: 0 };
    await expect(client.fetchQuery(options)).resolves.toEqual(PROFILE);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/users/profile');
    await client.fetchQuery(options);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(client.getDefaultOptions().queries?.staleTime).toBe(STALE_TIME_MS);
  });

  it('asks once on a 401 and logs the failure once (spec: profile errors are only logged)', async () => {
    vi.stubGlobal(
      'fetch',
      answers(() => reply(401, { msg: 'Please sign in' })),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createQueryClient();
    await expect(client.fetchQuery({ ...getProfileQueryOptions(), retryDelay: 0 })).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toBe('Could not load the profile');
  });
});

describe('changing data', () => {
  it('puts the saved profile the API answers into the cache, without loading it again', async () => {
    const saved = { ...PROFILE, user_info: { ...PROFILE.user_info, first_name: 'Valentina' } };
    const fetch = answers(() => reply(200, { msg: saved }));
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    client.setQueryData(getProfileQueryOptions().queryKey, PROFILE);
    await new MutationObserver(client, updateProfileMutationOptions(client)).mutate({
      firstName: 'Valentina',
      lastName: '',
      role: 'admin',
    });
    expect(client.getQueryData(getProfileQueryOptions().queryKey)).toEqual(saved);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT', body: '{"firstName":"Valentina","lastName":"","role":"admin"}' });
  });

  it('is not retried when it fails', async () => {
    const fetch = answers(() => reply(503, { msg: 'Busy' }));
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    await expect(new MutationObserver(client, updateProfileMutationOptions(client)).mutate({ firstName: 'Ana' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('spends a confirmation link once, however often the page asks, and remembers how it went', async () => {
    const fetch = answers(() => reply(200, { msg: 'Email verified successfully' }));
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    // What React's development mode does: the effect runs, is cleaned up, runs again; then a remount.
    confirmEmailOnce(client, 'tok-1');
    confirmEmailOnce(client, 'tok-1');
    confirmEmailOnce(client, 'tok-1');
    const find = (token: string) =>
      client.getMutationCache().find({ mutationKey: confirmEmailMutationOptions(token).mutationKey, exact: true });
    await vi.waitFor(() => expect(find('tok-1')?.state.status).toBe('success'));
    expect(find('tok-1')?.state.data).toEqual({ msg: 'Email verified successfully' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/users/confirm-email/tok-1');

    // Another link is another confirmation; a failure is kept too, not retried.
    vi.stubGlobal(
      'fetch',
      answers(() => reply(400, { msg: 'jwt expired' })),
    );
    confirmEmailOnce(client, 'tok-2');
    confirmEmailOnce(client, 'tok-2');
    await vi.waitFor(() => expect(find('tok-2')?.state.status).toBe('error'));
    expect(find('tok-2')?.state.error).toMatchObject({ status: 400, message: 'jwt expired' });
    expect(vi.mocked(globalThis.fetch)).toHaveBeenCalledTimes(1);
  });
});
