import { describe, expect, it } from 'vitest';
import { type ApiUser, propertyIdOf, signedInMember, signedInOwner } from '../support/api';
import { book, frontDesk, roomType, stay } from '../support/front-desk';
import { partition } from '../support/table';

// Naming rooms and beds (PUT /room-types/units/{id}): names change, ids never do.

const rename = (user: ApiUser, id: string, body: unknown) => user.call('PUT', `/room-types/units/${id}`, body);

function problems(body: unknown): Record<string, string> {
  return Object.fromEntries((body as { path: string; msg: string }[]).map((problem) => [problem.path, problem.msg]));
}

async function typeItem(pid: string, id: string): Promise<Record<string, any>> {
  const [item] = await partition(pid, `ROOMTYPE#${id}`);
  if (!item) throw new Error(`room type ${id} is not in the table`);
  return item;
}

describe('naming rooms and beds', () => {
  it('names a room and its beds; the list reads them back, ids unchanged, and booked beds keep their stays', async () => {
    const desk = await frontDesk();
    const { user, pid, dorm, ana } = desk;
    const [room] = dorm.products;
    const booked = await book(user, stay(ana._id, dorm._id, desk.today, 2, 2));
    const nightsBefore = await partition(pid, `NIGHT#${desk.today}#${dorm._id}`);

    const renamed = await rename(user, dorm._id, {
      rooms: [
        {
          room_id: room.room_id,
          room_name: '  Room 101 ',
          beds: [
            { bed_id: room.beds[0], bed_name: 'A' },
            { bed_id: room.beds[1], bed_name: 'B' },
          ],
        },
      ],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.products).toEqual([
      { room_id: room.room_id, room_name: 'Room 101', beds: room.beds, bed_names: ['A', 'B', '3', '4', '5', '6'] },
    ]);
    expect(renamed.body.units_version).toBe(1);
    const list = await user.call('GET', '/room-types');
    expect(list.body.find((type: { _id: string }) => type._id === dorm._id)).toEqual(renamed.body);

    // The reservation and the nights hold the very same bed ids.
    const reservation = await user.call('GET', `/reservations/find-by-id/${booked._id}`);
    expect(reservation.body.assigned_beds).toEqual(booked.assigned_beds);
    expect(await partition(pid, `NIGHT#${desk.today}#${dorm._id}`)).toEqual(nightsBefore);

    // A bed taken is named by its new name.
    const held = booked.assigned_beds[0];
    const heldName = `Room 101, bed ${renamed.body.products[0].bed_names[room.beds.indexOf(held)]}`;
    const other = await book(user, stay(ana._id, dorm._id, desk.today, 1));
    const refused = await user.call('PUT', `/reservations/assign-beds/${other._id}`, { assigned_beds: [held] });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`${heldName} is taken on ${desk.today}`);
  });

  it('names a private room; the type description still names rooms left unnamed', async () => {
    const { user, double } = await frontDesk();
    const [first, second] = double.products;
    const renamed = await rename(user, double._id, { rooms: [{ room_id: first.room_id, room_name: 'Garden suite' }] });
    expect(renamed.status).toBe(200);
    expect(renamed.body.products.map((product: { room_name: string }) => product.room_name)).toEqual([
      'Garden suite',
      second.room_name,
      double.products[2].room_name,
    ]);
    const bed = await rename(user, double._id, { rooms: [{ room_id: second.room_id, beds: [{ bed_id: second.beds[0], bed_name: 'A' }] }] });
    expect(bed.status).toBe(400);
    expect(problems(bed.body)).toEqual({ 'rooms.0.beds': 'A private room is one unit: name the room, not its bed' });
  });

  it('refuses names that repeat in the room type or the room, and bad names, with nothing written', async () => {
    const { user } = await signedInOwner();
    const pid = propertyIdOf(user);
    const dorm = await roomType(user, {
      description: 'Dorm',
      type: 'dorm',
      max_occupancy: 3,
      inventory: 2,
      base_rate: 20,
      currency: 'USD',
    });
    const [one, two] = dorm.products;
    expect((await rename(user, dorm._id, { rooms: [{ room_id: one.room_id, room_name: 'Blue' }] })).status).toBe(200);
    const before = await typeItem(pid, dorm._id);

    const duplicate = await rename(user, dorm._id, {
      rooms: [
        {
          room_id: two.room_id,
          room_name: 'blue',
          beds: [
            { bed_id: two.beds[0], bed_name: 'Top' },
            { bed_id: two.beds[1], bed_name: '3' },
          ],
        },
      ],
    });
    expect(duplicate.status).toBe(400);
    expect(problems(duplicate.body)).toEqual({
      'rooms.0.room_name': 'Another room of this type is already named "blue"',
      'rooms.0.beds.1.bed_name': 'Another bed of this room is already named "3"',
    });

    const bad = await rename(user, dorm._id, {
      rooms: [{ room_id: two.room_id, room_name: 'x'.repeat(41), beds: [{ bed_id: two.beds[0], bed_name: 'A\nB' }] }],
    });
    expect(bad.status).toBe(400);
    expect(problems(bad.body)).toEqual({
      'rooms.0.room_name': 'Room name must be 1 to 40 characters',
      'rooms.0.beds.0.bed_name': 'Bed name cannot contain line breaks or control characters',
    });
    expect(problems((await rename(user, dorm._id, { rooms: [] })).body)).toEqual({ rooms: 'Name at least one room or bed' });
    expect((await rename(user, dorm._id, { rooms: [{ room_id: two.room_id, room_name: '   ' }] })).status).toBe(400);
    expect(await typeItem(pid, dorm._id)).toEqual(before);
  });

  it('refuses ids of another room type or room (400) and a room type of another property (404)', async () => {
    const { user, dorm, double } = await frontDesk();
    const foreign = await rename(user, dorm._id, {
      rooms: [
        { room_id: double.products[0].room_id, room_name: 'X' },
        { room_id: dorm.products[0].room_id, beds: [{ bed_id: double.products[1].beds[0], bed_name: 'Y' }] },
      ],
    });
    expect(foreign.status).toBe(400);
    expect(problems(foreign.body)).toEqual({
      'rooms.0.room_id': 'This room is not one of this room type',
      'rooms.1.beds.0.bed_id': 'This bed is not one of this room',
    });

    const stranger = await signedInOwner();
    const elsewhere = await rename(stranger.user, dorm._id, { rooms: [{ room_id: dorm.products[0].room_id, room_name: 'Mine' }] });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual({ msg: 'Room type not found' });
  });

  it('lets managers rename and refuses employees (403)', async () => {
    const { user, dorm } = await frontDesk();
    const body = { rooms: [{ room_id: dorm.products[0].room_id, room_name: 'Room 7' }] };
    const employee = await signedInMember(user, 'employee');
    expect((await rename(employee.user, dorm._id, body)).status).toBe(403);
    const manager = await signedInMember(user, 'manager');
    expect((await rename(manager.user, dorm._id, body)).status).toBe(200);
  });

  it('two renamings at once: one is saved, the other refused (409), and the table holds the winner only', async () => {
    const { user, pid, dorm } = await frontDesk();
    const [room] = dorm.products;
    const names = ['North', 'South'];
    const answers = await Promise.all(
      names.map((name, index) =>
        rename(user, dorm._id, {
          rooms: [{ room_id: room.room_id, beds: [{ bed_id: room.beds[index], bed_name: name }] }],
          units_version: 0,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.status === 409)!;
    expect(lost.body.msg).toBe(
      'These rooms and beds were renamed by someone else in the meantime. Reload to see their names, then try again',
    );
    const won = names[answers.findIndex((answer) => answer.status === 200)]!;
    const item = await typeItem(pid, dorm._id);
    expect(item.unitsVersion).toBe(1);
    expect(Object.values(item.rooms[0].bedNames)).toEqual([won]);
    expect(item.rooms[0].bedIds).toEqual(room.beds);

    // A form filled before that renaming is refused too; one sent without a version applies to what is there.
    const stale = await rename(user, dorm._id, { rooms: [{ room_id: room.room_id, room_name: 'Late' }], units_version: 0 });
    expect(stale.status).toBe(409);
    const fresh = await rename(user, dorm._id, { rooms: [{ room_id: room.room_id, room_name: 'Late' }] });
    expect(fresh.body.products[0]).toMatchObject({ room_name: 'Late' });
    expect(fresh.body.units_version).toBe(2);
  });
});
