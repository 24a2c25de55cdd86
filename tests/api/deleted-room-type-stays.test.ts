import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { book, DORM, frontDesk, roomType, stay } from '../support/front-desk';
import { partition } from '../support/table';

// Past stays of a deleted room type (decisions.md): they stay readable, with the type's name, and every
// status, payment and details change still works; moving them (dates, beds) is a 409 that says why.

const MOVED = { msg: 'This room type was deleted: its stays can no longer be moved' };

async function pastStaysOfDeletedType() {
  const desk = await frontDesk();
  const { user, today, ana } = desk;
  const old = await roomType(user, DORM);
  const stays = [];
  for (let index = 0; index < 4; index += 1) stays.push(await book(user, stay(ana._id, old._id, addDays(today, -10 + index), 2)));
  const deleted = await user.call('DELETE', `/room-types/delete/${old._id}`);
  expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
  return { ...desk, old, stays };
}

describe('past stays of a deleted room type', () => {
  it('read as they were, with the type name they were booked under', async () => {
    const { user, old, stays } = await pastStaysOfDeletedType();
    const read = await user.call('GET', `/reservations/find-by-id/${stays[0]._id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      room_type_id: old._id,
      room_type_info: { description: old.description },
      reservation_status: 'confirmed',
    });
  });

  it('can be canceled, marked no-show, provisional, paid, and have their details changed', async () => {
    const { user, pid, stays } = await pastStaysOfDeletedType();
    const [first, second, third, fourth] = stays;
    const canceled = await user.call('PUT', `/reservations/status/${first._id}`, { reservation_status: 'canceled' });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body).toMatchObject({
      reservation_status: 'canceled',
      room_type_info: { description: first.room_type_info.description },
    });
    expect((await user.call('PUT', `/reservations/status/${second._id}`, { reservation_status: 'no_show' })).body).toMatchObject({
      reservation_status: 'no_show',
    });
    expect((await user.call('PUT', `/reservations/status/${third._id}`, { reservation_status: 'provisional' })).body).toMatchObject({
      reservation_status: 'provisional',
    });
    expect((await user.call('PUT', `/reservations/payment_status/${third._id}`, { payment_status: 'paid' })).body).toMatchObject({
      payment_status: 'paid',
    });
    const details = await user.call('PUT', `/reservations/update/${fourth._id}`, {
      reservation_status: 'canceled',
      payment_status: 'refunded',
      total_price: 10,
      currency: 'USD',
      booking_source: 'direct',
      special_request: 'Refunded after the room closed',
    });
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    const stored = new Map((await partition(pid, 'RES#')).map((item) => [item.id, item]));
    expect(
      [first, second, third, fourth].map((reservation) => [
        stored.get(reservation._id)?.status,
        stored.get(reservation._id)?.paymentStatus,
      ]),
    ).toEqual([
      ['canceled', 'pending'],
      ['no_show', 'pending'],
      ['provisional', 'paid'],
      ['canceled', 'refunded'],
    ]);
  });

  it('refuse a date change or a bed move with a 409 that says why, and change nothing', async () => {
    const { user, pid, dorm, today, stays } = await pastStaysOfDeletedType();
    const [first] = stays;
    const dates = await user.call('PUT', `/reservations/update-dates-guest/${first._id}`, {
      check_in: addDays(today, 5),
      check_out: addDays(today, 6),
      number_of_guest: 1,
    });
    expect(dates).toMatchObject({ status: 409, body: MOVED });
    const beds = await user.call('PUT', `/reservations/assign-beds/${first._id}`, { assigned_beds: [dorm.products[0].beds[0]] });
    expect(beds).toMatchObject({ status: 409, body: MOVED });
    const [stored] = await partition(pid, `RES#${first._id}`);
    expect(stored).toMatchObject({
      checkIn: first.check_in,
      checkOut: first.check_out,
      beds: first.assigned_beds,
      updatedAt: first.updated_At,
    });
  });
});
