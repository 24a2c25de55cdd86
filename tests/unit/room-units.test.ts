import { describe, expect, it } from 'vitest';
import { nightView, physicallyFree } from '../../shared/src/domain/night-availability';
import { bedsOf, capacityOf, roomName, roomsOf } from '../../shared/src/domain/room-units';

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
