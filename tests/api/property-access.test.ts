import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, compactDate, todayIn } from '../../shared/src/domain/dates';
import { type ApiUser, propertyIdOf, signedInMember, signedInOwner, uniqueEmail } from '../support/api';
import { partition } from '../support/table';
import { latestMail } from '../support/mailbox';

// Who may do what (spec §6, held on the server from the route table), and that a property's data is
// unreachable from another property. A refusal must change nothing: the property's items are compared
// before and after (sessions aside, which signing in creates).

const ROOM = { type: 'dorm', max_occupancy: 1, inventory: 1, base_rate: 10, currency: 'USD' };
const DENIED = { msg: "You don't have permissions to do this. Contact an administrator or manager" };

async function snapshot(propertyId: string) {
  return (await partition(propertyId)).filter((item) => !String(item.sk).startsWith('SESSION#'));
}

const today = todayIn('UTC');
const week = `/rates-and-availability/${compactDate(today)}-${compactDate(addDays(today, 6))}`;

describe('roles', () => {
  let owner: ApiUser;
  let pid: string;
  const staff: Record<'manager' | 'employee', ApiUser> = {} as never;

  beforeAll(async () => {
    owner = (await signedInOwner()).user;
    pid = propertyIdOf(owner);
    staff.manager = (await signedInMember(owner, 'manager')).user;
    staff.employee = (await signedInMember(owner, 'employee')).user;
  });

  const caller = (role: 'admin' | 'manager' | 'employee') => (role === 'admin' ? owner : staff[role]);

  it.each(['admin', 'manager', 'employee'] as const)('%s reads the property, room types, rates and users', async (role) => {
    for (const path of ['/properties', '/room-types', week, '/users/all']) {
      expect((await caller(role).call('GET', path)).status, path).toBe(200);
    }
  });

  it.each([
    ['admin', [200, 201, 200, 201, 201, 200, 200, 200, 200]],
    ['manager', [200, 201, 200, 201, 201, 200, 200, 200, 200]],
    ['employee', [403, 403, 403, 403, 403, 403, 403, 403, 403]],
  ] as const)('%s on every change', async (role, statuses) => {
    // Fresh things to change for each role, made by the owner.
    const type = (await owner.call('POST', '/room-types/create', { ...ROOM, description: `Fixture ${role}` })).body._id as string;
    const targetEmail = uniqueEmail('target');
    const target = (await owner.call('POST', '/users/create', { username: targetEmail, firstName: 'Tina', role: 'employee' })).body.user
      ._id as string;
    // The mailer records the invitation's link as it sends it: the property is at rest once the mail is out.
    await latestMail(targetEmail, /invited/i);
    const calls: [string, string, unknown?][] = [
      ['PUT', '/properties/update', { propertyName: `Casa ${role}` }],
      ['POST', '/room-types/create', { ...ROOM, description: `Made by ${role}` }],
      ['PUT', `/room-types/update/${type}`, { description: `Renamed by ${role}`, base_rate: 12, currency: 'EUR' }],
      [
        'POST',
        `/rates-and-availability/create/${type}`,
        { start_date: today, end_date: addDays(today, 2), custom_rate: 15, custom_availability: 1 },
      ],
      ['POST', '/users/create', { username: uniqueEmail(`by-${role}`), firstName: 'Nico' }],
      ['PUT', `/users/profile/edit/${target}`, { firstName: 'Tania', role: 'manager' }],
      ['POST', `/users/invitation/resend/${target}`],
      ['DELETE', `/users/profile/delete/${target}`],
      ['DELETE', `/room-types/delete/${type}`],
    ];
    const made: { users: string[]; types: string[] } = { users: [], types: [] };
    for (const [index, [method, path, body]] of calls.entries()) {
      const before = await snapshot(pid);
      const response = await caller(role).call(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(statuses[index]);
      if (response.status === 403) {
        expect(response.body).toEqual(DENIED);
        expect(await snapshot(pid), `${method} ${path} changed nothing`).toEqual(before);
      }
      if (path === '/users/create' && response.status === 201) made.users.push(response.body.user._id);
      if (path === '/room-types/create' && response.status === 201) made.types.push(response.body._id);
    }
    // Leave room under the plan's limits for the next role.
    for (const id of role === 'employee' ? [target] : made.users)
      expect((await owner.call('DELETE', `/users/profile/delete/${id}`)).status).toBe(200);
    for (const id of role === 'employee' ? [type] : made.types)
      expect((await owner.call('DELETE', `/room-types/delete/${id}`)).status).toBe(200);
  });
});

describe('tenant isolation', () => {
  it("another property can neither read nor change this one's room types, rates or users by id", async () => {
    const a = (await signedInOwner({ propertyName: 'Hostel A' })).user;
    const pidA = propertyIdOf(a);
    const type = (await a.call('POST', '/room-types/create', { ...ROOM, description: 'Dorm A' })).body._id as string;
    expect(
      (
        await a.call('POST', `/rates-and-availability/create/${type}`, {
          start_date: today,
          end_date: addDays(today, 3),
          custom_rate: 30,
          custom_availability: 1,
        })
      ).status,
    ).toBe(201);
    const memberEmail = uniqueEmail('member-a');
    const member = (await a.call('POST', '/users/create', { username: memberEmail, firstName: 'Mara' })).body.user._id as string;
    // The mailer records the invitation's link as it sends it: the property is at rest once the mail is out.
    await latestMail(memberEmail, /invited/i);
    const before = await snapshot(pidA);
    const listsBefore = await Promise.all(
      ['/properties', '/room-types', week, '/users/all'].map(async (path) => (await a.call('GET', path)).body),
    );

    const b = (await signedInOwner({ propertyName: 'Hostel B' })).user;
    const manager = (await signedInMember(b, 'manager')).user;
    for (const intruder of [b, manager]) {
      const attempts: [string, string, unknown?, string?][] = [
        ['PUT', `/room-types/update/${type}`, { description: 'Taken over', base_rate: 1, currency: 'USD' }, 'Room type not found'],
        ['DELETE', `/room-types/delete/${type}`, undefined, 'Room type not found'],
        [
          'POST',
          `/rates-and-availability/create/${type}`,
          { start_date: today, end_date: today, custom_rate: 1, custom_availability: 0 },
          'Room type not found',
        ],
        ['PUT', `/users/profile/edit/${member}`, { firstName: 'Taken', role: 'manager' }, 'User not found'],
        ['POST', `/users/invitation/resend/${member}`, undefined, 'User not found'],
        ['DELETE', `/users/profile/delete/${member}`, undefined, 'User not found'],
      ];
      for (const [method, path, body, msg] of attempts) {
        const response = await intruder.call(method, path, body);
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.body).toEqual({ msg });
      }
      expect((await intruder.call('GET', '/room-types')).body).toEqual([]);
      expect((await intruder.call('GET', week)).body.room_types).toEqual([]);
      expect((await intruder.call('GET', '/users/all')).body.msg.map((user: { _id: string }) => user._id)).not.toContain(member);
      expect((await intruder.call('GET', '/properties')).body.property_name).toBe('Hostel B');
    }

    expect(await snapshot(pidA)).toEqual(before);
    expect(
      await Promise.all(['/properties', '/room-types', week, '/users/all'].map(async (path) => (await a.call('GET', path)).body)),
    ).toEqual(listsBefore);
  });
});
