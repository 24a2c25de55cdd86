import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import type { ApiUser } from '../support/api';
import { book, expectInvariant, frontDesk, stay } from '../support/front-desk';
import { partition } from '../support/table';

// Undoing a cancel or no-show (the status it had, its nights, units and beds again, or a 409 naming what
// is taken), and the staff's internal notes.

const reinstate = (user: ApiUser, id: string) => user.call('PUT', `/reservations/reinstate/${id}`);
const setStatus = (user: ApiUser, id: string, status: string) =>
  user.call('PUT', `/reservations/status/${id}`, { reservation_status: status });

describe('undoing a cancel or a no-show', () => {
  it('gives back the status it had and the same beds, and keeps an entry', async () => {
    const { user, pid, today, ana, dorm, capacities } = await frontDesk();
    const reservation = await book(user, stay(ana._id, dorm._id, today, 2, 2, { reservation_status: 'provisional' }));
    expect((await setStatus(user, reservation._id, 'no_show')).body).toMatchObject({ reservation_status: 'no_show', assigned_beds: [] });
    const back = await reinstate(user, reservation._id);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ reservation_status: 'provisional', assigned_beds: reservation.assigned_beds });
    expect((await reinstate(user, reservation._id)).body).toEqual(back.body);
    await expectInvariant(pid, capacities);
    const [entry] = (await partition(pid, `RESHIST#${reservation._id}#`)).filter((item) => item.action === 'reinstated');
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'reservation_status', before: 'no_show', after: 'provisional' },
        { field: 'assigned_beds', before: [], after: reservation.assigned_beds },
      ]),
    );
  });

  it('refuses with 409 naming the nights sold meanwhile, or the beds taken, and changes nothing', async () => {
    const { user, pid, today, ana, dorm, double, capacities } = await frontDesk();
    const room = await book(user, stay(ana._id, double._id, today, 2));
    await setStatus(user, room._id, 'canceled');
    for (let k = 0; k < 3; k += 1) await book(user, stay(ana._id, double._id, addDays(today, 1), 1));
    expect(await reinstate(user, room._id)).toMatchObject({
      status: 409,
      body: {
        msg: `This reservation cannot be reinstated. Not enough availability on ${addDays(today, 1)} (0 free). This stay needs 1 room each night`,
      },
    });
    const bed = await book(user, stay(ana._id, dorm._id, today, 2));
    await setStatus(user, bed._id, 'canceled');
    await book(user, stay(ana._id, dorm._id, addDays(today, 1), 1, 1, { assigned_beds: bed.assigned_beds }));
    const taken = await reinstate(user, bed._id);
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toMatch(new RegExp(`^This reservation cannot be reinstated: .* is taken on ${addDays(today, 1)}$`));
    const [item] = await partition(pid, `RES#${bed._id}`);
    expect(item).toMatchObject({ status: 'canceled', beds: [] });
    await expectInvariant(pid, capacities);
  });

  it('an undo racing a new booking for the last bed: exactly one holds it', async () => {
    const { user, pid, today, ana, dorm, capacities } = await frontDesk();
    for (let round = 0; round < 3; round += 1) {
      const date = addDays(today, 10 + round * 2);
      const mine = await book(user, stay(ana._id, dorm._id, date, 1));
      await book(user, stay(ana._id, dorm._id, date, 1, 5));
      await setStatus(user, mine._id, 'canceled');
      const [back, other] = await Promise.all([
        reinstate(user, mine._id),
        user.call('POST', '/reservations/new', stay(ana._id, dorm._id, date, 1), { 'idempotency-key': `race-${round}-${date}` }),
      ]);
      expect([back.status === 200, other.status === 201].filter(Boolean)).toHaveLength(1);
      expect([back.status, other.status]).toContain(409);
      const { nights } = await expectInvariant(pid, capacities);
      const night = nights.find((item) => item.date === date && item.roomTypeId === dorm._id)!;
      expect(night.sold).toBe(6);
    }
  });
});

describe('internal notes', () => {
  it('saves a long note apart from the special request, clears it, and keeps each change in the history', async () => {
    const { user, pid, today, ana, dorm } = await frontDesk();
    const reservation = await book(user, stay(ana._id, dorm._id, today, 1, 1, { special_request: 'Lower bunk' }));
    const long = `Paid the deposit by phone.\nCall before 10 pm. ${'x'.repeat(1900)}`;
    const saved = await user.call('PUT', `/reservations/notes/${reservation._id}`, { internal_notes: long });
    expect(saved.body).toMatchObject({ internal_notes: long, special_request: 'Lower bunk' });
    expect((await user.call('GET', `/reservations/find-by-id/${reservation._id}`)).body.internal_notes).toBe(long);
    const cleared = await user.call('PUT', `/reservations/notes/${reservation._id}`, { internal_notes: '' });
    expect(cleared.body.internal_notes).toBe('');
    const [item] = await partition(pid, `RES#${reservation._id}`);
    expect(item).not.toHaveProperty('notes');
    const notes = (await partition(pid, `RESHIST#${reservation._id}#`)).filter((entry) => entry.action === 'notes');
    expect(notes.map((entry) => entry.changes)).toEqual([
      [{ field: 'internal_notes', before: null, after: long }],
      [{ field: 'internal_notes', before: long, after: null }],
    ]);
    // A canceled reservation's notes still change.
    await setStatus(user, reservation._id, 'canceled');
    expect((await user.call('PUT', `/reservations/notes/${reservation._id}`, { internal_notes: 'Refund sent' })).status).toBe(200);
  });

  it('refuses a note too long, missing, or with control characters', async () => {
    const { user, today, ana, dorm } = await frontDesk();
    const reservation = await book(user, stay(ana._id, dorm._id, today, 1));
    const put = (body: unknown) => user.call('PUT', `/reservations/notes/${reservation._id}`, body);
    expect(await put({ internal_notes: 'x'.repeat(2001) })).toMatchObject({
      status: 400,
      body: [{ msg: 'Internal notes must be at most 2000 characters', path: 'internal_notes' }],
    });
    expect((await put({})).body).toEqual([{ msg: 'Internal notes are required (empty clears them)', path: 'internal_notes' }]);
    expect((await put({ internal_notes: 'bell\u0007' })).body).toEqual([
      { msg: 'Internal notes cannot contain control characters', path: 'internal_notes' },
    ]);
  });
});
