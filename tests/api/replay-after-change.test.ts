import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { ApiUser, solvedCaptcha } from '../support/api';
import { guestDetails, hostelWithPage, stayRequest } from '../support/booking-page';
import { book, frontDesk, guest, stay } from '../support/front-desk';
import { tokenFrom } from '../support/mailbox';
import { partition } from '../support/table';

// A repeated booking is answered from its first answer only while that answer is still true: once the
// reservation changed (canceled), the same body without a key books anew, and a key's replay tells the
// reservation as the table holds it now (docs/reservations-api.md). Each answer is checked against the table.

const NO_LONGER = 'Sorry, this room is no longer available for these dates. Please choose another room or other dates';

const statusesOf = async (pid: string) =>
  Object.fromEntries((await partition(pid, 'RES#')).map((item) => [item.id as string, item.status as string]));

describe('the same booking again after the first was canceled', () => {
  it('at the desk without a key: a new reservation is booked and confirmed, the canceled one stays canceled', async () => {
    const { user, pid, today, dorm, ana } = await frontDesk();
    const body = stay(ana._id, dorm._id, addDays(today, 3), 2);
    const first = await user.call('POST', '/reservations/new', body);
    expect(first.status).toBe(201);
    const canceled = await user.call('PUT', `/reservations/status/${first.body._id}`, { reservation_status: 'canceled' });
    expect(canceled.status).toBe(200);
    const again = await user.call('POST', '/reservations/new', body);
    expect(again.status).toBe(201);
    expect(again.body._id).not.toBe(first.body._id);
    expect(again.body.reservation_status).toBe('confirmed');
    expect(await statusesOf(pid)).toEqual({ [first.body._id]: 'canceled', [again.body._id]: 'confirmed' });
    // The new booking is the one a further blind retry answers, while it is unchanged.
    const retried = await user.call('POST', '/reservations/new', body);
    expect(retried.body).toEqual(again.body);
    expect(Object.keys(await statusesOf(pid))).toHaveLength(2);
  });

  it('at the desk without a key, sent twice at once after the cancel: one new reservation, both told it', async () => {
    const { user, pid, today, dorm, ana } = await frontDesk();
    const body = stay(ana._id, dorm._id, addDays(today, 4), 1);
    const first = await user.call('POST', '/reservations/new', body);
    await user.call('PUT', `/reservations/status/${first.body._id}`, { reservation_status: 'canceled' });
    const [one, two] = await Promise.all([user.call('POST', '/reservations/new', body), user.call('POST', '/reservations/new', body)]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(two.body._id).toBe(one.body._id);
    expect(await statusesOf(pid)).toEqual({ [first.body._id]: 'canceled', [one.body._id]: 'confirmed' });
  });

  it('at the desk with the same Idempotency-Key: the same reservation, told as it is now, and nothing booked', async () => {
    const { user, pid, today, dorm, ana } = await frontDesk();
    const body = stay(ana._id, dorm._id, addDays(today, 3), 2);
    const key = { 'idempotency-key': randomUUID() };
    const first = await user.call('POST', '/reservations/new', body, key);
    await user.call('PUT', `/reservations/status/${first.body._id}`, { reservation_status: 'canceled' });
    const again = await user.call('POST', '/reservations/new', body, key);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ _id: first.body._id, reservation_status: 'canceled' });
    expect(await statusesOf(pid)).toEqual({ [first.body._id]: 'canceled' });
  });

  it('on the booking page without a key, after the guest canceled by their link: a new reservation is booked', async () => {
    const { pid, slug, dorm, today } = await hostelWithPage();
    const visitor = new ApiUser();
    const body = { ...stayRequest(dorm._id, addDays(today, 10), 2, 1), ...guestDetails() };
    const book = async () =>
      visitor.call('POST', `/booking-page/${slug}/reservations`, { ...body, captcha_token: await solvedCaptcha(visitor) });
    const first = await book();
    expect(first.status).toBe(201);
    const token = tokenFrom(new URL(first.body.manage_path, 'http://x'));
    expect((await visitor.call('POST', `/guest-stays/${token}/cancel`)).status).toBe(200);
    const again = await book();
    expect(again.status).toBe(201);
    expect(again.body.reservation_id).not.toBe(first.body.reservation_id);
    expect(again.body).toMatchObject({ reservation_status: 'confirmed', can_cancel: true });
    expect(await statusesOf(pid)).toEqual({ [first.body.reservation_id]: 'canceled', [again.body.reservation_id]: 'confirmed' });
  });

  it('on the booking page without a key, after the cancel and the room filled: 409, never the canceled stay as confirmed', async () => {
    const { pid, slug, double, today, user } = await hostelWithPage();
    const visitor = new ApiUser();
    const checkIn = addDays(today, 12);
    const body = { ...stayRequest(double._id, checkIn, 2, 1), ...guestDetails() };
    const send = async () =>
      visitor.call('POST', `/booking-page/${slug}/reservations`, { ...body, captcha_token: await solvedCaptcha(visitor) });
    const first = await send();
    expect(first.status).toBe(201);
    const token = tokenFrom(new URL(first.body.manage_path, 'http://x'));
    expect((await visitor.call('POST', `/guest-stays/${token}/cancel`)).status).toBe(200);
    // The desk sells the type's three rooms: the stay sent again has nowhere to go.
    const walkIn = await guest(user, { firstName: 'Juan', lastName: 'Perez' });
    for (let room = 0; room < 3; room += 1)
      await book(user, stay(walkIn._id, double._id, checkIn, 2, 1, { special_request: `room ${room}` }));
    const before = await statusesOf(pid);
    expect(Object.values(before).sort()).toEqual(['canceled', 'confirmed', 'confirmed', 'confirmed']);
    const again = await send();
    expect(again).toMatchObject({ status: 409, body: { msg: NO_LONGER } });
    expect(await statusesOf(pid)).toEqual(before);
  });

  it('on the booking page with the same Idempotency-Key: the canceled stay, told as canceled', async () => {
    const { pid, slug, dorm, today } = await hostelWithPage();
    const visitor = new ApiUser();
    const body = { ...stayRequest(dorm._id, addDays(today, 10), 2, 1), ...guestDetails() };
    const key = { 'idempotency-key': randomUUID() };
    const book = async () =>
      visitor.call('POST', `/booking-page/${slug}/reservations`, { ...body, captcha_token: await solvedCaptcha(visitor) }, key);
    const first = await book();
    const token = tokenFrom(new URL(first.body.manage_path, 'http://x'));
    expect((await visitor.call('POST', `/guest-stays/${token}/cancel`)).status).toBe(200);
    const again = await book();
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ reservation_id: first.body.reservation_id, reservation_status: 'canceled', can_cancel: false });
    expect(await statusesOf(pid)).toEqual({ [first.body.reservation_id]: 'canceled' });
  });
});
