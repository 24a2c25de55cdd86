import { describe, expect, it } from 'vitest';
import { ApiUser, GOOD_PASSWORD, register, signedInOwner, solvedCaptcha, uniqueEmail } from '../support/api';
import { latestMail } from '../support/mailbox';

// A name is text, not markup or control: it ends up in emails, lists and the calendar.

async function registerWith(names: { firstName?: string; propertyName?: string }) {
  const user = new ApiUser();
  return user.call('POST', '/users/register', {
    firstName: 'Ana',
    propertyName: 'Casa Azul',
    username: uniqueEmail('names'),
    password: GOOD_PASSWORD,
    acceptTerms: true,
    captchaToken: await solvedCaptcha(user),
    ...names,
  });
}

describe('names', () => {
  it('refuses a sign-up whose name would write its own lines into the confirmation email', async () => {
    const response = await registerWith({ firstName: 'Ana\n\nURGENT: verify at http://evil.example' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual([{ msg: 'Name cannot contain line breaks or control characters', path: 'firstName' }]);
  });

  it('refuses direction overrides and invisible-only names in every name field of sign-up', async () => {
    const reversed = await registerWith({ propertyName: 'Casa \u202eexe.lmth' });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toEqual([
      { msg: 'Property name cannot contain characters that change the text direction', path: 'propertyName' },
    ]);
    const invisible = await registerWith({ firstName: '\u200b\u200b\u200b' });
    expect(invisible.status).toBe(400);
    expect(invisible.body).toEqual([{ msg: 'Name cannot be made only of blank or invisible characters', path: 'firstName' }]);
  });

  it('refuses control characters in the profile names, and keeps the names unchanged', async () => {
    const { user } = await signedInOwner({ firstName: 'Lucía' });
    const response = await user.call('PUT', '/users/profile', { firstName: 'Lu\u0000cía', lastName: 'Pé\rrez' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual([
      { msg: 'First name cannot contain line breaks or control characters', path: 'firstName' },
      { msg: 'Last name cannot contain line breaks or control characters', path: 'lastName' },
    ]);
    expect((await user.call('GET', '/users/profile')).body.msg.user_info.first_name).toBe('Lucía');
  });

  it('accepts real names from any script, and mails them as written', async () => {
    const { response, email } = await register({ firstName: 'Nguyễn Thị', propertyName: "Zoë's 李 Hostel" });
    expect(response.status).toBe(201);
    expect((await latestMail(email, /confirm/i)).text).toContain('Hello Nguyễn Thị,');
  });
});
