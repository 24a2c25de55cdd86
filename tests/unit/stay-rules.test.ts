import { describe, expect, it } from 'vitest';
import { chooseBeds } from '../../shared/src/domain/bed-choice';
import { todayIn } from '../../shared/src/domain/dates';
import { foldText, matchesGuestName } from '../../shared/src/domain/guest-search';
import { roomsOf } from '../../shared/src/domain/room-units';
import { freeUnits, shortNights } from '../../shared/src/domain/stay-availability';
import { stayDeltas } from '../../shared/src/domain/stay-changes';
import { estimateStayPrice, nightsShort, stayNights, unitsNeeded } from '../../shared/src/domain/stay-price';

const dorm = roomsOf({ id: 'd', kind: 'dorm', maxOccupancy: 4, inventory: 3 });
const privates = roomsOf({ id: 'p', kind: 'private', maxOccupancy: 2, inventory: 3 });
const none = new Set<string>();

describe('stay nights and price', () => {
  it('counts the nights from check-in up to, not including, check-out', () => {
    expect(stayNights('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(stayNights('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29']);
    expect(stayNights('2026-11-21', '2026-11-21')).toEqual([]);
  });

  it('takes a bed per guest in a dorm and one room of a private type', () => {
    expect(unitsNeeded('dorm', 3)).toBe(3);
    expect(unitsNeeded('private', 2)).toBe(1);
  });

  it('estimates nights × guests × rate for dorms and nights × rate for private rooms, each night at its own rate', () => {
    expect(estimateStayPrice('dorm', 3, [20, 20, 32.5])).toBe(217.5);
    expect(estimateStayPrice('private', 2, [50, 50, 65.25])).toBe(165.25);
    // Summed in cents: no floating-point crumbs.
    expect(estimateStayPrice('dorm', 3, [19.99])).toBe(59.97);
    expect(estimateStayPrice('dorm', 1, [0.1, 0.2])).toBe(0.3);
    expect(estimateStayPrice('private', 1, [])).toBe(0);
  });

  it('names the nights that cannot take the stay, giving back what a moved stay already holds', () => {
    const nights = [
      { date: '2026-11-21', availability: 3 },
      { date: '2026-11-22', availability: 1 },
      { date: '2026-11-23', availability: 0 },
    ];
    expect(nightsShort('dorm', 2, nights)).toEqual([nights[1], nights[2]]);
    expect(nightsShort('private', 2, nights)).toEqual([nights[2]]);
    expect(nightsShort('dorm', 2, nights, { nights: ['2026-11-22'], units: 2 })).toEqual([nights[2]]);
  });
});

describe('availability per night', () => {
  it('is capacity minus sold, or a lower custom availability, never below zero', () => {
    expect(freeUnits(6, undefined)).toBe(6);
    expect(freeUnits(6, { sold: 4, forSale: 2 })).toBe(2);
    expect(freeUnits(6, { sold: 1, forSale: 2 })).toBe(2);
    // A record claiming more than is physically free is capped.
    expect(freeUnits(6, { sold: 5, forSale: 4 })).toBe(1);
    expect(freeUnits(6, { sold: 6, forSale: 0 })).toBe(0);
    expect(freeUnits(6, { sold: 6, forSale: 0 }, 2)).toBe(2);
  });

  it('lists the short nights with what they have free', () => {
    const nights = new Map([['2026-11-22', { sold: 5, forSale: 1 }]]);
    expect(shortNights(['2026-11-21', '2026-11-22'], 6, 2, (date) => nights.get(date))).toEqual([{ date: '2026-11-22', free: 1 }]);
    expect(
      shortNights(
        ['2026-11-21', '2026-11-22'],
        6,
        2,
        (date) => nights.get(date),
        () => 1,
      ),
    ).toEqual([]);
  });
});

describe('bed choice', () => {
  it('puts a dorm group in one room, the one that fits it most tightly', () => {
    // Room 1 has 4 free, room 2 has 2 free, room 3 has 3 free: two guests go to room 2.
    const taken = new Set(['d-r2-b1', 'd-r2-b2', 'd-r3-b1']);
    expect(chooseBeds({ kind: 'dorm', rooms: dorm, guests: 2, taken })).toEqual(['d-r2-b3', 'd-r2-b4']);
    expect(chooseBeds({ kind: 'dorm', rooms: dorm, guests: 3, taken })).toEqual(['d-r3-b2', 'd-r3-b3', 'd-r3-b4']);
    expect(chooseBeds({ kind: 'dorm', rooms: dorm, guests: 4, taken })).toEqual(['d-r1-b1', 'd-r1-b2', 'd-r1-b3', 'd-r1-b4']);
  });

  it('splits a group over as few rooms as possible when no room holds it', () => {
    const taken = new Set(['d-r1-b1', 'd-r2-b1', 'd-r2-b2', 'd-r3-b1', 'd-r3-b2', 'd-r3-b3']);
    // Free: room 1 three, room 2 two, room 3 one.
    expect(chooseBeds({ kind: 'dorm', rooms: dorm, guests: 5, taken })).toEqual(['d-r1-b2', 'd-r1-b3', 'd-r1-b4', 'd-r2-b3', 'd-r2-b4']);
    expect(chooseBeds({ kind: 'dorm', rooms: dorm, guests: 7, taken })).toBeUndefined();
  });

  it('keeps the beds a moved stay holds where they are still free, and adds next to them', () => {
    const keep = ['d-r3-b1', 'd-r3-b2'];
    expect(chooseBeds({ kind: 'dorm', rooms: dorm, guests: 3, taken: none, keep })).toEqual(['d-r3-b1', 'd-r3-b2', 'd-r3-b3']);
    expect(chooseBeds({ kind: 'dorm', rooms: dorm, guests: 1, taken: none, keep })).toEqual(['d-r3-b1']);
    // One kept bed is taken on a new night: the other stays, the group's room fills the gap.
    expect(chooseBeds({ kind: 'dorm', rooms: dorm, guests: 2, taken: new Set(['d-r3-b1']), keep })).toEqual(['d-r3-b2', 'd-r3-b3']);
  });

  it('gives a private stay one room, whatever its guests, keeping its room when free', () => {
    expect(chooseBeds({ kind: 'private', rooms: privates, guests: 2, taken: new Set(['p-r1-b1']) })).toEqual(['p-r2-b1']);
    expect(chooseBeds({ kind: 'private', rooms: privates, guests: 1, taken: none, keep: ['p-r3-b1'] })).toEqual(['p-r3-b1']);
    expect(chooseBeds({ kind: 'private', rooms: privates, guests: 1, taken: new Set(['p-r1-b1', 'p-r2-b1', 'p-r3-b1']) })).toBeUndefined();
  });

  it('ignores kept ids that are not beds of the type', () => {
    expect(chooseBeds({ kind: 'private', rooms: privates, guests: 1, taken: none, keep: ['elsewhere'] })).toEqual(['p-r1-b1']);
  });
});

describe('what a change does to each night', () => {
  const before = { nights: ['2026-11-21', '2026-11-22', '2026-11-23'], units: 2, beds: ['a', 'b'] };

  it('takes every night of a booking and gives every night back on a cancel', () => {
    expect(stayDeltas(undefined, before)).toEqual(before.nights.map((date) => ({ date, units: 2, takeBeds: ['a', 'b'], freeBeds: [] })));
    expect(stayDeltas(before, undefined)).toEqual(before.nights.map((date) => ({ date, units: -2, takeBeds: [], freeBeds: ['a', 'b'] })));
  });

  it('moves only the nights that change, with one net change on the nights held before and after', () => {
    const after = { nights: ['2026-11-22', '2026-11-23', '2026-11-24'], units: 3, beds: ['a', 'c', 'd'] };
    expect(stayDeltas(before, after)).toEqual([
      { date: '2026-11-21', units: -2, takeBeds: [], freeBeds: ['a', 'b'] },
      { date: '2026-11-22', units: 1, takeBeds: ['c', 'd'], freeBeds: ['b'] },
      { date: '2026-11-23', units: 1, takeBeds: ['c', 'd'], freeBeds: ['b'] },
      { date: '2026-11-24', units: 3, takeBeds: ['a', 'c', 'd'], freeBeds: [] },
    ]);
    const longer = { ...before, nights: [...before.nights, '2026-11-24'] };
    expect(stayDeltas(before, longer)).toEqual([{ date: '2026-11-24', units: 2, takeBeds: ['a', 'b'], freeBeds: [] }]);
  });
});

describe('guest search', () => {
  it('ignores case and accents', () => {
    expect(foldText('José ÁLVAREZ')).toBe('jose alvarez');
    expect(matchesGuestName('jose', 'José', 'Álvarez')).toBe(true);
    expect(matchesGuestName('ALVAREZ', 'José', 'Álvarez')).toBe(true);
    expect(matchesGuestName('Müller', 'Jan', 'Muller')).toBe(true);
  });

  it('goes word by word: every word typed begins a word of the first or last name', () => {
    expect(matchesGuestName('ana lopez', 'Ana María', 'López')).toBe(true);
    expect(matchesGuestName('lop an', 'Ana María', 'López')).toBe(true);
    expect(matchesGuestName('ana perez', 'Ana María', 'López')).toBe(false);
    expect(matchesGuestName('ria', 'Ana María', 'López')).toBe(false);
    expect(matchesGuestName('  ', 'Ana', 'López')).toBe(true);
  });

  it('finds hyphenated and apostrophe names whole or by part, typographic apostrophes too', () => {
    expect(matchesGuestName('Jean-Luc', 'Jean-Luc', 'Picard')).toBe(true);
    expect(matchesGuestName('luc', 'Jean-Luc', 'Picard')).toBe(true);
    expect(matchesGuestName("O'Brien", 'Miles', "O'Brien")).toBe(true);
    expect(matchesGuestName('o’brien', 'Miles', "O'Brien")).toBe(true);
    expect(matchesGuestName('brien', 'Miles', "O'Brien")).toBe(true);
  });

  it('treats pattern characters as text', () => {
    expect(matchesGuestName('(.*', 'Ana', 'López')).toBe(false);
    expect(matchesGuestName('.*', 'Ana', 'López')).toBe(false);
    expect(matchesGuestName('[a', 'Ana', '[aka]')).toBe(true);
  });
});

describe("today in the property's zone", () => {
  it("turns over at the property's midnight, not the server's", () => {
    const justBeforeMidnightInBuenosAires = new Date('2026-11-22T02:59:59Z');
    expect(todayIn('America/Argentina/Buenos_Aires', justBeforeMidnightInBuenosAires)).toBe('2026-11-21');
    expect(todayIn('America/Argentina/Buenos_Aires', new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-22');
    expect(todayIn('Pacific/Auckland', justBeforeMidnightInBuenosAires)).toBe('2026-11-22');
    expect(todayIn('UTC', justBeforeMidnightInBuenosAires)).toBe('2026-11-22');
  });
});
