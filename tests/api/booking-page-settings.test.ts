import { describe, expect, it } from 'vitest';
import { ApiUser, signedInMember, signedInOwner } from '../support/api';
import { settingsBody, uniqueSlug } from '../support/booking-page';
import { DORM, hostel, roomType } from '../support/front-desk';
import { table, TABLE } from '../support/table';
import { GetCommand } from '@aws-sdk/lib-dynamodb';

// The owner's settings of the booking page: who may read and change them, the address unique across
// properties (its lock written with the settings), and a renamed page's old address redirecting.

const lock = async (slug: string) =>
  (await table().send(new GetCommand({ TableName: TABLE, Key: { pk: `BOOKSLUG#${slug}`, sk: 'SLUG' } }))).Item;

describe('booking page settings', () => {
  it('start off with defaults, save, and read back; the page answers only once on', async () => {
    const { user, pid } = await hostel();
    const dorm = await roomType(user, DORM);
    const before = await user.call('GET', '/properties/booking-page');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ enabled: false, room_type_ids: [], min_nights: 1, arrives_as: 'confirmed', updated_at: '' });
    expect(before.body.slug).toMatch(/^[a-z0-9-]{3,40}$/);
    const off = settingsBody([dorm._id], { enabled: false });
    const savedOff = await user.call('PUT', '/properties/booking-page', off);
    expect(savedOff).toMatchObject({ status: 200, body: { enabled: false, slug: off.slug, path: `/book/${off.slug}` } });
    expect((await new ApiUser().call('GET', `/booking-page/${off.slug}`)).status).toBe(404);
    const on = { ...off, enabled: true };
    const saved = await user.call('PUT', '/properties/booking-page', on);
    expect(saved.status).toBe(200);
    expect(await user.call('GET', '/properties/booking-page')).toMatchObject({ status: 200, body: { ...saved.body } });
    expect(await lock(on.slug)).toMatchObject({ propertyId: pid });
    expect((await new ApiUser().call('GET', `/booking-page/${on.slug}`)).status).toBe(200);
  });

  it('are for admins and managers only', async () => {
    const { user } = await hostel();
    const manager = await signedInMember(user, 'manager');
    const employee = await signedInMember(user, 'employee');
    expect((await manager.user.call('GET', '/properties/booking-page')).status).toBe(200);
    expect((await manager.user.call('PUT', '/properties/booking-page', settingsBody([], { enabled: false }))).status).toBe(200);
    expect((await employee.user.call('GET', '/properties/booking-page')).status).toBe(403);
    expect((await employee.user.call('PUT', '/properties/booking-page', settingsBody([], { enabled: false }))).status).toBe(403);
    expect((await new ApiUser().call('GET', '/properties/booking-page')).status).toBe(401);
  });

  it('refuse bad input with the list of messages', async () => {
    const { user } = await hostel();
    const bad = await user.call('PUT', '/properties/booking-page', {
      ...settingsBody([]),
      slug: 'Not a slug!',
      min_nights: 5,
      max_nights: 2,
      check_in_time: '25:00',
      notify_staff: true,
      staff_email: '',
    });
    expect(bad.status).toBe(400);
    const paths = (bad.body as { path: string }[]).map((issue) => issue.path).sort();
    expect(paths).toEqual(['check_in_time', 'max_nights', 'slug', 'staff_email']);
    const reserved = await user.call('PUT', '/properties/booking-page', settingsBody([], { enabled: false, slug: 'admin' }));
    expect(reserved).toMatchObject({ status: 400, body: [{ path: 'slug', msg: 'This page address is reserved: choose another one' }] });
    const unknown = await user.call('PUT', '/properties/booking-page', settingsBody(['no-such-type']));
    expect(unknown).toMatchObject({ status: 400, body: [{ path: 'room_type_ids.0', msg: 'Room type not found' }] });
    const nothingSold = await user.call('PUT', '/properties/booking-page', settingsBody([]));
    expect(nothingSold).toMatchObject({ status: 400, body: [{ path: 'room_type_ids' }] });
  });

  it('keep an address to one property, even when two claim it at once', async () => {
    const [first, second] = await Promise.all([hostel(), hostel()]);
    const slug = uniqueSlug('shared');
    const answers = await Promise.all(
      [first, second].map(({ user }) => user.call('PUT', '/properties/booking-page', settingsBody([], { enabled: false, slug }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({ msg: 'This page address is taken: choose another one' });
    const winner = answers[0]!.status === 200 ? first : second;
    expect(await lock(slug)).toMatchObject({ propertyId: winner.pid });
  });

  it('keep a renamed page reachable at its old address for 90 days, which nobody else can take meanwhile', async () => {
    const { user, pid } = await hostel();
    const dorm = await roomType(user, DORM);
    const body = settingsBody([dorm._id]);
    await user.call('PUT', '/properties/booking-page', body);
    const renamed = uniqueSlug('renamed');
    expect((await user.call('PUT', '/properties/booking-page', { ...body, slug: renamed })).status).toBe(200);
    const old = await lock(body.slug);
    expect(old).toMatchObject({ propertyId: pid, redirectTo: renamed });
    const days = (old!.expiresAt - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
    const page = await new ApiUser().call('GET', `/booking-page/${body.slug}`);
    expect(page).toMatchObject({ status: 200, body: { slug: renamed } });
    const other = await hostel();
    const taken = await other.user.call('PUT', '/properties/booking-page', settingsBody([], { enabled: false, slug: body.slug }));
    expect(taken.status).toBe(409);
    // The owner may take the old address back.
    expect((await user.call('PUT', '/properties/booking-page', { ...body })).status).toBe(200);
    expect(await lock(body.slug)).toEqual(expect.not.objectContaining({ redirectTo: expect.anything() }));
    expect(await lock(renamed)).toMatchObject({ redirectTo: body.slug });
  });
  it('stop answering once the property is deleted (closed): its addresses are freed by the purge 30 days later', async () => {
    const { user, password } = await signedInOwner({ propertyName: 'Leaving Hostel' });
    const dorm = await roomType(user, DORM);
    const [w, x] = [uniqueSlug('w'), uniqueSlug('x')];
    expect((await user.call('PUT', '/properties/booking-page', settingsBody([dorm._id], { slug: w }))).status).toBe(200);
    const current = (await user.call('GET', '/properties/booking-page')).body;
    const { path: _path, updated_at: _at, ...body } = current;
    expect((await user.call('PUT', '/properties/booking-page', { ...body, slug: x })).status).toBe(200);
    expect((await new ApiUser().call('GET', `/booking-page/${w}`)).status).toBe(200);
    const deleted = await user.call('DELETE', '/users/accounts/delete', { password, propertyName: 'Leaving Hostel' });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    // The purge (recoverable-deletion.test.ts) frees the addresses; until then a restore gets them back.
    for (const slug of [w, x]) expect((await new ApiUser().call('GET', `/booking-page/${slug}`)).status).toBe(404);
  });
});
