import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { book, expectInvariant, frontDesk, guest, hostel, roomType, stay } from '../support/front-desk';
import { partition } from '../support/table';

// POST /reservations/new with `assigned_beds`: a booking started from a bed on the calendar keeps that
// bed. The chosen beds are taken in the booking's own transaction, on the condition that no other stay
// holds them on any night; every refusal is checked against the table: nothing written.

const beds = (type: any, room = 0) => type.products[room].beds as string[];
// Each its own submission, as the web sends them (without a key, the same body again is the same booking).
const bookOn = (user: any, body: Record<string, unknown>, chosen: unknown) =>
  user.call('POST', '/reservations/new', { ...body, assigned_beds: chosen }, { 'idempotency-key': randomUUID() });

describe('booking on chosen beds', () => {
  it('keeps the chosen bed of a dorm, and places the group around it in the same room', async () => {
    const { user, pid, today, dorm, ana, capacities } = await frontDesk();
    const solo = await bookOn(user, stay(ana._id, dorm._id, today, 3), [beds(dorm)[4]]);
    expect(solo).toMatchObject({ status: 201, body: { assigned_beds: [beds(dorm)[4]], check_in: today } });
    // Three guests, one bed chosen: the chosen one first, the other two the first free ones.
    const group = await bookOn(user, stay(ana._id, dorm._id, today, 2, 3), [beds(dorm)[2]]);
    expect(group).toMatchObject({ status: 201, body: { assigned_beds: [beds(dorm)[2], beds(dorm)[0], beds(dorm)[1]] } });
    await expectInvariant(pid, capacities);
    expect((await user.call('GET', `/reservations/find-by-id/${solo.body._id}`)).body.assigned_beds).toEqual([beds(dorm)[4]]);
  });

  it('keeps the chosen room of a private type', async () => {
    const { user, pid, today, double, ana, capacities } = await frontDesk();
    const booked = await bookOn(user, stay(ana._id, double._id, today, 2, 2), [beds(double, 2)[0]]);
    expect(booked).toMatchObject({ status: 201, body: { assigned_beds: [beds(double, 2)[0]] } });
    await expectInvariant(pid, capacities);
  });

  it('refuses a chosen bed another stay holds on some night, naming it and the nights, and writes nothing', async () => {
    const { user, pid, today, dorm, ana } = await frontDesk();
    await book(user, stay(ana._id, dorm._id, addDays(today, 1), 2));
    const before = await partition(pid);
    expect(await bookOn(user, stay(ana._id, dorm._id, today, 4), [beds(dorm)[0]])).toMatchObject({
      status: 409,
      body: { msg: `${dorm.description} · Room 1, bed 1 is taken on ${addDays(today, 1)}, ${addDays(today, 2)}` },
    });
    expect(await partition(pid)).toEqual(before);
  });

  it('refuses when the chosen bed is free but the rest of the group has no beds for the whole stay', async () => {
    const { user, pid, today, ana } = await frontDesk();
    const three = await roomType(user, {
      description: 'Trio',
      type: 'dorm',
      max_occupancy: 3,
      inventory: 1,
      base_rate: 20,
      currency: 'USD',
    });
    const trio = beds(three);
    // Night 1: bed 2 taken; night 2: bed 3 taken. Two guests on bed 1 have a unit every night but no second bed throughout.
    await bookOn(user, stay(ana._id, three._id, today, 1), [trio[1]]);
    await bookOn(user, stay(ana._id, three._id, addDays(today, 1), 1), [trio[2]]);
    const trioBefore = await partition(pid);
    expect(await bookOn(user, stay(ana._id, three._id, today, 2, 2), [trio[0]])).toMatchObject({
      status: 409,
      body: {
        msg: `${three.description} · Room 1, bed 1 is free, but not 1 more bed of this type for the whole stay: choose fewer guests, or book without choosing a bed`,
      },
    });
    expect(await partition(pid)).toEqual(trioBefore);
  });

  it('answers 400 for malformed lists and too many beds, 404 and 409 for beds outside the type, and writes nothing; an empty list chooses for itself', async () => {
    const mine = await frontDesk();
    const theirs = await frontDesk();
    const { user, pid, today, dorm, double, ana } = mine;
    const before = await partition(pid);
    const body = stay(ana._id, dorm._id, today, 2);
    expect(await bookOn(user, body, 'bed')).toMatchObject({
      status: 400,
      body: [{ msg: 'Assigned beds must be a list of bed ids', path: 'assigned_beds' }],
    });
    expect(await bookOn(user, body, ['bad bed!'])).toMatchObject({
      status: 400,
      body: [{ msg: 'Bed id is not valid', path: 'assigned_beds.0' }],
    });
    expect(await bookOn(user, stay(ana._id, dorm._id, today, 2, 2), [beds(dorm)[0], beds(dorm)[0]])).toMatchObject({
      status: 400,
      body: [{ msg: 'Each bed can be chosen only once', path: 'assigned_beds' }],
    });
    expect(await bookOn(user, body, [beds(dorm)[0], beds(dorm)[1]])).toMatchObject({
      status: 400,
      body: [{ msg: 'This stay needs 1 bed, one per guest', path: 'assigned_beds' }],
    });
    expect(await bookOn(user, stay(ana._id, double._id, today, 2, 2), [beds(double, 0)[0], beds(double, 1)[0]])).toMatchObject({
      status: 400,
      body: [{ msg: 'A private room stay takes one room: choose one', path: 'assigned_beds' }],
    });
    expect(await bookOn(user, body, [beds(theirs.dorm)[0]])).toMatchObject({ status: 404, body: { msg: 'Bed not found' } });
    expect(await bookOn(user, body, [beds(double, 1)[0]])).toMatchObject({
      status: 409,
      body: {
        msg: `${double.description} · Room 2 is a room of another room type (${double.description}): book that type, or choose a bed of this one`,
      },
    });
    expect(await partition(pid)).toEqual(before);
    // None chosen is the same as leaving the list out: the server chooses (a reservation's own shape, sent back).
    expect(await bookOn(user, body, [])).toMatchObject({ status: 201, body: { assigned_beds: [beds(dorm)[0]] } });
  });
});

describe('concurrent bookings on one chosen bed', () => {
  it('lets exactly one of 12 simultaneous bookings of one bed win, though the dorm has units for all', async () => {
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
    const target = beds(big, 1)[3]!;
    const someone = await guest(user);
    const answers = await Promise.all(Array.from({ length: 12 }, () => bookOn(user, stay(someone._id, big._id, today, 3), [target])));
    const won = answers.filter((answer) => answer.status === 201);
    expect(won).toHaveLength(1);
    expect(won[0]!.body.assigned_beds).toEqual([target]);
    const lost = answers.filter((answer) => answer.status === 409);
    expect(lost).toHaveLength(11);
    for (const answer of lost) expect(answer.body.msg).toContain(`${big.description} · Room 2, bed 4 is taken on ${today}`);

    const { live, nights } = await expectInvariant(pid, { [big._id]: { capacity: 21, kind: 'dorm' } });
    expect(live.map((item) => item.id)).toEqual([won[0]!.body._id]);
    for (const night of nights) expect(night[`bed#${target}`]).toBe(won[0]!.body._id);
  });
});
