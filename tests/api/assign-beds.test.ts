import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { signedInMember } from '../support/api';
import { book, expectInvariant, frontDesk, guest, hostel, roomType, stay } from '../support/front-desk';
import { partition } from '../support/table';

// PUT /reservations/assign-beds/{id}: the calendar's move of a stay to other beds of its type, for the
// whole stay, decided by the conditions of one transaction. Every refusal is checked against the table:
// nothing changed.

const beds = (type: any, room = 0) => type.products[room].beds as string[];
const move = (user: any, id: string, assigned: unknown) => user.call('PUT', `/reservations/assign-beds/${id}`, { assigned_beds: assigned });
/** Each night's bed attributes of a property: `<date>#<bed>` → the reservation holding it. */
async function heldBeds(pid: string): Promise<Record<string, string>> {
  const held: Record<string, string> = {};
  for (const night of await partition(pid, 'NIGHT#')) {
    for (const [name, holder] of Object.entries(night))
      if (name.startsWith('bed#')) held[`${night.date}#${name.slice(4)}`] = holder as string;
  }
  return held;
}

describe('moving a stay to other beds', () => {
  it('moves a guest to another bed for every night, frees the old one, and keeps a group together where asked', async () => {
    const { user, pid, today, dorm, ana, capacities } = await frontDesk();
    const solo = await book(user, stay(ana._id, dorm._id, today, 3));
    const group = await book(user, stay(ana._id, dorm._id, addDays(today, 1), 2, 2));
    expect(solo.assigned_beds).toEqual([beds(dorm)[0]]);
    expect(group.assigned_beds).toEqual([beds(dorm)[1], beds(dorm)[2]]);

    const moved = await move(user, solo._id, [beds(dorm)[5]]);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ _id: solo._id, assigned_beds: [beds(dorm)[5]], check_in: today, number_of_guest: 1 });
    expect(moved.body.updated_At > solo.updated_At).toBe(true);
    // One guest of the group moves to bed 1, which the solo stay just freed; the other keeps bed 3.
    const regrouped = await move(user, group._id, [beds(dorm)[0], beds(dorm)[2]]);
    expect(regrouped).toMatchObject({ status: 200, body: { assigned_beds: [beds(dorm)[0], beds(dorm)[2]] } });

    const held = await heldBeds(pid);
    expect(held).toEqual({
      [`${today}#${beds(dorm)[5]}`]: solo._id,
      [`${addDays(today, 1)}#${beds(dorm)[5]}`]: solo._id,
      [`${addDays(today, 2)}#${beds(dorm)[5]}`]: solo._id,
      [`${addDays(today, 1)}#${beds(dorm)[0]}`]: group._id,
      [`${addDays(today, 1)}#${beds(dorm)[2]}`]: group._id,
      [`${addDays(today, 2)}#${beds(dorm)[0]}`]: group._id,
      [`${addDays(today, 2)}#${beds(dorm)[2]}`]: group._id,
    });
    // Units are untouched: a move sells nothing.
    await expectInvariant(pid, capacities);
    expect((await user.call('GET', `/reservations/find-by-id/${solo._id}`)).body.assigned_beds).toEqual([beds(dorm)[5]]);
  });

  it('moves a private stay to another room; the same beds again change nothing', async () => {
    const { user, pid, today, double, ana, capacities } = await frontDesk();
    const booked = await book(user, stay(ana._id, double._id, today, 2, 2));
    const moved = await move(user, booked._id, [beds(double, 2)[0]]);
    expect(moved).toMatchObject({ status: 200, body: { assigned_beds: [beds(double, 2)[0]] } });
    await expectInvariant(pid, capacities);
    const before = await partition(pid);
    const again = await move(user, booked._id, [beds(double, 2)[0]]);
    expect(again).toMatchObject({ status: 200, body: { updated_At: moved.body.updated_At } });
    expect(await partition(pid)).toEqual(before);
  });

  it('gives beds to a stay that waits for them, once another move frees a bed for its whole stay', async () => {
    const { user, pid, today, ana } = await frontDesk();
    const pair = await roomType(user, {
      description: 'Twin dorm',
      type: 'dorm',
      max_occupancy: 2,
      inventory: 1,
      base_rate: 20,
      currency: 'USD',
    });
    const [first, second] = beds(pair);
    // Night 1 on bed 1, night 2 on bed 2: a two-night stay has a unit each night but no one bed for both.
    const a = await book(user, stay(ana._id, pair._id, today, 1));
    const b = await book(user, stay(ana._id, pair._id, addDays(today, 1), 1));
    expect(await move(user, b._id, [second])).toMatchObject({ status: 200 });
    const waiting = await book(user, stay(ana._id, pair._id, today, 2));
    expect(waiting.assigned_beds).toEqual([]);
    expect(await move(user, waiting._id, [first])).toMatchObject({
      status: 409,
      body: { msg: `${pair.description} · Room 1, bed 1 is taken on ${today}` },
    });
    expect(await move(user, a._id, [second])).toMatchObject({ status: 200 });
    expect(await move(user, waiting._id, [first])).toMatchObject({ status: 200, body: { assigned_beds: [first] } });
    await expectInvariant(pid, { [pair._id]: { capacity: 2, kind: 'dorm' } });
  });
});

describe('refusals change nothing', () => {
  it('answers 400 for malformed ids and lists, and for the wrong number of beds', async () => {
    const { user, pid, today, dorm, double, ana } = await frontDesk();
    const group = await book(user, stay(ana._id, dorm._id, today, 2, 2));
    const room = await book(user, stay(ana._id, double._id, today, 2, 1));
    const before = await partition(pid);
    expect(await move(user, 'not an id!', [beds(dorm)[3]])).toMatchObject({
      status: 400,
      body: [{ msg: 'Reservation id is not valid', path: 'id' }],
    });
    expect(await move(user, group._id, [])).toMatchObject({
      status: 400,
      body: [{ msg: 'Choose at least one bed', path: 'assigned_beds' }],
    });
    expect(await move(user, group._id, 'bed')).toMatchObject({
      status: 400,
      body: [{ msg: 'Assigned beds must be a list of bed ids', path: 'assigned_beds' }],
    });
    expect(await move(user, group._id, ['bad bed!', beds(dorm)[3]])).toMatchObject({
      status: 400,
      body: [{ msg: 'Bed id is not valid', path: 'assigned_beds.0' }],
    });
    expect(await move(user, group._id, [beds(dorm)[3], beds(dorm)[3]])).toMatchObject({
      status: 400,
      body: [{ msg: 'Each bed can be chosen only once', path: 'assigned_beds' }],
    });
    expect(await user.call('PUT', `/reservations/assign-beds/${group._id}`, { assigned_beds: [beds(dorm)[3]], extra: 1 })).toMatchObject({
      status: 400,
    });
    expect(await move(user, group._id, [beds(dorm)[3]])).toMatchObject({
      status: 400,
      body: [{ msg: 'This stay needs 2 beds, one per guest', path: 'assigned_beds' }],
    });
    expect(await move(user, room._id, [beds(double, 1)[0], beds(double, 2)[0]])).toMatchObject({
      status: 400,
      body: [{ msg: 'A private room stay takes one room: choose one', path: 'assigned_beds' }],
    });
    expect(await partition(pid)).toEqual(before);
  });

  it('answers 404 for an unknown reservation or bed, 409 for a bed of another type', async () => {
    const { user, pid, today, dorm, double, ana } = await frontDesk();
    const booked = await book(user, stay(ana._id, dorm._id, today, 2));
    const before = await partition(pid);
    expect(await move(user, 'a0b1c2d3-0000-4000-8000-000000000000', [beds(dorm)[1]])).toMatchObject({
      status: 404,
      body: { msg: 'Reservation not found' },
    });
    expect(await move(user, booked._id, [`${dorm._id}-r9-b9`])).toMatchObject({ status: 404, body: { msg: 'Bed not found' } });
    expect(await move(user, booked._id, [beds(double, 1)[0]])).toMatchObject({
      status: 409,
      body: {
        msg: `${double.description} · Room 2 is a room of another room type (${double.description}): moving to another room type is a change of reservation, not of bed`,
      },
    });
    expect(await partition(pid)).toEqual(before);
  });

  it('answers 409 naming the bed and the nights another stay holds it', async () => {
    const { user, pid, today, dorm, ana } = await frontDesk();
    const first = await book(user, stay(ana._id, dorm._id, today, 3));
    const second = await book(user, stay(ana._id, dorm._id, addDays(today, 1), 4));
    expect(second.assigned_beds).toEqual([beds(dorm)[1]]);
    const before = await partition(pid);
    expect(await move(user, second._id, [beds(dorm)[0]])).toMatchObject({
      status: 409,
      body: { msg: `${dorm.description} · Room 1, bed 1 is taken on ${addDays(today, 1)}, ${addDays(today, 2)}` },
    });
    expect(await move(user, first._id, [beds(dorm)[1]])).toMatchObject({
      status: 409,
      body: { msg: expect.stringContaining(`bed 2 is taken on ${addDays(today, 1)}, ${addDays(today, 2)}`) },
    });
    expect(await partition(pid)).toEqual(before);
  });

  it('keeps the beds of canceled and finished stays', async () => {
    const { user, pid, today, dorm, ana } = await frontDesk();
    const canceled = await book(user, stay(ana._id, dorm._id, today, 2));
    expect(await user.call('PUT', `/reservations/status/${canceled._id}`, { reservation_status: 'canceled' })).toMatchObject({
      status: 200,
    });
    const over = await book(user, stay(ana._id, dorm._id, addDays(today, -3), 3));
    const before = await partition(pid);
    expect(await move(user, canceled._id, [beds(dorm)[4]])).toMatchObject({
      status: 409,
      body: { msg: 'This reservation is canceled, so its beds cannot change' },
    });
    expect(await move(user, over._id, [beds(dorm)[4]])).toMatchObject({
      status: 409,
      body: { msg: 'This stay is over, so its beds cannot change' },
    });
    expect(await partition(pid)).toEqual(before);
  });

  it("never reaches another property's reservation or bed (404), and an employee may move", async () => {
    const mine = await frontDesk();
    const theirs = await frontDesk();
    const myStay = await book(mine.user, stay(mine.ana._id, mine.dorm._id, mine.today, 2));
    const theirStay = await book(theirs.user, stay(theirs.ana._id, theirs.dorm._id, theirs.today, 2));
    const [mineBefore, theirsBefore] = await Promise.all([partition(mine.pid), partition(theirs.pid)]);
    expect(await move(mine.user, theirStay._id, [beds(theirs.dorm)[3]])).toMatchObject({
      status: 404,
      body: { msg: 'Reservation not found' },
    });
    expect(await move(mine.user, myStay._id, [beds(theirs.dorm)[3]])).toMatchObject({ status: 404, body: { msg: 'Bed not found' } });
    expect(await Promise.all([partition(mine.pid), partition(theirs.pid)])).toEqual([mineBefore, theirsBefore]);
    const employee = await signedInMember(mine.user, 'employee');
    expect(await move(employee.user, myStay._id, [beds(mine.dorm)[3]])).toMatchObject({ status: 200 });
    expect(
      await new (await import('../support/api')).ApiUser().call('PUT', `/reservations/assign-beds/${myStay._id}`, {
        assigned_beds: [beds(mine.dorm)[2]],
      }),
    ).toMatchObject({ status: 401 });
  });
});

describe('concurrent moves', () => {
  it('lets exactly one of 20 simultaneous moves onto one bed win; the others get 409 and keep their beds', async () => {
    // A hostel of its own: 21 beds, within the Free plan's 25.
    const { user, pid, today } = await hostel();
    const big = await roomType(user, {
      description: 'Big dorm',
      type: 'dorm',
      max_occupancy: 7,
      inventory: 3,
      base_rate: 20,
      currency: 'USD',
    });
    const all = big.products.flatMap((room: any) => room.beds) as string[];
    const target = all[20]!;
    const someone = await guest(user);
    const stays: any[] = [];
    for (let index = 0; index < 20; index += 1) stays.push(await book(user, stay(someone._id, big._id, today, 3)));
    expect(stays.flatMap((booked) => booked.assigned_beds)).toEqual(all.slice(0, 20));

    const answers = await Promise.all(stays.map((booked) => move(user, booked._id, [target])));
    const winners = answers.flatMap((answer, index) => (answer.status === 200 ? [stays[index]] : []));
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    for (const answer of answers.filter((candidate) => candidate.status === 409))
      expect(answer.body.msg).toContain(`${big.description} · Room 3, bed 7 is taken on ${today}`);

    const { live } = await expectInvariant(pid, { [big._id]: { capacity: 21, kind: 'dorm' } });
    const held = await heldBeds(pid);
    for (const date of [today, addDays(today, 1), addDays(today, 2)]) expect(held[`${date}#${target}`]).toBe(winners[0]!._id);
    for (const [index, booked] of stays.entries()) {
      const stored = live.find((item) => item.id === booked._id)!;
      expect(stored.beds).toEqual(booked._id === winners[0]!._id ? [target] : [all[index]]);
    }
  });
});
