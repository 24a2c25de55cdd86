import { describe, expect, it } from 'vitest';
import { ConditionFailed, ItemNotFound } from '../../functions/src/data/data-errors';
import {
  changedSince,
  decideBooking,
  decideDetails,
  decideMove,
  decidePlacement,
  detailsRelease,
  moveSince,
} from '../../functions/src/reservations/stay-decisions';
import { checkGuestsFit, fitsGuests } from '../../functions/src/reservations/stay-rules';
import { nextUpdatedAt } from '../../functions/src/reservations/updated-at';
import { change, dorm, double, draft, guest, nights, NOW, stay } from './stay-decision-fixtures';

// Booking, moving, changing and placing a stay, decided on records as a read would give them: no table.

describe('booking a stay', () => {
  it('places the guests in one room, takes every night and links the guest, moving the sale mark', () => {
    const { change: write, result } = change(decideBooking({ guest, nights: nights({}) }, dorm, draft, [], 'r9', NOW));
    expect(result).toMatchObject({ id: 'r9', beds: ['d-r1-b1', 'd-r1-b2'], guestFirstName: 'Ana', updatedAt: NOW.toISOString() });
    expect(write.sells).toBe(true);
    expect(write.guest).toBe(guest);
    expect(write.stays).toEqual([{ after: result }]);
    expect(write.nights?.deltas.map((delta) => [delta.date, delta.units, delta.takeBeds])).toEqual([
      ['2026-12-01', 2, ['d-r1-b1', 'd-r1-b2']],
      ['2026-12-02', 2, ['d-r1-b1', 'd-r1-b2']],
    ]);
  });

  it('refuses a full night naming it with what it has free, and an erased or missing guest', () => {
    const full = nights({ '2026-12-02': { sold: 3, beds: { 'd-r1-b1': 'x', 'd-r1-b2': 'x', 'd-r2-b1': 'x' } } });
    expect(() => decideBooking({ guest, nights: full }, dorm, draft, [], 'r9', NOW)).toThrow(
      expect.objectContaining({
        name: 'NightsFull',
        message: 'Not enough availability on 2026-12-02 (1 free). This stay needs 2 beds each night',
      }),
    );
    expect(() => decideBooking({ guest: { ...guest, erased: true }, nights: nights({}) }, dorm, draft, [], 'r9', NOW)).toThrow(
      ConditionFailed,
    );
    expect(() => decideBooking({ guest: undefined, nights: nights({}) }, dorm, draft, [], 'r9', NOW)).toThrow(ItemNotFound);
  });

  it('takes a chosen bed and places the others around it; a chosen bed taken is refused by name', () => {
    const { result } = change(decideBooking({ guest, nights: nights({}) }, dorm, draft, ['d-r2-b2'], 'r9', NOW));
    expect(result.beds).toContain('d-r2-b2');
    const taken = nights({ '2026-12-01': { sold: 1, beds: { 'd-r2-b2': 'other' } } });
    expect(() => decideBooking({ guest, nights: taken }, dorm, draft, ['d-r2-b2'], 'r9', NOW)).toThrow(
      expect.objectContaining({ name: 'BedTaken', message: 'Dorm · Room 2, bed 2 is taken on 2026-12-01' }),
    );
  });

  it('waits for beds when units are free but no bed is free for the whole stay', () => {
    const fragmented = nights({
      '2026-12-01': { sold: 2, beds: { 'd-r1-b1': 'a', 'd-r2-b1': 'b' } },
      '2026-12-02': { sold: 2, beds: { 'd-r1-b2': 'c', 'd-r2-b2': 'e' } },
    });
    const { result } = change(decideBooking({ guest, nights: fragmented }, dorm, draft, [], 'r9', NOW));
    expect(result.beds).toEqual([]);
  });
});

describe('moving a stay', () => {
  const current = stay();

  it('answers the stay as it is when nothing changes', () => {
    expect(decideMove(current, dorm, nights({}), { checkIn: current.checkIn, checkOut: current.checkOut, guests: 1 }, NOW)).toEqual({
      done: current,
    });
  });

  it('releases the nights left, takes the new ones, keeps the bed, and moves the sale mark only when it takes', () => {
    const later = change(decideMove(current, dorm, nights({}), { checkIn: '2026-12-02', checkOut: '2026-12-04', guests: 1 }, NOW));
    expect(later.result.beds).toEqual(['d-r1-b1']);
    expect(later.change.sells).toBe(true);
    expect(later.change.nights?.deltas.map((delta) => [delta.date, delta.units])).toEqual([
      ['2026-12-01', -1],
      ['2026-12-03', 1],
    ]);
    const shorter = change(decideMove(current, dorm, nights({}), { checkIn: '2026-12-01', checkOut: '2026-12-02', guests: 1 }, NOW));
    expect(shorter.change.sells).toBe(false);
  });

  it('counts the units it holds back on nights it keeps, and refuses a night without room', () => {
    const busy = nights({ '2026-12-02': { sold: 4, beds: { 'd-r1-b1': 'r1', 'd-r1-b2': 'x', 'd-r2-b1': 'x', 'd-r2-b2': 'x' } } });
    expect(() => decideMove(current, dorm, busy, { checkIn: '2026-12-01', checkOut: '2026-12-03', guests: 2 }, NOW)).toThrow(
      expect.objectContaining({
        name: 'NightsFull',
        message: 'Not enough availability on 2026-12-02 (1 free). This stay needs 2 beds each night',
      }),
    );
  });

  it('refuses a final stay, a checked-out one, and a new arrival day once checked in', () => {
    const to = { checkIn: '2026-12-02', checkOut: '2026-12-04', guests: 1 };
    expect(() => decideMove(stay({ status: 'canceled' }), dorm, nights({}), to, NOW)).toThrow(
      'This reservation is canceled, so its dates cannot change',
    );
    const stamp = { at: 'x', byId: 'u', byName: 'n' };
    expect(() => decideMove(stay({ checkedOut: stamp }), dorm, nights({}), to, NOW)).toThrow(
      "This guest has checked out, so the stay's dates cannot change",
    );
    expect(() => decideMove(stay({ checkedIn: stamp }), dorm, nights({}), to, NOW)).toThrow(
      'This guest has checked in, so the arrival day cannot change',
    );
  });

  it('applied again after another change won the race, keeps what the caller left as it read it as the stay has it now', () => {
    const first = stay({ checkIn: '2026-12-01', checkOut: '2026-12-03', guests: 1 });
    // Another desk made it two guests meanwhile; this one only moved the departure.
    const now = { ...first, guests: 2 };
    expect(moveSince(first, now, { checkIn: '2026-12-01', checkOut: '2026-12-05', guests: 1 })).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2026-12-05',
      guests: 2,
    });
    // What the caller did change stands, whatever the stay has now.
    expect(moveSince(first, now, { checkIn: '2026-12-01', checkOut: '2026-12-03', guests: 3 }).guests).toBe(3);
  });

  it('refuses more guests than the type holds, also on a type the stay moved to since the caller checked', () => {
    // The double sleeps 2: three guests, as a retry on it after a move from the dorm would send them.
    const inDouble = stay({ roomTypeId: double.id, beds: [] });
    expect(() => decideMove(inDouble, double, nights({}), { checkIn: '2026-12-01', checkOut: '2026-12-03', guests: 3 }, NOW)).toThrow(
      ConditionFailed,
    );
  });
});

describe('changing details and status', () => {
  const current = stay({ payments: [], paidCents: 0 });

  it('writes nothing when nothing differs, and a final status never changes', () => {
    expect(decideDetails(current, dorm, nights({}), { notes: undefined }, NOW)).toEqual({ done: current });
    expect(() => decideDetails(stay({ status: 'no_show' }), dorm, nights({}), { status: 'confirmed' }, NOW)).toThrow(
      'This reservation is marked as no-show, which is final: its status cannot change',
    );
  });

  it('a cancel releases every night and keeps what it released for an undo', () => {
    expect(detailsRelease(current, { status: 'canceled' })).toBe(true);
    const { change: write, result } = change(decideDetails(current, dorm, nights({}), { status: 'canceled' }, NOW));
    expect(result).toMatchObject({ status: 'canceled', beds: [], released: { status: 'confirmed', beds: ['d-r1-b1'] } });
    expect(write.nights?.deltas.map((delta) => [delta.date, delta.units, delta.freeBeds])).toEqual([
      ['2026-12-01', -1, ['d-r1-b1']],
      ['2026-12-02', -1, ['d-r1-b1']],
    ]);
    // A deleted type's stay is wholly past: nothing to give back.
    expect(change(decideDetails(current, undefined, nights({}), { status: 'canceled' }, NOW)).change.nights?.deltas).toEqual([]);
  });

  it('a new price with payments recorded makes the status follow the balance', () => {
    const paid = stay({
      payments: [{ id: 'p', amountCents: 2000, method: 'cash', date: '2026-12-01', recordedAt: 'x', recordedBy: 'u' }],
      paidCents: 2000,
    });
    expect(change(decideDetails(paid, dorm, nights({}), { totalCents: 3000 }, NOW)).result.paymentStatus).toBe('partial');
  });

  it('applied again after another change won the race, a full form keeps only what it changed', () => {
    // The desk's form: every field as read, only the special request new.
    const form = {
      status: 'confirmed',
      paymentStatus: 'pending',
      totalCents: 2000,
      currency: 'USD',
      specialRequest: 'Late arrival',
    } as const;
    expect(changedSince(current, form)).toEqual({ specialRequest: 'Late arrival' });
    // Meanwhile the balance was paid, and the stay extended to four nights at 40.00.
    const fresh = stay({
      checkOut: '2026-12-05',
      totalCents: 4000,
      nightPrices: ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].map((date) => ({ date, cents: 1000 })),
      payments: [{ id: 'p', amountCents: 4000, method: 'cash', date: '2026-12-01', recordedAt: 'x', recordedBy: 'u' }],
      paidCents: 4000,
      paymentStatus: 'paid',
      updatedAt: '2026-11-02T00:00:00.000Z',
    });
    const { result } = change(decideDetails(fresh, dorm, nights({}), changedSince(current, form), NOW));
    expect(result).toMatchObject({ paymentStatus: 'paid', totalCents: 4000, specialRequest: 'Late arrival' });
    expect(result.nightPrices).toHaveLength(4);
    // The form as a whole would have undone both (the bug a retry had).
    expect(change(decideDetails(fresh, dorm, nights({}), form, NOW)).result).toMatchObject({ paymentStatus: 'pending', totalCents: 2000 });
    // A field the form did change is applied, and one emptied removes it.
    expect(changedSince(stay({ specialRequest: 'Taxi' }), { ...form, specialRequest: undefined, status: 'canceled' })).toEqual({
      specialRequest: undefined,
      status: 'canceled',
    });
  });
});

describe('placing a stay that waits for beds', () => {
  it('gives it beds free for its whole stay, or answers false', () => {
    const waiting = stay({ beds: [] });
    expect(change(decidePlacement(waiting, dorm, nights({}), NOW)).result).toBe(true);
    const none = nights({ '2026-12-01': { sold: 4, beds: { 'd-r1-b1': 'a', 'd-r1-b2': 'b', 'd-r2-b1': 'c', 'd-r2-b2': 'e' } } });
    expect(decidePlacement(waiting, dorm, none, NOW)).toEqual({ done: false });
    expect(decidePlacement(stay(), dorm, nights({}), NOW)).toEqual({ done: false });
  });
});

describe('the guest-fit rule', () => {
  it('a dorm fits as many guests as it has beds, a private type one room’s occupancy', () => {
    expect([fitsGuests(dorm, 4), fitsGuests(dorm, 5), fitsGuests(double, 2), fitsGuests(double, 3)]).toEqual([true, false, true, false]);
    expect(() => checkGuestsFit(dorm, 5)).toThrow(
      expect.objectContaining({
        name: 'InvalidFields',
        message: 'This room type has 4 beds',
        problems: [expect.objectContaining({ path: 'number_of_guest' })],
      }),
    );
    expect(() => checkGuestsFit(double, 3)).toThrow('A room of this type sleeps at most 2 guests');
  });
});

describe('the order of changes', () => {
  it('a change is stamped now, but always at least 1 ms after the one before it', () => {
    expect(nextUpdatedAt(undefined, NOW)).toBe('2026-12-01T10:00:00.000Z');
    expect(nextUpdatedAt('2026-11-01T00:00:00.000Z', NOW)).toBe('2026-12-01T10:00:00.000Z');
    expect(nextUpdatedAt('2026-12-01T10:00:00.000Z', NOW)).toBe('2026-12-01T10:00:00.001Z');
  });
});
