import { describe, expect, it } from 'vitest';
import { nightView, physicallyFree } from '../../shared/src/domain/night-availability';
import { bedLabel, bedsOf, capacityOf, roomName, roomsOf, sameUnitName, unitName } from '../../shared/src/domain/room-units';
import { unitNameProblems as problemsOf } from '../../shared/src/domain/unit-names';
import { renderMessage } from '../../shared/src/i18n/render-message';

// Each problem is a message by id: its English words, the spec's, compared here.
const unitNameProblems = (...args: Parameters<typeof problemsOf>) =>
  problemsOf(...args).map(({ msg, path }) => ({ msg: renderMessage(msg), path }));

describe('rooms and beds of a room type', () => {
  it('gives a dorm room max-occupancy beds and a private room one unit, with stable ids', () => {
    const dorm = roomsOf({ id: 'd6', kind: 'dorm', maxOccupancy: 3, inventory: 2 });
    expect(dorm).toEqual([
      { roomId: 'd6-r1', number: 1, bedIds: ['d6-r1-b1', 'd6-r1-b2', 'd6-r1-b3'] },
      { roomId: 'd6-r2', number: 2, bedIds: ['d6-r2-b1', 'd6-r2-b2', 'd6-r2-b3'] },
    ]);
    expect(roomsOf({ id: 'p2', kind: 'private', maxOccupancy: 2, inventory: 3 }).map((room) => room.bedIds)).toEqual([
      ['p2-r1-b1'],
      ['p2-r2-b1'],
      ['p2-r3-b1'],
    ]);
    expect(roomName('Dorm 6', 2)).toBe('Dorm 6 · Room 2');
  });

  it('sells beds in a dorm and rooms of a private type; the plan counts beds of both', () => {
    expect(capacityOf({ kind: 'dorm', maxOccupancy: 6, inventory: 2 })).toBe(12);
    expect(capacityOf({ kind: 'private', maxOccupancy: 2, inventory: 3 })).toBe(3);
    expect(bedsOf({ kind: 'private', maxOccupancy: 2, inventory: 3 })).toBe(6);
  });
});

describe('naming a unit: one rule for every screen and message', () => {
  it('numbers rooms and beds until they are given names, then uses the names', () => {
    expect(unitName(roomName('Dorm 6', 2), 'dorm', 2)).toBe('Dorm 6 · Room 2, bed 3');
    expect(unitName(roomName('Dorm 6', 2, 'Room 101'), 'dorm', 0, 'A')).toBe('Room 101, bed A');
    expect(unitName(roomName('Dorm 6', 2, 'Room 101'), 'dorm', 2)).toBe('Room 101, bed 3');
    expect(unitName(roomName('Dorm 6', 2), 'dorm', 0, 'A')).toBe('Dorm 6 · Room 2, bed A');
    expect(unitName(roomName('Double', 1, 'Garden suite'), 'private', 0)).toBe('Garden suite');
    expect(unitName(roomName('Double', 1), 'private', 0)).toBe('Double · Room 1');
    expect(bedLabel(3)).toBe('4');
    expect(bedLabel(3, 'Top')).toBe('Top');
  });

  it('keeps names unique as they read after the change, without case or spacing differences', () => {
    expect(sameUnitName('Room  101', 'room 101')).toBe(true);
    const rooms = [
      {
        id: 'r1',
        name: 'Blue',
        beds: [
          { id: 'b1', label: '1' },
          { id: 'b2', label: '2' },
        ],
      },
      { id: 'r2', name: 'Dorm · Room 2', beds: [{ id: 'b3', label: '1' }] },
    ];
    expect(unitNameProblems(rooms, 'dorm', [{ room_id: 'r2', room_name: 'BLUE' }])).toEqual([
      { msg: 'Another room of this type is already named "BLUE"', path: 'rooms.0.room_name' },
    ]);
    // Swapping names within one request is fine: only the result must be unique.
    expect(
      unitNameProblems(rooms, 'dorm', [
        {
          room_id: 'r1',
          room_name: 'Red',
          beds: [
            { bed_id: 'b1', bed_name: '2' },
            { bed_id: 'b2', bed_name: '1' },
          ],
        },
        { room_id: 'r2', room_name: 'Blue' },
      ]),
    ).toEqual([]);
    expect(unitNameProblems(rooms, 'dorm', [{ room_id: 'r1', beds: [{ bed_id: 'b1', bed_name: '2' }] }])).toEqual([
      { msg: 'Another bed of this room is already named "2"', path: 'rooms.0.beds.0.bed_name' },
    ]);
    expect(unitNameProblems(rooms, 'dorm', [{ room_id: 'r1', beds: [{ bed_id: 'b3', bed_name: 'A' }] }, { room_id: 'r9' }])).toEqual([
      { msg: 'This bed is not one of this room', path: 'rooms.0.beds.0.bed_id' },
      { msg: 'This room is not one of this room type', path: 'rooms.1.room_id' },
    ]);
  });
});

describe('one night of a room type (spec §4)', () => {
  it('without a record: nothing sold, the whole capacity, the base rate, open', () => {
    expect(nightView(12, 2050, undefined)).toEqual({
      capacity: 12,
      sold: 0,
      availability: 12,
      rateCents: 2050,
      customRate: false,
      status: 'Open',
    });
  });

  it('sales lower availability; at zero the night is closed', () => {
    expect(nightView(4, 1000, { sold: 3, forSale: 1 })).toMatchObject({ sold: 3, availability: 1, status: 'Open' });
    expect(nightView(4, 1000, { sold: 4, forSale: 0 })).toMatchObject({ availability: 0, status: 'Close' });
  });

  it('a custom availability is what is left for sale, and a custom rate replaces the base rate', () => {
    expect(nightView(12, 2050, { sold: 2, forSale: 3, customRateCents: 3000 })).toMatchObject({
      availability: 3,
      rateCents: 3000,
      customRate: true,
    });
    expect(nightView(12, 2050, { forSale: 0 })).toMatchObject({ availability: 0, status: 'Close' });
  });

  it('never shows more than is physically free, whatever a record says', () => {
    expect(nightView(4, 1000, { sold: 3, forSale: 4 }).availability).toBe(1);
    expect(physicallyFree(4, { sold: 3 })).toBe(1);
    expect(physicallyFree(4, undefined)).toBe(4);
  });
});
