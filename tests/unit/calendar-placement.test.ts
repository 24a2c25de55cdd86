import { describe, expect, it } from 'vitest';
import { bedsAfterMove, bedsToMoveTo, nightsTaken, placeStays } from '../../web/src/features/calendar/bed-placement';
import { calendarRows, lanesOfType, type RoomTypeLayout } from '../../web/src/features/calendar/calendar-rows';
import { stay } from '../support/calendar-stays';

// Spec §4 "Bed auto-placement": stays keep the server's beds; those without are sorted by check-in and
// placed, for display, into beds of their type free for their whole stay; the rows and moves around it.

const DORM: RoomTypeLayout = {
  _id: 'dorm',
  description: 'Dorm 4',
  type: 'dorm',
  products: [
    {
      room_id: 'dorm-r1',
      room_name: 'Dorm 4 · Room 1',
      beds: ['dorm-r1-b1', 'dorm-r1-b2', 'dorm-r1-b3', 'dorm-r1-b4'],
      bed_names: ['1', '2', '3', '4'],
    },
    {
      room_id: 'dorm-r2',
      room_name: 'Dorm 4 · Room 2',
      beds: ['dorm-r2-b1', 'dorm-r2-b2', 'dorm-r2-b3', 'dorm-r2-b4'],
      bed_names: ['1', '2', '3', '4'],
    },
  ],
};
const DOUBLE: RoomTypeLayout = {
  _id: 'double',
  description: 'Double',
  type: 'private',
  products: [
    { room_id: 'double-r1', room_name: 'Double · Room 1', beds: ['double-r1'], bed_names: ['1'] },
    { room_id: 'double-r2', room_name: 'Double · Room 2', beds: ['double-r2'], bed_names: ['1'] },
  ],
};
const inDorm = (check_in: string, check_out: string, overrides = {}) => stay(check_in, check_out, { room_type_id: 'dorm', ...overrides });
const beds = (placement: ReturnType<typeof placeStays>, id: string) => placement.placed.find((placed) => placed.reservation._id === id);

describe('rows', () => {
  it('lists each type, then its rooms labelled Dorm or Private, then beds numbered per room', () => {
    const rows = calendarRows([DORM, DOUBLE]);
    expect(
      rows.map((row) =>
        row.kind === 'lane'
          ? `${row.kind}:${row.lane.label}`
          : row.kind === 'room'
            ? `room:${row.roomNumber}`
            : `type:${row.roomType.description}`,
      ),
    ).toEqual([
      'type:Dorm 4',
      'room:1',
      'lane:Bed 1',
      'lane:Bed 2',
      'lane:Bed 3',
      'lane:Bed 4',
      'room:2',
      'lane:Bed 1',
      'lane:Bed 2',
      'lane:Bed 3',
      'lane:Bed 4',
      'type:Double',
      'lane:Room 1',
      'lane:Room 2',
    ]);
    expect(lanesOfType(DORM)[5]!.fullName).toBe('Dorm 4 · Room 2, bed 2');
    expect(lanesOfType(DOUBLE)[1]!.fullName).toBe('Double · Room 2');
  });

  it('shows the names rooms and beds were given, and numbers the rest', () => {
    const [first, second] = DORM.products;
    const named: RoomTypeLayout = {
      ...DORM,
      products: [{ ...first!, room_name: 'Room 101', bed_names: ['A', 'B', '3', '4'] }, second!],
    };
    expect(lanesOfType(named).map((lane) => lane.label)).toEqual(['Bed A', 'Bed B', 'Bed 3', 'Bed 4', 'Bed 1', 'Bed 2', 'Bed 3', 'Bed 4']);
    expect(lanesOfType(named)[0]!.fullName).toBe('Room 101, bed A');
    expect(calendarRows([named]).flatMap((row) => (row.kind === 'room' ? [row.label] : []))).toEqual(['Room 101', 'Room 2']);
    expect(lanesOfType(named)[4]!.fullName).toBe('Dorm 4 · Room 2, bed 1');
    const garden = { ...DOUBLE, products: [{ ...DOUBLE.products[0]!, room_name: 'Garden suite' }, DOUBLE.products[1]!] };
    expect(lanesOfType(garden).map((lane) => [lane.label, lane.fullName])).toEqual([
      ['Garden suite', 'Garden suite'],
      ['Room 2', 'Double · Room 2'],
    ]);
  });
});

describe('placement', () => {
  it("keeps the server's beds and draws only live stays of known types", () => {
    const placement = placeStays(
      [DORM],
      [
        inDorm('2026-11-21', '2026-11-23', { _id: 'kept', assigned_beds: ['dorm-r2-b3'] }),
        inDorm('2026-11-21', '2026-11-23', { _id: 'canceled', reservation_status: 'canceled' }),
        stay('2026-11-21', '2026-11-23', { _id: 'deleted type', room_type_id: 'gone' }),
      ],
    );
    expect(placement.placed).toEqual([{ reservation: expect.objectContaining({ _id: 'kept' }), beds: ['dorm-r2-b3'], provisional: false }]);
    expect(placement.unplaced).toEqual([]);
  });

  it('places stays without beds by check-in into free beds, as the server would (one room, the tightest fit), marked provisional', () => {
    const placement = placeStays(
      [DORM],
      [
        inDorm('2026-11-22', '2026-11-24', { _id: 'group', number_of_guest: 3 }),
        inDorm('2026-11-21', '2026-11-23', { _id: 'first', number_of_guest: 2 }),
        inDorm('2026-11-20', '2026-11-25', { _id: 'server', assigned_beds: ['dorm-r1-b1'] }),
      ],
    );
    // "first" checks in before "group" and is placed first, around the server's bed; the group of three
    // no longer fits room 1 (one bed left) and goes to room 2 whole.
    expect(beds(placement, 'first')).toMatchObject({ beds: ['dorm-r1-b2', 'dorm-r1-b3'], provisional: true });
    expect(beds(placement, 'group')).toMatchObject({ beds: ['dorm-r2-b1', 'dorm-r2-b2', 'dorm-r2-b3'], provisional: true });
    expect(beds(placement, 'server')).toMatchObject({ beds: ['dorm-r1-b1'], provisional: false });
  });

  it('reuses a bed once the stay before it has left (check-out day is free), and lists what cannot be placed', () => {
    const placement = placeStays(
      [DOUBLE],
      [
        stay('2026-11-21', '2026-11-23', { _id: 'a', room_type_id: 'double', assigned_beds: ['double-r1'] }),
        stay('2026-11-21', '2026-11-22', { _id: 'b', room_type_id: 'double' }),
        stay('2026-11-22', '2026-11-24', { _id: 'c', room_type_id: 'double' }),
        stay('2026-11-21', '2026-11-24', { _id: 'd', room_type_id: 'double' }),
      ],
    );
    expect(beds(placement, 'b')?.beds).toEqual(['double-r2']);
    expect(beds(placement, 'c')?.beds).toEqual(['double-r2']);
    expect(placement.unplaced.map((reservation) => reservation._id)).toEqual(['d']);
  });

  it('splits a group across rooms when no room has room for all, and gives up when the type has too few free beds', () => {
    const placement = placeStays(
      [DORM],
      [
        inDorm('2026-11-21', '2026-11-22', { _id: 'holder', assigned_beds: ['dorm-r1-b1', 'dorm-r1-b2', 'dorm-r2-b1'] }),
        inDorm('2026-11-21', '2026-11-22', { _id: 'five', number_of_guest: 5 }),
        inDorm('2026-11-21', '2026-11-22', { _id: 'one more', number_of_guest: 1 }),
      ],
    );
    // The emptiest room first, then the next: as few rooms as possible.
    expect(beds(placement, 'five')?.beds).toEqual(['dorm-r2-b2', 'dorm-r2-b3', 'dorm-r2-b4', 'dorm-r1-b3', 'dorm-r1-b4']);
    expect(placement.unplaced.map((reservation) => reservation._id)).toEqual(['one more']);
  });
});

describe('moves', () => {
  const group = {
    reservation: inDorm('2026-11-21', '2026-11-24', { _id: 'group', number_of_guest: 2, assigned_beds: ['dorm-r1-b1', 'dorm-r1-b2'] }),
    beds: ['dorm-r1-b1', 'dorm-r1-b2'],
    provisional: false,
  };
  const other = {
    reservation: inDorm('2026-11-23', '2026-11-26', { _id: 'other', assigned_beds: ['dorm-r2-b1'] }),
    beds: ['dorm-r2-b1'],
    provisional: false,
  };
  const shown = { reservation: inDorm('2026-11-21', '2026-11-22', { _id: 'shown' }), beds: ['dorm-r1-b3'], provisional: true };

  it('moves one guest of a group and keeps the others; onto a bed of the same group changes nothing', () => {
    expect(bedsAfterMove(group.beds, 'dorm-r1-b2', 'dorm-r2-b4')).toEqual(['dorm-r1-b1', 'dorm-r2-b4']);
    expect(bedsAfterMove(group.beds, 'dorm-r1-b2', 'dorm-r1-b1')).toEqual(['dorm-r1-b1', 'dorm-r1-b2']);
  });

  it("names the nights a bed is held by another stay, ignoring the calendar's own provisional placements", () => {
    expect(nightsTaken('dorm-r2-b1', group, [group, other, shown])).toEqual(['2026-11-23']);
    expect(nightsTaken('dorm-r1-b3', group, [group, other, shown])).toEqual([]);
  });

  it('offers the beds of the type free for the whole stay, never its own', () => {
    expect(bedsToMoveTo(DORM, group, [group, other, shown])).toEqual([
      'dorm-r1-b3',
      'dorm-r1-b4',
      'dorm-r2-b2',
      'dorm-r2-b3',
      'dorm-r2-b4',
    ]);
  });
});
