import { describe, expect, test } from 'vitest';
import { ApiUser, register, signedInOwner } from '../support/api';
import { latestMail, linkIn, tokenFrom } from '../support/mailbox';

// The API answers in the request's language: Spanish when Accept-Language asks for it, the spec's English
// otherwise, byte for byte. Every answer names its language and varies with the header.

const badRoomType = { description: '', max_occupancy: 0, inventory: 1, base_rate: 10, currency: 'USD' };

describe('answers in the language of Accept-Language', () => {
  test('a Spanish request gets the list of problems in Spanish (labels too), with Content-Language es-AR', async () => {
    const { user } = await signedInOwner();
    const response = await user.call('POST', '/room-types/create', badRoomType, { 'accept-language': 'es-AR,es;q=0.9,en;q=0.8' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-language')).toBe('es-AR');
    expect(response.headers.get('vary')).toMatch(/Accept-Language/i);
    expect(response.body).toEqual([
      { msg: 'Nombre: este dato es obligatorio', path: 'description' },
      { msg: 'Ocupación máxima: debe ser un número entero de 1 a 20', path: 'max_occupancy' },
    ]);
  });

  test('a Spanish request gets the one message of an object answer in Spanish', async () => {
    const user = new ApiUser();
    const response = await user.call('POST', '/users/auth', '{not json', { 'accept-language': 'es' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-language')).toBe('es-AR');
    expect(response.body).toEqual({ msg: 'El cuerpo del pedido no es un JSON válido' });
    const unknown = await user.call(
      'POST',
      '/users/auth',
      { username: 'nobody@example.com', password: 'Wrong-password-1' },
      { 'accept-language': 'es-419' },
    );
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ msg: 'Email o contraseña incorrectos' });
  });

  test('an English request, or one with no language, gets the spec English exactly', async () => {
    const { user } = await signedInOwner();
    const asked: Record<string, string>[] = [{ 'accept-language': 'en-US,en;q=0.9,es;q=0.5' }, {}];
    for (const headers of asked) {
      const response = await user.call('POST', '/room-types/create', badRoomType, headers);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-language')).toBe('en');
      expect(response.body).toEqual([
        { msg: 'Name is required', path: 'description' },
        { msg: 'Max occupancy must be a whole number from 1 to 20', path: 'max_occupancy' },
      ]);
      const json = await user.call('POST', '/users/auth', '{not json', headers);
      expect(json.body).toEqual({ msg: 'The request body is not valid JSON' });
    }
  });

  test("a success message the spec defines is said in the request's language", async () => {
    const { user } = await signedInOwner();
    const spanish = await user.call('GET', '/users/validate', undefined, { 'accept-language': 'es-AR' });
    expect(spanish.status).toBe(200);
    expect(spanish.body).toEqual({ msg: 'La sesión es válida' });
    const english = await user.call('GET', '/users/validate');
    expect(english.body).toEqual({ msg: 'Session is valid' });
  });

  test('a value is said as it is: a room type named "Notes" stays "Notes" in a Spanish answer, whose id and values come when asked', async () => {
    const { user } = await signedInOwner();
    const notes = { description: 'Notes', max_occupancy: 2, inventory: 1, base_rate: 10, currency: 'USD' };
    expect((await user.call('POST', '/room-types/create', notes)).status).toBe(201);
    const again = await user.call('POST', '/room-types/create', notes, { 'accept-language': 'es-AR', 'x-message-ids': 'true' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      msg: 'Ya existe un tipo de habitación llamado "Notes"',
      messageId: 'data.roomTypeNameTaken',
      values: { name: 'Notes' },
    });
  });
});

describe('a Spanish user reopening a used verification link', () => {
  test('reads that the email is already verified, in Spanish, with the id the page decides on', async () => {
    const { email } = await register();
    const token = tokenFrom(linkIn(await latestMail(email, /confirm/i), '/accounts/email-validation/'));
    const user = new ApiUser();
    const headers = { 'accept-language': 'es-AR', 'x-message-ids': 'true' };
    expect((await user.call('GET', `/users/confirm-email/${token}`, undefined, headers)).body).toEqual({
      msg: 'Email verificado',
      messageId: 'account.emailVerifiedSuccessfully',
    });
    const again = await user.call('GET', `/users/confirm-email/${token}`, undefined, headers);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ msg: 'Tu email ya está verificado', messageId: 'account.emailAlreadyVerified' });
  });
});
