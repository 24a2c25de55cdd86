import { describe, expect, it } from 'vitest';
import { ApiUser, signedInOwner } from '../support/api';

describe('the handler pipeline', () => {
  it('answers malformed JSON with 400 and a message', async () => {
    const response = await new ApiUser().call('POST', '/users/auth', '{"username": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ msg: 'The request body is not valid JSON' });
  });

  it('answers a wrong content type with 415', async () => {
    const response = await new ApiUser().call('POST', '/users/auth', 'username=a@b.co&password=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ msg: 'Send the body as application/json' });
  });

  it('answers an empty or non-object body with 400', async () => {
    const user = new ApiUser();
    const empty = await user.call('POST', '/users/auth', '', { 'content-type': 'application/json' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('The request body is empty');
    for (const body of ['[]', '"text"', '42', 'null']) {
      const response = await user.call('POST', '/users/auth', body);
      expect(response.status, body).toBe(400);
      expect(Array.isArray(response.body) && typeof response.body[0].msg === 'string', body).toBe(true);
    }
  });

  it('refuses an oversized body', async () => {
    const response = await new ApiUser().call('POST', '/users/auth', { username: 'a@b.co', password: 'x'.repeat(70_000) });
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe('The request body is too large');
  });

  it('refuses state-changing calls from another site, before looking at the body', async () => {
    const user = new ApiUser();
    const foreignOrigin = await user.call('POST', '/users/auth', { username: 'a@b.co', password: 'x' }, { origin: 'https://evil.example' });
    expect(foreignOrigin.status).toBe(403);
    expect(foreignOrigin.body).toEqual({ msg: 'Requests that change data must come from the app itself' });
    const crossSite = await user.call('POST', '/users/auth', '{bad', { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    // Reading calls are not affected.
    expect((await user.call('GET', '/captcha/challenge', undefined, { 'sec-fetch-site': 'cross-site' })).status).toBe(200);
  });

  it('checks the session before validating, so strangers learn nothing from validation', async () => {
    const response = await new ApiUser().call('PUT', '/users/profile', { nonsense: true });
    expect(response.status).toBe(401);
  });

  it('answers unknown paths with 404 and wrong methods with 405, as JSON', async () => {
    const user = new ApiUser();
    const unknown = await user.call('GET', '/nowhere');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ msg: 'Not found' });
    const wrongMethod = await user.call('DELETE', '/users/auth');
    expect(wrongMethod.status).toBe(405);
  });

  it('never caches API answers', async () => {
    const { user } = await signedInOwner();
    const response = await user.call('GET', '/users/profile');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
