import { describe, expect, it } from 'vitest';
import type { RoomTypeRecord } from '../../functions/src/data/room-type-repository';
import { decideTypeMove, type TypeMove } from '../../functions/src/reservations/room-type-move-decision';
import { change, dorm, double, nights, NOW, stay } from './stay-decision-fixtures';

// Moving a stay, same dates and guests, to another room type, decided on records as a read would give them.

const move = (fields: Partial<TypeMove> = {}): TypeMove => ({ fromTypeId: 'd', keepPrice: false, chosen: [], ...fields });
const priced: RoomTypeRecord = { ...double, baseRateCents: 5000 };
const read = (current = stay(), newNights = nights({})) => ({ current, oldNights: nights({}), newNights });

describe('moving a stay to another room type', () => {
  it('gives back the old nights and beds, takes the new ones, and reprices every night from the new rates', () => {
    const current = stay({
      nightPrices: [
        { date: '2026-12-01', cents: 1000 },
        { date: '2026-12-02', cents: 1000 },
      ],
    });
    const { change: write, result } = change(decideTypeMove(read(current), dorm, priced, move(), NOW));
    expect(result).toMatchObject({ roomTypeId: 'p', roomTypeName: 'Double', totalCents: 10000, beds: ['p-r1-b1'] });
    expect(result.nightPrices).toEqual([
      { date: '2026-12-01', cents: 5000 },
      { date: '2026-12-02', cents: 5000 },
    ]);
    expect(write.type).toBe(priced);
    expect(write.sells).toBe(true);
    expect(write.nights?.deltas.map((delta) => [delta.date, delta.units, delta.takeBeds])).toEqual([
      ['2026-12-01', 1, ['p-r1-b1']],
      ['2026-12-02', 1, ['p-r1-b1']],
    ]);
    expect(write.leaves?.type).toBe(dorm);
    expect(write.leaves?.deltas.map((delta) => [delta.date, delta.units, delta.freeBeds])).toEqual([
      ['2026-12-01', -1, ['d-r1-b1']],
      ['2026-12-02', -1, ['d-r1-b1']],
    ]);
  });

  it('keeps the total when the desk says so, without a breakdown, and the status follows the balance', () => {
    const paid = stay({ paymentStatus: 'paid', payments: [], nightPrices: [{ date: '2026-12-01', cents: 2000 }] });
    const kept = change(decideTypeMove(read(paid), dorm, priced, move({ keepPrice: true }), NOW)).result;
    expect(kept.totalCents).toBe(2000);
    expect(kept.nightPrices).toBeUndefined();
    const withPayment = stay({
      paymentStatus: 'paid',
      paidCents: 2000,
      payments: [{ id: 'x', amountCents: 2000, method: 'cash', date: '2026-11-30', recordedAt: NOW.toISOString(), recordedBy: 'u' }],
    });
    expect(change(decideTypeMove(read(withPayment), dorm, priced, move(), NOW)).result.paymentStatus).toBe('partial');
  });

  it('takes a chosen bed of the new type and refuses it when another stay holds it', () => {
    const big: RoomTypeRecord = { ...dorm, id: 'e', description: 'Big dorm', rooms: dorm.rooms.map((room) => ({ ...room })) };
    const chosen = change(
      decideTypeMove(read(stay({ roomTypeId: 'p', beds: ['p-r1-b1'] })), priced, dorm, move({ fromTypeId: 'p', chosen: ['d-r2-b2'] }), NOW),
    );
    expect(chosen.result.beds).toEqual(['d-r2-b2']);
    const taken = nights({ '2026-12-02': { sold: 1, beds: { 'd-r2-b2': 'other' } } });
    expect(() =>
      decideTypeMove(
        read(stay({ roomTypeId: 'p', beds: ['p-r1-b1'] }), taken),
        priced,
        big,
        move({ fromTypeId: 'p', chosen: ['d-r2-b2'] }),
        NOW,
      ),
    ).toThrow(expect.objectContaining({ name: 'BedTaken' }));
  });

  it('refuses a full night of the new type naming it', () => {
    const full = nights({ '2026-12-02': { sold: 1, beds: { 'p-r1-b1': 'other' } } });
    expect(() => decideTypeMove(read(stay(), full), dorm, priced, move(), NOW)).toThrow(
      expect.objectContaining({
        name: 'NightsFull',
        message: 'Not enough availability on 2026-12-02 (0 free). This stay needs 1 room each night',
      }),
    );
  });

  it('refuses a type too small for the guests, a stay checked out, canceled or no-show, and another currency unless the price is kept', () => {
    expect(() => decideTypeMove(read(stay({ guests: 3 })), dorm, priced, move(), NOW)).toThrow(
      expect.objectContaining({ name: 'ConditionFailed', message: 'A room of this type sleeps at most 2 guests' }),
    );
    const out = stay({ checkedOut: { at: NOW.toISOString(), byId: 'u', byName: 'Desk' } });
    expect(() => decideTypeMove(read(out), dorm, priced, move(), NOW)).toThrow(
      "This guest has checked out, so the stay's room type cannot change",
    );
    expect(() => decideTypeMove(read(stay({ status: 'canceled' })), dorm, priced, move(), NOW)).toThrow(
      'This reservation is canceled, so its room type cannot change',
    );
    expect(() => decideTypeMove(read(stay({ status: 'no_show' })), dorm, priced, move(), NOW)).toThrow(/marked as no-show/);
    const pesos: RoomTypeRecord = { ...priced, currency: 'ARS' };
    expect(() => decideTypeMove(read(), dorm, pesos, move(), NOW)).toThrow(/priced in ARS and this stay in USD/);
    const kept = change(decideTypeMove(read(), dorm, pesos, move({ keepPrice: true }), NOW)).result;
    expect(kept).toMatchObject({ currency: 'USD', totalCents: 2000, roomTypeId: 'p' });
  });

  it('refuses the type the stay already has, but a re-read that finds this move done answers it', () => {
    expect(() => decideTypeMove(read(), dorm, dorm, move(), NOW)).toThrow('This stay is already in Dorm');
    const moved = stay({ roomTypeId: 'p', roomTypeName: 'Double', beds: ['p-r1-b1'] });
    expect(decideTypeMove(read(moved), dorm, priced, move(), NOW)).toEqual({ done: moved });
  });
});
