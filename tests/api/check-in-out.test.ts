import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { type ApiUser, signedInMember } from '../support/api';
import { book, expectInvariant, frontDesk, stay } from '../support/front-desk';
import { partition } from '../support/table';

// Check-in and check-out as stored actions: who and when, the rules for when, beds at check-in, early
// check-out releasing the nights left, late check-out extending the stay, and desks racing each other.

const checkIn = (user: ApiUser, id: string) => user.call('PUT', `/reservations/check-in/${id}`);
const checkOut = (user: ApiUser, id: string) => user.call('PUT', `/reservations/check-out/${id}`);
const checkOutLate = (user: ApiUser, id: string) => user.call('PUT', `/reservations/check-out/${id}`, { late: true });
const entries = (pid: string, id: string) => partition(pid, `RESHIST#${id}#`);
const bedsOn = (nights: Record<string, any>[], date: string) =>
  Object.keys(nights.find((night) => night.date === date) ?? {}).filter((name) => name.startsWith('bed#'));

/** A checked-in guest on bed 1 whose stay the desk shortened to two nights ending yesterday (60 → 30). */
async function stayEndedYesterday() {
  const desk = await frontDesk();
  const { user, today, ana, dorm } = desk;
  const beds: string[] = dorm.products[0].beds;
  const guest = await book(user, stay(ana._id, dorm._id, addDays(today, -3), 4, 1, { total_price: 60, assigned_beds: [beds[0]] }));
  await checkIn(user, guest._id);
  const shortened = await user.call('PUT', `/reservations/update-dates-guest/${guest._id}`, {
    check_in: addDays(today, -3),
    check_out: addDays(today, -1),
    number_of_guest: 1,
    total_price: 30,
  });
  expect(shortened.status).toBe(200);
  return { ...desk, beds, guest };
}

describe('check-in', () => {
  it('stores who checked in and when, once: again answers the same, with one history entry', async () => {
    const { user, pid, today, ana, dorm } = await frontDesk();
    const reservation = await book(user, stay(ana._id, dorm._id, today, 2));
    expect(reservation).toMatchObject({ checked_in: null, checked_out: null });
    const first = await checkIn(user, reservation._id);
    expect(first.status).toBe(200);
    expect(first.body.checked_in).toEqual({ at: first.body.updated_At, by_name: expect.any(String) });
    const again = await checkIn(user, reservation._id);
    expect(again.body).toEqual(first.body);
    expect((await user.call('GET', `/reservations/find-by-id/${reservation._id}`)).body.checked_in).toEqual(first.body.checked_in);
    expect((await entries(pid, reservation._id)).map((entry) => entry.action)).toEqual(['created', 'checked_in']);
  });

  it('only for a live stay, from its check-in day until the day before check-out', async () => {
    const { user, today, ana, dorm } = await frontDesk();
    const tomorrow = await book(user, stay(ana._id, dorm._id, addDays(today, 1), 1));
    expect(await checkIn(user, tomorrow._id)).toMatchObject({
      status: 409,
      body: { msg: `This stay begins on ${addDays(today, 1)}: the guest can check in from that day` },
    });
    const over = await book(user, stay(ana._id, dorm._id, addDays(today, -2), 2));
    expect(await checkIn(user, over._id)).toMatchObject({ status: 409, body: { msg: 'This stay is over, so it cannot be checked in' } });
    const late = await book(user, stay(ana._id, dorm._id, addDays(today, -1), 2));
    expect((await checkIn(user, late._id)).status).toBe(200);
    const canceled = await book(user, stay(ana._id, dorm._id, today, 1));
    await user.call('PUT', `/reservations/status/${canceled._id}`, { reservation_status: 'canceled' });
    expect(await checkIn(user, canceled._id)).toMatchObject({
      status: 409,
      body: { msg: 'This reservation is canceled, so it cannot be checked in' },
    });
    expect(await checkOut(user, tomorrow._id)).toMatchObject({
      status: 409,
      body: { msg: 'This guest has not checked in: check in first' },
    });
  });

  it('gives beds to a stay waiting for them, or refuses while none is free for its whole stay', async () => {
    const { user, pid, today, ana, dorm, capacities } = await frontDesk();
    const beds: string[] = dorm.products[0].beds;
    // Tonight five beds are taken, tomorrow the sixth: no bed is free both nights, so the two-night stay waits.
    const tonight = await book(user, stay(ana._id, dorm._id, today, 1, 5, { assigned_beds: beds.slice(0, 5) }));
    await book(user, stay(ana._id, dorm._id, addDays(today, 1), 1, 1, { assigned_beds: [beds[5]] }));
    const waiting = await book(user, stay(ana._id, dorm._id, today, 2));
    expect(waiting.assigned_beds).toEqual([]);
    expect(await checkIn(user, waiting._id)).toMatchObject({
      status: 409,
      body: { msg: 'No bed is free for the whole of this stay: move a guest on the calendar, then check in' },
    });
    await user.call('PUT', `/reservations/status/${tonight._id}`, { reservation_status: 'canceled' });
    const placed = await checkIn(user, waiting._id);
    expect(placed.status).toBe(200);
    expect(placed.body.assigned_beds).toHaveLength(1);
    await expectInvariant(pid, capacities);
  });

  it('two desks checking in the same stay at once: one check-in, one entry', async () => {
    const { user, pid, today, ana, dorm } = await frontDesk();
    const member = (await signedInMember(user, 'employee')).user;
    const reservation = await book(user, stay(ana._id, dorm._id, today, 2));
    const answers = await Promise.all([user, member, user, member].map((desk) => checkIn(desk, reservation._id)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const [item] = await partition(pid, `RES#${reservation._id}`);
    for (const answer of answers) expect(answer.body.checked_in).toEqual({ at: item!.checkedIn.at, by_name: item!.checkedIn.byName });
    expect((await entries(pid, reservation._id)).filter((entry) => entry.action === 'checked_in')).toHaveLength(1);
  });
});

describe('check-out', () => {
  it('on the check-out day: stored, dates and price unchanged; again answers the same', async () => {
    const { user, pid, today, ana, dorm } = await frontDesk();
    const reservation = await book(user, stay(ana._id, dorm._id, addDays(today, -1), 2, 1, { total_price: 40 }));
    await checkIn(user, reservation._id);
    const early = await checkOut(user, reservation._id);
    expect(early.body).toMatchObject({ check_out: today, total_price: 20, checked_out: { at: early.body.updated_At } });
    const again = await checkOut(user, reservation._id);
    expect(again.body).toEqual(early.body);
    const [entry] = (await entries(pid, reservation._id)).filter((item) => item.action === 'checked_out');
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'check_out', before: addDays(today, 1), after: today },
        { field: 'total_price', before: 40, after: 20 },
      ]),
    );
  });

  it('early: releases the nights left (units and beds) and charges the nights stayed', async () => {
    const { user, pid, today, ana, dorm, capacities } = await frontDesk();
    const reservation = await book(user, stay(ana._id, dorm._id, addDays(today, -1), 4, 2, { total_price: 100 }));
    await checkIn(user, reservation._id);
    const out = await checkOut(user, reservation._id);
    expect(out.body).toMatchObject({
      check_in: addDays(today, -1),
      check_out: today,
      // Booked by hand at 100 for four nights: the night kept keeps its share of that price (decisions.md), not the rates'.
      total_price: 25,
      assigned_beds: reservation.assigned_beds,
    });
    const { nights } = await expectInvariant(pid, capacities);
    for (const date of [today, addDays(today, 1), addDays(today, 2)]) expect(bedsOn(nights, date)).toEqual([]);
    expect(bedsOn(nights, addDays(today, -1))).toHaveLength(2);
    // The freed beds sell again at once.
    await book(user, stay(ana._id, dorm._id, today, 3, 6));
    // A checked-out stay's dates no longer change.
    const moved = await user.call('PUT', `/reservations/update-dates-guest/${reservation._id}`, {
      check_in: addDays(today, -1),
      check_out: addDays(today, 1),
      number_of_guest: 2,
    });
    expect(moved).toMatchObject({ status: 409, body: { msg: "This guest has checked out, so the stay's dates cannot change" } });
  });

  it('late: extends the stay to today on its beds when free, else 409 naming the nights', async () => {
    // The guest is still here today, on a stay the desk shortened to two nights ending yesterday.
    const { user, pid, today, ana, dorm, capacities, beds, guest } = await stayEndedYesterday();
    const other = await book(user, stay(ana._id, dorm._id, addDays(today, -1), 1, 1, { assigned_beds: [beds[0]] }));
    const refused = await checkOutLate(user, guest._id);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(new RegExp(`^The stay cannot run to today: .* is taken on ${addDays(today, -1)}$`));
    await user.call('PUT', `/reservations/status/${other._id}`, { reservation_status: 'canceled' });
    const out = await checkOutLate(user, guest._id);
    // The two nights priced by hand (30) keep their price; the night added is the base rate's (20).
    expect(out.body).toMatchObject({ check_out: today, total_price: 50, assigned_beds: [beds[0]] });
    await expectInvariant(pid, capacities);
  });

  it('a check-out the desk forgot is recorded on the booked day, even when the bed is another guest’s since', async () => {
    // The desk forgot to check the guest out; tonight the bed is the next guest's.
    const { user, pid, today, ana, dorm, capacities, beds, guest } = await stayEndedYesterday();
    await book(user, stay(ana._id, dorm._id, addDays(today, -1), 2, 1, { assigned_beds: [beds[0]] }));
    const out = await checkOut(user, guest._id);
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ check_out: addDays(today, -1), total_price: 30, checked_out: { at: expect.any(String) } });
    await expectInvariant(pid, capacities);
  });

  it('answers 400 for a body other than { late: true | false }', async () => {
    const { user, today, ana, dorm } = await frontDesk();
    const guest = await book(user, stay(ana._id, dorm._id, today, 2));
    await checkIn(user, guest._id);
    expect(await user.call('PUT', `/reservations/check-out/${guest._id}`, { late: 'yes' })).toMatchObject({
      status: 400,
      body: [{ msg: 'late must be true or false', path: 'late' }],
    });
    expect(await user.call('PUT', `/reservations/check-out/${guest._id}`, { later: true })).toMatchObject({ status: 400 });
  });

  it('a checked-in stay keeps its arrival day: a move of it is 409, a longer stay is fine', async () => {
    const { user, today, ana, dorm } = await frontDesk();
    const guest = await book(user, stay(ana._id, dorm._id, today, 2));
    await checkIn(user, guest._id);
    const dates = (checkInDay: string, checkOutDay: string) =>
      user.call('PUT', `/reservations/update-dates-guest/${guest._id}`, {
        check_in: checkInDay,
        check_out: checkOutDay,
        number_of_guest: 1,
      });
    expect(await dates(addDays(today, 1), addDays(today, 3))).toMatchObject({
      status: 409,
      body: { msg: 'This guest has checked in, so the arrival day cannot change' },
    });
    expect(await dates(today, addDays(today, 3))).toMatchObject({ status: 200, body: { check_in: today, check_out: addDays(today, 3) } });
  });

  it('a check-out racing a date change of the same stay: no night held twice or leaked', async () => {
    const { user, pid, today, ana, dorm, capacities } = await frontDesk();
    const member = (await signedInMember(user, 'manager')).user;
    for (let round = 0; round < 4; round += 1) {
      const reservation = await book(user, stay(ana._id, dorm._id, addDays(today, -1), 3, 1));
      await checkIn(user, reservation._id);
      const [out, moved] = await Promise.all([
        checkOut(user, reservation._id),
        member.call('PUT', `/reservations/update-dates-guest/${reservation._id}`, {
          check_in: addDays(today, -1),
          check_out: addDays(today, 4),
          number_of_guest: 1,
        }),
      ]);
      expect(out.status).toBe(200);
      // Either the move came first (and check-out ended the moved stay today) or check-out did (and the move is refused).
      if (moved.status !== 200) expect(moved.body.msg).toBe("This guest has checked out, so the stay's dates cannot change");
      const [item] = await partition(pid, `RES#${reservation._id}`);
      expect(item).toMatchObject({ checkOut: today });
      await expectInvariant(pid, capacities);
    }
  });
});
