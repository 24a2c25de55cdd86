import { describe, expect, it } from 'vitest';
import { ApiUser, GOOD_PASSWORD, propertyIdOf, register, signedInMember, signedInOwner, uniqueEmail } from '../support/api';
import { latestMail, linkIn, mailsTo, tokenFrom } from '../support/mailbox';
import { partition } from '../support/table';
import { expiredCopy } from '../support/tokens';

const NEW_PASSWORD = 'Invited-Member-77!!';

async function invite(owner: ApiUser, role = 'employee') {
  const email = uniqueEmail('invitee');
  const created = await owner.call('POST', '/users/create', { username: email, firstName: 'Iris', lastName: 'Nuevo', role });
  expect(created.status).toBe(201);
  return { email, id: created.body.user._id as string, created };
}

async function invitationToken(email: string): Promise<string> {
  return tokenFrom(linkIn(await latestMail(email, /invited/i), '/accounts/invitation/'));
}

function problems(body: unknown): Record<string, string> {
  return Object.fromEntries((body as { path: string; msg: string }[]).map((problem) => [problem.path, problem.msg]));
}

describe('the team', () => {
  it('lists the users of the property under msg', async () => {
    const { user: owner, email } = await signedInOwner({ firstName: 'Lucía' });
    const manager = await signedInMember(owner, 'manager', 'Marta');
    const response = await manager.user.call('GET', '/users/all');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      msg: [
        { _id: expect.any(String), first_name: 'Lucía', last_name: '', username: email, role: 'admin', invitation_pending: false },
        { _id: manager.id, first_name: 'Marta', last_name: 'Staff', username: manager.email, role: 'manager', invitation_pending: false },
      ],
    });
  });

  it('invites a member by email; the link sets a password once, then they sign in', async () => {
    const { user: owner } = await signedInOwner({ propertyName: 'Hostel del Sur' });
    const { email, id, created } = await invite(owner);
    expect(created.body).toEqual({
      msg: 'User added. An invitation to choose a password is on its way to them',
      user: { _id: id, first_name: 'Iris', last_name: 'Nuevo', username: email, role: 'employee', invitation_pending: true },
      emailSent: true,
    });
    const mail = await latestMail(email, /invited/i);
    expect(mail.subject).toBe('You are invited to join Hostel del Sur');
    expect(mail.text).toMatch(/expires in 72 hours/);
    const token = tokenFrom(linkIn(mail, '/accounts/invitation/'));
    // No password yet: signing in fails like any wrong password.
    expect((await new ApiUser().call('POST', '/users/auth', { username: email, password: NEW_PASSWORD })).status).toBe(401);

    const visitor = new ApiUser();
    expect(
      (
        await visitor.call('PUT', `/users/invitation/accept/${token}`, {
          newPassword: NEW_PASSWORD,
          repeatNewPassword: 'Other-Password-77!!',
        })
      ).body,
    ).toEqual([{ msg: "Passwords don't match", path: 'repeatNewPassword' }]);
    expect(
      (await visitor.call('PUT', `/users/invitation/accept/${token}`, { newPassword: 'weak', repeatNewPassword: 'weak' })).status,
    ).toBe(400);
    const accepted = await visitor.call('PUT', `/users/invitation/accept/${token}`, {
      newPassword: NEW_PASSWORD,
      repeatNewPassword: NEW_PASSWORD,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ msg: 'Your password is set. You can now sign in' });
    expect(
      (await visitor.call('PUT', `/users/invitation/accept/${token}`, { newPassword: GOOD_PASSWORD, repeatNewPassword: GOOD_PASSWORD }))
        .body,
    ).toEqual({
      msg: 'This link is not valid or has already been used',
    });

    const member = new ApiUser();
    expect((await member.call('POST', '/users/auth', { username: email, password: NEW_PASSWORD })).status).toBe(200);
    expect((await member.call('GET', '/users/profile')).body.msg.user_info).toMatchObject({ role: 'employee', first_name: 'Iris' });
    expect((await owner.call('GET', '/users/all')).body.msg.find((user: { _id: string }) => user._id === id).invitation_pending).toBe(
      false,
    );
    expect((await owner.call('POST', `/users/invitation/resend/${id}`)).body).toEqual({
      msg: 'This user has already accepted the invitation',
    });
  });

  it('resends a pending invitation: only the newest link works; an expired one reads "jwt expired"', async () => {
    const { user: owner } = await signedInOwner();
    const { email, id } = await invite(owner, 'manager');
    const first = await invitationToken(email);
    const resent = await owner.call('POST', `/users/invitation/resend/${id}`);
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ msg: `A new invitation is on its way to ${email}`, emailSent: true });
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(2);
    const second = await invitationToken(email);
    expect(second).not.toBe(first);

    const expired = await new ApiUser().call('PUT', `/users/invitation/accept/${await expiredCopy(second)}`, {
      newPassword: NEW_PASSWORD,
      repeatNewPassword: NEW_PASSWORD,
    });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ msg: 'jwt expired' });
    expect(
      (await new ApiUser().call('PUT', `/users/invitation/accept/${first}`, { newPassword: NEW_PASSWORD, repeatNewPassword: NEW_PASSWORD }))
        .body,
    ).toEqual({
      msg: 'This link is not valid or has already been used',
    });
    expect(
      (
        await new ApiUser().call('PUT', `/users/invitation/accept/${second}`, {
          newPassword: NEW_PASSWORD,
          repeatNewPassword: NEW_PASSWORD,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await new ApiUser().call('PUT', '/users/invitation/accept/not-a-token', {
          newPassword: NEW_PASSWORD,
          repeatNewPassword: NEW_PASSWORD,
        })
      ).body,
    ).toEqual([{ msg: 'The link is not valid', path: 'token' }]);
    expect((await owner.call('POST', '/users/invitation/resend/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('adds a member with a password as active at once, and checks every field', async () => {
    const { user: owner } = await signedInOwner();
    const email = uniqueEmail('direct');
    const created = await owner.call('POST', '/users/create', {
      username: email.toUpperCase(),
      firstName: 'Pablo',
      lastName: '',
      password: GOOD_PASSWORD,
      role: 'manager',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      msg: 'User added successfully',
      user: { _id: expect.any(String), first_name: 'Pablo', last_name: '', username: email, role: 'manager', invitation_pending: false },
      emailSent: false,
    });
    expect(await mailsTo(email)).toEqual([]);
    expect((await new ApiUser().call('POST', '/users/auth', { username: email, password: GOOD_PASSWORD })).status).toBe(200);

    const bad = await owner.call('POST', '/users/create', {
      username: 'ab',
      firstName: 'P',
      lastName: 'x'.repeat(51),
      password: 'short',
      role: 'admin',
    });
    expect(problems(bad.body)).toEqual({
      username: 'Email must be a valid email address',
      firstName: 'First name must be 2 to 50 characters',
      lastName: 'Last name must be 2 to 50 characters',
      password:
        'Password must contain at least 14 characters, 4 lower case letters, two upper case letters, two digits and two special characters',
      role: 'Role must be manager or employee',
    });
    expect(
      problems(
        (await owner.call('POST', '/users/create', { username: `${'a'.repeat(39)}@example.com`, firstName: 'x'.repeat(51), lastName: 'B' }))
          .body,
      ),
    ).toEqual({
      username: 'Email must be 3 to 50 characters',
      firstName: 'First name must be 2 to 50 characters',
      lastName: 'Last name must be 2 to 50 characters',
    });
    expect(
      problems(
        (await owner.call('POST', '/users/create', { username: email, firstName: 'Ana\nURGENT: verify at http://evil.example' })).body,
      ),
    ).toEqual({
      firstName: 'First name cannot contain line breaks or control characters',
    });
    expect((await owner.call('POST', '/users/create', { username: uniqueEmail(), firstName: 'Ana', phone: '1' })).body).toEqual([
      { msg: 'Unknown field: phone', path: '' },
    ]);
    expect((await owner.call('POST', '/users/create', { username: 42, firstName: ['Ana'] })).status).toBe(400);
    // The bounds themselves are accepted: 50-character email and names, 2-character names.
    const longest = `${'a'.repeat(38)}@example.com`;
    expect(
      (await owner.call('POST', '/users/create', { username: longest, firstName: 'x'.repeat(50), lastName: 'y'.repeat(50) })).status,
    ).toBe(201);
    expect(
      (await owner.call('POST', '/users/create', { username: 'a@b.co'.padStart(6, 'a'), firstName: 'Al', lastName: 'Bo' })).status,
    ).toBe(201);
    // An email is unique across the product.
    const taken = await owner.call('POST', '/users/create', { username: email, firstName: 'Otro' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ msg: 'An account with this email already exists' });
  });

  it('holds 5 users, the admin included, when adds race', async () => {
    const { user: owner } = await signedInOwner();
    const pid = propertyIdOf(owner);
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        owner.call('POST', '/users/create', { username: uniqueEmail(`race${index}`), firstName: 'Racer', password: GOOD_PASSWORD }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 201)).toHaveLength(4);
    const refused = attempts.filter((attempt) => attempt.status === 409);
    expect(refused).toHaveLength(4);
    for (const attempt of refused)
      expect(attempt.body).toEqual({ msg: 'The Free plan allows up to 5 users, the admin included. Delete a user to add another' });
    expect(await partition(pid, 'USER#')).toHaveLength(5);
    expect((await partition(pid, 'USAGE#users'))[0]?.count).toBe(5);

    // A member who leaves (through their own account deletion) frees a place.
    const leaver = new ApiUser();
    const leaverEmail = attempts.find((attempt) => attempt.status === 201)!.body.user.username as string;
    expect((await leaver.call('POST', '/users/auth', { username: leaverEmail, password: GOOD_PASSWORD })).status).toBe(200);
    expect((await leaver.call('DELETE', '/users/accounts/delete')).status).toBe(200);
    expect((await partition(pid, 'USAGE#users'))[0]?.count).toBe(4);
    expect((await owner.call('POST', '/users/create', { username: uniqueEmail('late'), firstName: 'Late' })).status).toBe(201);
  });

  it('edits names and role; a new role applies from the next request, as the member signs in again', async () => {
    const { user: owner } = await signedInOwner();
    const employee = await signedInMember(owner, 'employee');
    const path = `/users/profile/edit/${employee.id}`;
    const renamed = await owner.call('PUT', path, { firstName: 'Emilia', lastName: 'Ruiz' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({
      msg: 'User updated successfully',
      user: {
        _id: employee.id,
        first_name: 'Emilia',
        last_name: 'Ruiz',
        username: employee.email,
        role: 'employee',
        invitation_pending: false,
      },
    });
    // Same role: the member's session goes on.
    expect((await employee.user.call('GET', '/users/validate')).status).toBe(200);

    const promoted = await owner.call('PUT', path, { firstName: 'Emilia', lastName: 'Ruiz', role: 'manager' });
    expect(promoted.body.user.role).toBe('manager');
    expect((await employee.user.call('GET', '/users/validate')).status).toBe(401);
    const again = new ApiUser();
    expect((await again.call('POST', '/users/auth', { username: employee.email, password: GOOD_PASSWORD })).status).toBe(200);
    expect(
      (
        await again.call('POST', '/room-types/create', {
          description: 'Dorm',
          max_occupancy: 1,
          inventory: 1,
          base_rate: 10,
          currency: 'USD',
        })
      ).status,
    ).toBe(201);

    expect(problems((await owner.call('PUT', path, { firstName: 'E', lastName: 'R', role: 'admin' })).body)).toEqual({
      firstName: 'First name must be 2 to 50 characters',
      lastName: 'Last name must be 2 to 50 characters',
      role: 'Role must be manager or employee',
    });
    expect((await owner.call('PUT', path, { firstName: 'Emilia', email: 'x@y.z' })).body).toEqual([
      { msg: 'Unknown field: email', path: '' },
    ]);
    expect((await owner.call('PUT', '/users/profile/edit/x.y', { firstName: 'Emilia' })).body).toEqual([
      { msg: 'User id is not valid', path: 'id' },
    ]);
    expect((await owner.call('PUT', '/users/profile/edit/00000000-0000-4000-8000-000000000000', { firstName: 'Emilia' })).body).toEqual({
      msg: 'User not found',
    });
  });

  it('never edits or deletes the admin, nor lets anyone edit or delete themselves here', async () => {
    const { user: owner } = await signedInOwner();
    const manager = await signedInMember(owner, 'manager');
    const adminId = (await owner.call('GET', '/users/profile')).body.msg.user_info._id as string;
    const onAdmin = await manager.user.call('PUT', `/users/profile/edit/${adminId}`, { firstName: 'Mallory' });
    expect(onAdmin.status).toBe(403);
    expect(onAdmin.body).toEqual({ msg: 'The admin cannot be edited or deleted here' });
    expect((await manager.user.call('DELETE', `/users/profile/delete/${adminId}`)).body).toEqual({
      msg: 'The admin cannot be edited or deleted here',
    });
    expect((await manager.user.call('PUT', `/users/profile/edit/${manager.id}`, { firstName: 'Self', role: 'manager' })).body).toEqual({
      msg: 'Edit your own account on your profile page',
    });
    expect((await manager.user.call('DELETE', `/users/profile/delete/${manager.id}`)).body).toEqual({
      msg: 'Delete your own account on your profile page',
    });
    expect((await owner.call('PUT', `/users/profile/edit/${adminId}`, { firstName: 'Self' })).status).toBe(403);
    expect((await owner.call('GET', '/users/all')).body.msg.map((user: { first_name: string }) => user.first_name)).toEqual([
      'Ana',
      'Marta',
    ]);
  });

  it('deleting a member ends their sessions at once and frees their email and place', async () => {
    const { user: owner } = await signedInOwner();
    const pid = propertyIdOf(owner);
    const employee = await signedInMember(owner, 'employee');
    const pending = await invite(owner);
    const deleted = await owner.call('DELETE', `/users/profile/delete/${employee.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ msg: 'User deleted successfully' });
    expect((await employee.user.call('GET', '/room-types')).status).toBe(401);
    expect(await partition(pid, `SESSION#${employee.id}`)).toEqual([]);
    expect((await new ApiUser().call('POST', '/users/auth', { username: employee.email, password: GOOD_PASSWORD })).status).toBe(401);
    expect((await owner.call('DELETE', `/users/profile/delete/${employee.id}`)).status).toBe(404);

    // A pending invitation goes with its member: the link stops working.
    const token = await invitationToken(pending.email);
    expect((await owner.call('DELETE', `/users/profile/delete/${pending.id}`)).status).toBe(200);
    expect(await partition(pid, 'INVITE#')).toEqual([]);
    expect(
      (await new ApiUser().call('PUT', `/users/invitation/accept/${token}`, { newPassword: NEW_PASSWORD, repeatNewPassword: NEW_PASSWORD }))
        .status,
    ).toBe(400);
    expect((await partition(pid, 'USAGE#users'))[0]?.count).toBe(1);

    // The email is free for any property again.
    expect((await register({ username: employee.email })).response.status).toBe(201);
  });
});
