import { describe, expect, it } from 'vitest';
import { ApiUser, signedInOwner } from '../support/api';

describe('profile', () => {
  it('returns the property name and the user info under msg', async () => {
    const { user, email } = await signedInOwner({ firstName: 'Lucía', propertyName: 'Hostel del Sur' });
    const response = await user.call('GET', '/users/profile');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      msg: {
        property_name: 'Hostel del Sur',
        time_zone: 'UTC',
        user_info: { _id: expect.any(String), first_name: 'Lucía', last_name: '', username: email, role: 'admin' },
      },
    });
    expect(JSON.stringify(response.body)).not.toMatch(/password|hash/i);
  });

  it('updates first and last name, and refuses a change of role', async () => {
    const { user } = await signedInOwner();
    const updated = await user.call('PUT', '/users/profile', { firstName: 'Sofía', lastName: 'Pérez', role: 'admin' });
    expect(updated.status).toBe(200);
    expect(updated.body.msg.user_info).toMatchObject({ first_name: 'Sofía', last_name: 'Pérez', role: 'admin' });
    expect((await user.call('GET', '/users/profile')).body.msg.user_info.last_name).toBe('Pérez');

    const promote = await user.call('PUT', '/users/profile', { firstName: 'Sofía', role: 'manager' });
    expect(promote.status).toBe(403);
    expect(promote.body).toEqual({ msg: 'You cannot change your own role' });
  });

  it('remembers the chosen language, keeps it when a spec client saves without one, and refuses an unknown one', async () => {
    const { user } = await signedInOwner();
    const chosen = await user.call('PUT', '/users/profile', { firstName: 'Sofía', language: 'es-AR' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.msg.user_info.language).toBe('es-AR');

    const specSave = await user.call('PUT', '/users/profile', { firstName: 'Sofía', lastName: 'Pérez' });
    expect(specSave.status).toBe(200);
    expect((await user.call('GET', '/users/profile')).body.msg.user_info).toMatchObject({ last_name: 'Pérez', language: 'es-AR' });

    const unknown = await user.call('PUT', '/users/profile', { firstName: 'Sofía', language: 'fr' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual([{ msg: 'Language is not valid', path: 'language' }]);
  });

  it('validates names and roles', async () => {
    const { user } = await signedInOwner();
    const response = await user.call('PUT', '/users/profile', { firstName: 'S', lastName: 'x'.repeat(51), role: 'owner' });
    expect(response.status).toBe(400);
    expect((response.body as { path: string }[]).map((problem) => problem.path).sort()).toEqual(['firstName', 'lastName', 'role']);
  });

  it('requires a session', async () => {
    const anonymous = new ApiUser();
    expect((await anonymous.call('GET', '/users/profile')).status).toBe(401);
    const put = await anonymous.call('PUT', '/users/profile', { firstName: 'Someone' });
    expect(put.status).toBe(401);
    expect(put.body).toEqual({ msg: 'Please sign in' });
  });
});

describe('change password', () => {
  const NEXT = 'Second-Secret-99##';

  it('needs the current password, applies the policy, and ends other sessions', async () => {
    const { user, email, password } = await signedInOwner();
    const otherDevice = new ApiUser();
    expect((await otherDevice.call('POST', '/users/auth', { username: email, password })).status).toBe(200);

    const wrong = await user.call('PUT', '/users/profile/change-pass', {
      currentPassword: 'Not-the-password-1!!',
      newPassword: NEXT,
      confirmPassword: NEXT,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ msg: 'The current password is not correct' });
    const mismatch = await user.call('PUT', '/users/profile/change-pass', {
      currentPassword: password,
      newPassword: NEXT,
      confirmPassword: 'other',
    });
    expect(mismatch.body).toEqual([{ msg: "Passwords doesn't match", path: 'confirmPassword' }]);
    const weak = await user.call('PUT', '/users/profile/change-pass', {
      currentPassword: password,
      newPassword: 'weakweak',
      confirmPassword: 'weakweak',
    });
    expect(weak.status).toBe(400);

    const changed = await user.call('PUT', '/users/profile/change-pass/', {
      currentPassword: password,
      newPassword: NEXT,
      confirmPassword: NEXT,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ msg: 'Password updated successfully' });
    // This device goes on with a fresh cookie; the other device is signed out.
    expect((await user.call('GET', '/users/validate')).status).toBe(200);
    expect((await otherDevice.call('GET', '/users/validate')).status).toBe(401);
    expect((await new ApiUser().call('POST', '/users/auth', { username: email, password: NEXT })).status).toBe(200);
  });
});
