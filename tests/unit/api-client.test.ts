import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, DEFAULT_ERROR, onUnauthorized, speakApiIn } from '../../web/src/lib/api-client';
import { answerMessage } from '../../web/src/lib/i18n/api-message';
import { changeLanguage, currentLanguage } from '../../web/src/lib/i18n/i18n';

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

// As the SPA's entry (main.tsx) sets it up.
speakApiIn(currentLanguage, answerMessage);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the web API client (spec §8 interceptor)', () => {
  it('sends JSON with credentials to the route-table path', async () => {
    const fetch = answer(200, { msg: 'Signed in' });
    vi.stubGlobal('fetch', fetch);
    await expect(callApi('signIn', { body: { username: 'a@b.co', password: 'x' } })).resolves.toEqual({ msg: 'Signed in' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/users/auth',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: '{"username":"a@b.co","password":"x"}' }),
    );
  });

  it('adds the headers a call asks for (an Idempotency-Key), keeping its own JSON headers', async () => {
    const fetch = answer(201, { _id: 'g1' });
    vi.stubGlobal('fetch', fetch);
    await callApi('createGuest', {
      body: { firstName: 'Ana', lastName: 'López', email: 'ana@example.com' },
      headers: { 'Idempotency-Key': 'key-1' },
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/guests/create',
      expect.objectContaining({
        headers: {
          'Idempotency-Key': 'key-1',
          'content-type': 'application/json',
          accept: 'application/json',
          'x-message-ids': 'true',
          'accept-language': 'en',
        },
      }),
    );
  });

  it('shows each message of a list body, and keeps field paths', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, [
        { msg: 'Email is required', path: 'username' },
        { msg: 'Password is required', path: 'password' },
      ]),
    );
    const error = await callApi('signIn', { body: { username: '', password: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messages).toEqual(['Email is required', 'Password is required']);
    expect((error as ApiError).fields).toEqual({ username: 'Email is required', password: 'Password is required' });
  });

  it("shows an object body's msg, defaulting when there is none", async () => {
    vi.stubGlobal('fetch', answer(409, { msg: 'Taken' }));
    await expect(callApi('validateSession')).rejects.toMatchObject({ messages: ['Taken'], status: 409 });
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>'));
    await expect(callApi('validateSession')).rejects.toMatchObject({ messages: [DEFAULT_ERROR] });
  });

  it("keeps an answer's message id and values, which screens decide on, beside its words", async () => {
    const taken = {
      msg: 'Dorm · Room 1, bed 2 is taken on 2026-12-01',
      messageId: 'stay.bedTakenDates',
      values: { bed: 'Dorm · Room 1, bed 2', dates: [{ day: '2026-12-01' }], more: '' },
    };
    vi.stubGlobal('fetch', answer(409, taken));
    await expect(callApi('validateSession')).rejects.toMatchObject({
      messages: [taken.msg],
      messageId: 'stay.bedTakenDates',
      values: taken.values,
    });
    vi.stubGlobal('fetch', answer(400, [{ msg: 'Name is required', path: 'description', messageId: 'field.labelRequired' }]));
    await expect(callApi('validateSession')).rejects.toMatchObject({ messageId: 'field.labelRequired' });
  });

  it("keeps an answer's machine-readable code beside its message", async () => {
    vi.stubGlobal('fetch', answer(401, { msg: 'Solve the CAPTCHA', code: 'CAPTCHA_REQUIRED' }));
    await expect(callApi('signIn', { body: { username: 'a@b.co', password: 'x' } })).rejects.toMatchObject({
      messages: ['Solve the CAPTCHA'],
      code: 'CAPTCHA_REQUIRED',
    });
    vi.stubGlobal('fetch', answer(401, { msg: 'Wrong email or password' }));
    await expect(callApi('signIn', { body: { username: 'a@b.co', password: 'x' } })).rejects.toMatchObject({ code: undefined });
  });

  it("shows a network failure's text", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(callApi('validateSession')).rejects.toMatchObject({ messages: ['Failed to fetch'], isNetworkError: true });
  });

  it("asks for the screens' language on every call, and says a failed connection in it", async () => {
    await changeLanguage('es-AR');
    try {
      const fetch = answer(200, { msg: 'La sesión es válida' });
      vi.stubGlobal('fetch', fetch);
      await callApi('validateSession');
      expect(fetch).toHaveBeenCalledWith(
        '/api/v1/users/validate',
        expect.objectContaining({ headers: expect.objectContaining({ 'accept-language': 'es-AR' }) }),
      );
      // An answer's message is said from its id and values in the screens' language, its day the Argentine way.
      const taken = {
        msg: 'Dorm 6 is taken on 2026-12-01',
        messageId: 'stay.bedTakenDates',
        values: { bed: 'Dorm 6', dates: [{ day: '2026-12-01' }], more: '' },
      };
      vi.stubGlobal('fetch', answer(409, taken));
      await expect(callApi('validateSession')).rejects.toMatchObject({ messages: ['Dorm 6 está ocupada el 01/12/2026'] });
      // An id this build does not know (a newer API) keeps the answer's words.
      vi.stubGlobal('fetch', answer(409, { msg: 'Algo nuevo', messageId: 'stay.somethingNew' }));
      await expect(callApi('validateSession')).rejects.toMatchObject({ messages: ['Algo nuevo'] });
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      );
      await expect(callApi('validateSession')).rejects.toMatchObject({
        messages: ['No se pudo conectar. Revisá tu conexión y probá de nuevo'],
        isNetworkError: true,
      });
    } finally {
      await changeLanguage('en');
    }
  });

  it('tells the signed-in area when a session ends, but not for public calls', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    vi.stubGlobal('fetch', answer(401, { msg: 'Please sign in' }));
    await callApi('getProfile').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    await callApi('signIn', { body: { username: 'a@b.co', password: 'x' } }).catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
