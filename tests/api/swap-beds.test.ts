import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { ApiUser, signedInMember } from '../support/api';
import { book, expectInvariant, frontDesk, guest, stay } from '../support/front-desk';
import { partition } from '../support/table';

// PUT /reservations/swap-beds/{id}: two guests of one room type exchange their beds in one
// transaction. Each refusal is checked against the table (nothing changed); the races are fired at
// once and then read from the table: no bed held by two guests on a night, and every reservation's
// beds are exactly what its nights say.

const beds = (type: any, room = 0) => type.products[room].beds as string[];
const swap = (user: ApiUser, id: string, other: unknown) =>
  user.call('PUT', `/reservations/swap-beds/${id}`, { with_reservation_id: other });
const place = async (user: ApiUser, id: string, assigned: string[]) =>
  expect(await user.call('PUT', `/reservations/assign-beds/${id}`, { assigned_beds: assigned })).toMatchObject({ status: 200 });

/** Each night's bed attributes of a property: `<date>#<bed>` → the reservation holding it. */
async function heldBeds(pid: string): Promise<Record<string, string>> {
  const held: Record<string, string> = {};
  for (const night of await partition(pid, 'NIGHT#'))
    for (const [name, holder] of Object.entries(night))
      if (name.startsWith('bed#')) held[`${night.date}#${name.slice(4)}`] = holder as string;
  return held;
}

describe('swapping two guests beds', () => {
  it('exchanges the beds of two dorm stays for all their nights, in one change each', async () => {
    const { user, pid, today, dorm, ana, capacities } = await frontDesk();
    const olga = await guest(user, { firstName: 'Olga', lastName: 'Berg' });
    const [one, two] = beds(dorm);
    // Ana on bed 1 for three nights; Olga on bed 2 for the last two of them.
    const a = await book(user, stay(ana._id, dorm._id, today, 3));
    const b = await book(user, stay(olga._id, dorm._id, addDays(today, 1), 2));
    await place(user, a._id, [one!]);
    await place(user, b._id, [two!]);
    const markersBefore = (await partition(pid, 'RESUPD#')).length;

    const swapped = await swap(user, a._id, b._id);
    expect(swapped.status).toBe(200);
    expect(swapped.body.reservations.map((reservation: any) => [reservation._id, reservation.assigned_beds])).toEqual([
      [a._id, [two]],
      [b._id, [one]],
    ]);
    expect(swapped.body.reservations[0]).toMatchObject({
      check_in: today,
      check_out: addDays(today, 3),
      guest_info: { full_name: 'Ana María López' },
    });
    expect(await heldBeds(pid)).toEqual({
      [`${today}#${two}`]: a._id,
      [`${addDays(today, 1)}#${two}`]: a._id,
      [`${addDays(today, 2)}#${two}`]: a._id,
      [`${addDays(today, 1)}#${one}`]: b._id,
      [`${addDays(today, 2)}#${one}`]: b._id,
    });
    // Units untouched, each reservation's marker moved (not added to).
    await expectInvariant(pid, capacities);
    expect((await partition(pid, 'RESUPD#')).length).toBe(markersBefore);
    const stored = await user.call('GET', `/reservations/find-by-id/${b._id}`);
    expect(stored.body.assigned_beds).toEqual([one]);
    expect(stored.body.updated_At > b.updated_At).toBe(true);
  });

  it('exchanges two private rooms, and an employee may swap', async () => {
    const { user, pid, today, double, ana, capacities } = await frontDesk();
    const employee = await signedInMember(user, 'employee');
    const a = await book(user, stay(ana._id, double._id, today, 2, 2));
    const b = await book(user, stay(ana._id, double._id, today, 2, 1));
    const swapped = await swap(employee.user, b._id, a._id);
    expect(swapped.status).toBe(200);
    expect(swapped.body.reservations[0].assigned_beds).toEqual(a.assigned_beds);
    expect(swapped.body.reservations[1].assigned_beds).toEqual(b.assigned_beds);
    await expectInvariant(pid, capacities);
  });

  it('answers 400 for a malformed request or a stay swapped with itself', async () => {
    const { user, pid, today, dorm, ana } = await frontDesk();
    const a = await book(user, stay(ana._id, dorm._id, today, 2));
    const before = await partition(pid);
    expect(await swap(user, 'not an id!', a._id)).toMatchObject({
      status: 400,
      body: [{ msg: 'Reservation id is not valid', path: 'id' }],
    });
    expect(await swap(user, a._id, 'bad id!')).toMatchObject({ status: 400, body: [{ path: 'with_reservation_id' }] });
    expect(await swap(user, a._id, undefined)).toMatchObject({ status: 400, body: [{ path: 'with_reservation_id' }] });
    expect(await user.call('PUT', `/reservations/swap-beds/${a._id}`, { with_reservation_id: a._id, extra: 1 })).toMatchObject({
      status: 400,
    });
    expect(await swap(user, a._id, a._id)).toMatchObject({
      status: 400,
      body: [{ msg: 'Choose another reservation to swap beds with', path: 'with_reservation_id' }],
    });
    expect(await partition(pid)).toEqual(before);
  });

  it('answers 409 with the reason when two stays cannot swap, and changes nothing', async () => {
    const { user, pid, today, dorm, double, ana } = await frontDesk();
    const olga = await guest(user, { firstName: 'Olga', lastName: 'Berg' });
    const rival = await guest(user, { firstName: 'Rita', lastName: 'Vale' });
    const [one, two] = beds(dorm);
    const a = await book(user, stay(ana._id, dorm._id, today, 3));
    const b = await book(user, stay(olga._id, dorm._id, addDays(today, 1), 1));
    await place(user, a._id, [one!]);
    await place(user, b._id, [two!]);
    const room = await book(user, stay(olga._id, double._id, today, 2));
    const group = await book(user, stay(olga._id, dorm._id, today, 2, 2));
    const later = await book(user, stay(olga._id, dorm._id, addDays(today, 5), 2));
    const canceled = await book(user, stay(olga._id, dorm._id, today, 2));
    expect(await user.call('PUT', `/reservations/status/${canceled._id}`, { reservation_status: 'canceled' })).toMatchObject({
      status: 200,
    });
    // Rita holds bed 2 tonight, a night Ana stays and Olga does not: Ana cannot take bed 2.
    const third = await book(user, stay(rival._id, dorm._id, today, 1));
    await place(user, third._id, [two!]);
    const before = await partition(pid);

    const refusal = async (id: string, other: string, message: string | RegExp) => {
      const answer = await swap(user, id, other);
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(answer.body.msg).toMatch(message);
    };
    await refusal(a._id, room._id, /booked different room types: only guests of one room type can swap beds$/);
    await refusal(a._id, group._id, 'Ana María López holds 1 beds and Olga Berg 2: only stays holding as many beds can swap');
    await refusal(a._id, later._id, 'Ana María López and Olga Berg share no night: move one of them instead');
    await refusal(canceled._id, a._id, "Olga Berg's reservation is canceled, so its beds cannot change");
    await refusal(a._id, b._id, new RegExp(`^Ana María López cannot take the other's beds: .*Room 1, bed 2 is taken on ${today}$`));
    expect(await partition(pid)).toEqual(before);
  });

  it("never reaches another property's reservation (404), and refuses strangers (401) and other sites (403)", async () => {
    const mine = await frontDesk();
    const theirs = await frontDesk();
    const myStay = await book(mine.user, stay(mine.ana._id, mine.dorm._id, mine.today, 2));
    const theirStay = await book(theirs.user, stay(theirs.ana._id, theirs.dorm._id, theirs.today, 2));
    const [mineBefore, theirsBefore] = await Promise.all([partition(mine.pid), partition(theirs.pid)]);
    expect(await swap(mine.user, myStay._id, theirStay._id)).toMatchObject({ status: 404, body: { msg: 'Reservation not found' } });
    expect(await swap(mine.user, theirStay._id, myStay._id)).toMatchObject({ status: 404, body: { msg: 'Reservation not found' } });
    expect(await swap(new ApiUser(), myStay._id, theirStay._id)).toMatchObject({ status: 401 });
    const foreign = await mine.user.call(
      'PUT',
      `/reservations/swap-beds/${myStay._id}`,
      { with_reservation_id: theirStay._id },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    expect(await Promise.all([partition(mine.pid), partition(theirs.pid)])).toEqual([mineBefore, theirsBefore]);
  });
});

describe('concurrent swaps', () => {
  it('a swap racing a move of one of the two: afterwards no bed is held twice and every stay matches its nights', async () => {
    const { user, pid, today, dorm, ana, capacities } = await frontDesk();
    const olga = await guest(user, { firstName: 'Olga', lastName: 'Berg' });
    const [one, two, , , , six] = beds(dorm);
    for (let round = 0; round < 4; round += 1) {
      const start = addDays(today, round * 3);
      const a = await book(user, stay(ana._id, dorm._id, start, 2));
      const b = await book(user, stay(olga._id, dorm._id, start, 2));
      await place(user, a._id, [one!]);
      await place(user, b._id, [two!]);
      const [swapped, moved] = await Promise.all([
        swap(user, a._id, b._id),
        user.call('PUT', `/reservations/assign-beds/${a._id}`, { assigned_beds: [six] }),
      ]);
      // Both may land (in either order) or one may lose with a 409; never a 500.
      expect([200, 409]).toContain(swapped.status);
      expect([200, 409]).toContain(moved.status);
      const [storedA, storedB] = await Promise.all([
        user.call('GET', `/reservations/find-by-id/${a._id}`),
        user.call('GET', `/reservations/find-by-id/${b._id}`),
      ]);
      expect(storedB.body.assigned_beds).toHaveLength(1);
      expect(storedA.body.assigned_beds).toHaveLength(1);
      expect(storedA.body.assigned_beds[0]).not.toBe(storedB.body.assigned_beds[0]);
    }
    await expectInvariant(pid, capacities);
  });

  it('two swaps racing over one stay: afterwards no bed is held twice and every stay matches its nights', async () => {
    const { user, pid, today, dorm, ana, capacities } = await frontDesk();
    const [one, two, three] = beds(dorm);
    for (let round = 0; round < 4; round += 1) {
      const start = addDays(today, round * 3);
      const [a, b, c] = [
        await book(user, stay(ana._id, dorm._id, start, 2)),
        await book(user, stay(ana._id, dorm._id, start, 2)),
        await book(user, stay(ana._id, dorm._id, start, 2)),
      ];
      await place(user, a._id, [one!]);
      await place(user, b._id, [two!]);
      await place(user, c._id, [three!]);
      const answers = await Promise.all([swap(user, a._id, b._id), swap(user, c._id, a._id), swap(user, b._id, c._id)]);
      for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
      expect(answers.some((answer) => answer.status === 200)).toBe(true);
      const stored = await Promise.all([a, b, c].map((reservation) => user.call('GET', `/reservations/find-by-id/${reservation._id}`)));
      // The three still hold the three beds between them, one each.
      expect(stored.map((answer) => answer.body.assigned_beds[0]).sort()).toEqual([one, two, three].sort());
    }
    await expectInvariant(pid, capacities);
  });
});
