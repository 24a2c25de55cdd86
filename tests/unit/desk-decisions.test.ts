import { describe, expect, it } from 'vitest';
import { Clash } from '../../functions/src/domain-errors';
import { BedTaken, decideBedMove } from '../../functions/src/reservations/bed-rules';
import { decideSwap } from '../../functions/src/reservations/bed-swap-decision';
import { checkOutNights, decideCheckIn, decideCheckOut } from '../../functions/src/reservations/check-in-out-decision';
import { decideGuestErase, decideGuestUpdate } from '../../functions/src/reservations/guest-change-decision';
import { decidePayment, type NewPayment } from '../../functions/src/reservations/payment-decision';
import { decideReinstate } from '../../functions/src/reservations/reinstate-decision';
import { NightsFull } from '../../functions/src/reservations/stay-rules';
import { actor, change, dorm, guest, nights, NOW, stay } from './stay-decision-fixtures';

// The desk's changes of a stay (check-in and out, undo, payments, beds, guests), decided on records as a
// read would give them: no table.

const stamp = { at: '2026-12-01T09:00:00.000Z', byId: 'u1', byName: 'Desk' };

describe('check-in', () => {
  it('stamps who and when, once: again is nothing to write', () => {
    const { result } = change(decideCheckIn({ current: stay(), type: dorm, nights: nights({}) }, '2026-12-01', actor, NOW));
    expect(result.checkedIn).toEqual({ at: NOW.toISOString(), byId: 'u1', byName: 'Desk' });
    const done = stay({ checkedIn: stamp });
    expect(decideCheckIn({ current: done, type: dorm, nights: nights({}) }, '2026-12-01', actor, NOW)).toEqual({ done });
  });

  it('only from the check-in day until the day before check-out, and a waiting stay only when beds are free', () => {
    const read = { current: stay(), type: dorm, nights: nights({}) };
    expect(() => decideCheckIn(read, '2026-11-30', actor, NOW)).toThrow(
      'This stay begins on 2026-12-01: the guest can check in from that day',
    );
    expect(() => decideCheckIn(read, '2026-12-03', actor, NOW)).toThrow('This stay is over, so it cannot be checked in');
    const waiting = { current: stay({ beds: [] }), type: dorm, nights: nights({}) };
    expect(change(decideCheckIn(waiting, '2026-12-01', actor, NOW)).result.beds).toEqual(['d-r1-b1']);
    const full = nights({ '2026-12-01': { sold: 4, beds: { 'd-r1-b1': 'a', 'd-r1-b2': 'b', 'd-r2-b1': 'c', 'd-r2-b2': 'e' } } });
    expect(() => decideCheckIn({ ...waiting, nights: full }, '2026-12-01', actor, NOW)).toThrow(Clash);
  });
});

describe('check-out', () => {
  const inHouse = stay({ checkIn: '2026-12-01', checkOut: '2026-12-05', totalCents: 4000, checkedIn: stamp });

  it('on the booked day only stamps; not checked in is refused', () => {
    const { change: write } = change(decideCheckOut({ current: inHouse, type: dorm, nights: nights({}) }, '2026-12-05', false, actor, NOW));
    expect(write.nights).toBeUndefined();
    expect(checkOutNights(inHouse, '2026-12-05', false)).toEqual([]);
    expect(() => decideCheckOut({ current: stay(), type: dorm, nights: nights({}) }, '2026-12-02', false, actor, NOW)).toThrow(
      'This guest has not checked in: check in first',
    );
  });

  it('early ends the stay today, releases the nights left and charges the nights stayed', () => {
    const { change: write, result } = change(
      decideCheckOut({ current: inHouse, type: dorm, nights: nights({}) }, '2026-12-03', false, actor, NOW),
    );
    expect(result).toMatchObject({ checkOut: '2026-12-03', totalCents: 2000 });
    expect(write.sells).toBe(false);
    expect(write.nights?.deltas.map((delta) => [delta.date, delta.units])).toEqual([
      ['2026-12-03', -1],
      ['2026-12-04', -1],
    ]);
    // The nights kept are repriced from the rates (a stay without a breakdown gets one), unless the desk keeps the total.
    expect(result.nightPrices).toEqual([
      { date: '2026-12-01', cents: 1000 },
      { date: '2026-12-02', cents: 1000 },
    ]);
    const kept = change(decideCheckOut({ current: inHouse, type: dorm, nights: nights({}) }, '2026-12-03', false, actor, NOW, true));
    expect(kept.result).toMatchObject({ checkOut: '2026-12-03', totalCents: 4000 });
    expect(kept.result.nightPrices).toBeUndefined();
  });

  it('late runs to today on the same beds when free, else names the nights', () => {
    const { result, change: write } = change(
      decideCheckOut({ current: inHouse, type: dorm, nights: nights({}) }, '2026-12-07', true, actor, NOW),
    );
    expect(result).toMatchObject({ checkOut: '2026-12-07', totalCents: 6000 });
    expect(write.sells).toBe(true);
    const taken = nights({ '2026-12-06': { sold: 1, beds: { 'd-r1-b1': 'other' } } });
    expect(() => decideCheckOut({ current: inHouse, type: dorm, nights: taken }, '2026-12-07', true, actor, NOW)).toThrow(
      expect.objectContaining({ name: 'BedTaken', message: 'The stay cannot run to today: Dorm · Room 1, bed 1 is taken on 2026-12-06' }),
    );
    // Not asked to run late: the forgotten check-out is recorded on the booked day.
    expect(
      change(decideCheckOut({ current: inHouse, type: dorm, nights: nights({}) }, '2026-12-07', false, actor, NOW)).result.checkOut,
    ).toBe('2026-12-05');
  });
});

describe('undoing a cancel', () => {
  const canceled = stay({ status: 'canceled', beds: [], released: { status: 'confirmed', beds: ['d-r1-b1'] } });

  it('takes the same nights and beds back with the status it had; a live stay is nothing to do', () => {
    const { result, change: write } = change(decideReinstate(canceled, dorm, nights({}), NOW));
    expect(result).toMatchObject({ status: 'confirmed', beds: ['d-r1-b1'], released: undefined });
    expect(write.sells).toBe(true);
    expect(decideReinstate(stay(), dorm, nights({}), NOW)).toEqual({ done: stay() });
  });

  it('refuses when a night was sold meanwhile, the bed taken, or the type deleted', () => {
    const full = nights({ '2026-12-02': { sold: 4 } });
    expect(() => decideReinstate(canceled, dorm, full, NOW)).toThrow(NightsFull);
    const bed = nights({ '2026-12-02': { sold: 1, beds: { 'd-r1-b1': 'other' } } });
    expect(() => decideReinstate(canceled, dorm, bed, NOW)).toThrow(BedTaken);
    expect(() => decideReinstate(canceled, undefined, nights({}), NOW)).toThrow(
      'This room type was deleted: its stays cannot be reinstated',
    );
  });
});

describe('payments', () => {
  const pay = (cents: number): NewPayment => ({ amountCents: () => cents, method: 'cash', date: '2026-12-01', by: 'u1' });

  it('adds the payment with the paid total and the status it implies', () => {
    const { result } = change(decidePayment(stay(), pay(500), 'pay1', NOW));
    expect(result).toMatchObject({ paidCents: 500, paymentStatus: 'partial' });
    expect(result.payments).toEqual([
      { id: 'pay1', amountCents: 500, method: 'cash', date: '2026-12-01', recordedAt: NOW.toISOString(), recordedBy: 'u1' },
    ]);
    expect(change(decidePayment(result, pay(1500), 'pay2', NOW)).result.paymentStatus).toBe('paid');
  });

  it('never refunds more than was paid; nothing owed is nothing to write', () => {
    expect(() => decidePayment(stay(), pay(-1), 'r', NOW)).toThrow('A refund cannot be more than was paid ($0.00)');
    expect(decidePayment(stay(), pay(0), 'r', NOW)).toEqual({ done: stay() });
  });
});

describe('beds', () => {
  it('a move takes the new beds and frees the old on every night, or names the bed taken', () => {
    const { change: write } = change(decideBedMove(stay(), dorm, [], ['d-r2-b1'], '2026-12-01', NOW));
    expect(write.nights?.deltas.map((delta) => [delta.date, delta.takeBeds, delta.freeBeds])).toEqual([
      ['2026-12-01', ['d-r2-b1'], ['d-r1-b1']],
      ['2026-12-02', ['d-r2-b1'], ['d-r1-b1']],
    ]);
    const taken = [...nights({ '2026-12-02': { sold: 1, beds: { 'd-r2-b1': 'other' } } }).values()];
    expect(() => decideBedMove(stay(), dorm, taken, ['d-r2-b1'], '2026-12-01', NOW)).toThrow('Dorm · Room 2, bed 1 is taken on 2026-12-02');
    expect(decideBedMove(stay(), dorm, [], ['d-r1-b1'], '2026-12-01', NOW)).toEqual({ done: stay() });
  });

  it('a swap hands each stay the other’s beds, both reservations on their reads', () => {
    const a = stay();
    const b = stay({ id: 'r2', guestFirstName: 'Bo', beds: ['d-r2-b2'] });
    const { result, change: write } = change(decideSwap([dorm], [a, b], [], '2026-12-01', NOW));
    expect(result.map((record) => record.beds)).toEqual([['d-r2-b2'], ['d-r1-b1']]);
    expect(write.stays.map((entry) => entry.before?.id)).toEqual(['r1', 'r2']);
    expect([...(write.handovers?.keys() ?? [])]).toEqual(['2026-12-01', '2026-12-02']);
    expect(() => decideSwap([dorm], [a, stay({ id: 'r3', status: 'canceled' })], [], '2026-12-01', NOW)).toThrow(Clash);
  });
});

describe('guests', () => {
  it('an erased guest is not edited, and erasing it again changes nothing', () => {
    expect(decideGuestUpdate(guest)).toEqual({ change: guest, result: guest });
    expect(() => decideGuestUpdate({ ...guest, erased: true })).toThrow(
      "This guest's personal data was deleted. Add them again as a new guest",
    );
    expect(decideGuestErase({ ...guest, erased: true })).toEqual({ done: undefined });
    expect(decideGuestErase(guest)).toEqual({ change: guest, result: undefined });
  });
});
