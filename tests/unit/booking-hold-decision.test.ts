import { describe, expect, it } from 'vitest';
import { Clash } from '../../functions/src/domain-errors';
import {
  CANCELED_NOT_CONFIRMED,
  decideGuestConfirm,
  decideHoldExpiry,
  HOLD_EXPIRED,
  heldUntilFor,
} from '../../functions/src/reservations/booking-hold-decision';
import { decideDetails } from '../../functions/src/reservations/stay-decisions';
import { holdRanOut, isHeld } from '../../shared/src/domain/stay-hold';
import { change, dorm, nights, NOW, stay } from './stay-decision-fixtures';

// A page booking held until its guest confirms: when the hold starts, the guest's confirmation, the
// schedule's release and the desk's own status, each on the stay as read and an injected "now".

const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const held = (fields = {}) =>
  stay({ status: 'provisional', heldUntil: at(60).toISOString(), origin: 'booking-page', updatedAt: NOW.toISOString(), ...fields });
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(Clash);
    return (error as Clash).said;
  }
  throw new Error('expected a refusal');
};

describe('a hold starts', () => {
  it('only when the page holds, for its minutes (the default when none were saved)', () => {
    expect(heldUntilFor({}, NOW, 60)).toBeUndefined();
    expect(heldUntilFor({ holdForGuest: false, holdMinutes: 30 }, NOW, 60)).toBeUndefined();
    expect(heldUntilFor({ holdForGuest: true, holdMinutes: 15 }, NOW, 60)).toBe('2026-12-01T10:15:00.000Z');
    expect(heldUntilFor({ holdForGuest: true }, NOW, 60)).toBe('2026-12-01T11:00:00.000Z');
  });

  it('is held while live with a hold time, and runs out at that instant, not before', () => {
    expect(isHeld(held())).toBe(true);
    expect(isHeld(stay({ status: 'provisional' }))).toBe(false);
    expect(isHeld(held({ status: 'canceled' }))).toBe(false);
    expect(holdRanOut(held(), at(59))).toBe(false);
    expect(holdRanOut(held(), at(60))).toBe(true);
  });
});

describe('the guest confirms', () => {
  it('ends the hold at the page arrival status, with nothing of the nights written', () => {
    const { change: write, result } = change(decideGuestConfirm(held(), 'confirmed', at(10)));
    expect(result.status).toBe('confirmed');
    expect(result.heldUntil).toBeUndefined();
    expect(result.updatedAt).toBe(at(10).toISOString());
    expect(write.stays).toEqual([{ before: held(), after: result }]);
    expect(write.nights).toBeUndefined();
    expect(change(decideGuestConfirm(held(), 'provisional', at(10))).result.status).toBe('provisional');
  });

  it('a second tap answers the stay as it is', () => {
    const confirmed = stay({ status: 'confirmed' });
    expect(decideGuestConfirm(confirmed, 'confirmed', at(10))).toEqual({ done: confirmed });
  });

  it('after the hold ran out says so, whether or not the schedule released it yet', () => {
    expect(refusal(() => decideGuestConfirm(held(), 'confirmed', at(60)))?.id).toBe(HOLD_EXPIRED);
    const released = stay({ status: 'canceled', holdExpired: at(60).toISOString() });
    expect(refusal(() => decideGuestConfirm(released, 'confirmed', at(90)))?.id).toBe(HOLD_EXPIRED);
  });

  it('a stay canceled otherwise cannot be confirmed', () => {
    expect(refusal(() => decideGuestConfirm(stay({ status: 'canceled' }), 'confirmed', at(1)))?.id).toBe(CANCELED_NOT_CONFIRMED);
  });
});

describe('the schedule releases', () => {
  it('a hold whose time ran out: canceled, its beds and units given back, marked as expired', () => {
    const current = held();
    const { change: write, result } = change(decideHoldExpiry(current, dorm, nights({}), at(60)));
    expect(result).toBe(true);
    const after = write.stays[0]!.after;
    expect(after).toMatchObject({ status: 'canceled', beds: [], holdExpired: current.heldUntil });
    expect(after.heldUntil).toBeUndefined();
    expect(write.nights?.of).toBe(after);
    expect(write.nights?.deltas.map((delta) => [delta.date, delta.units, delta.freeBeds])).toEqual([
      ['2026-12-01', -1, ['d-r1-b1']],
      ['2026-12-02', -1, ['d-r1-b1']],
    ]);
  });

  it('nothing before its time, nor a stay the guest or the desk already settled', () => {
    expect(decideHoldExpiry(held(), dorm, nights({}), at(59))).toEqual({ done: false });
    expect(decideHoldExpiry(stay({ status: 'confirmed' }), dorm, nights({}), at(600))).toEqual({ done: false });
    expect(decideHoldExpiry(held({ status: 'canceled' }), dorm, nights({}), at(600))).toEqual({ done: false });
  });
});

describe('the desk', () => {
  it('confirming or canceling a held stay by hand ends the hold', () => {
    const confirmed = change(decideDetails(held(), dorm, nights({}), { status: 'confirmed' }, at(5))).result;
    expect(confirmed.heldUntil).toBeUndefined();
    const canceled = change(decideDetails(held(), dorm, nights({}), { status: 'canceled' }, at(5))).result;
    expect(canceled).toMatchObject({ status: 'canceled', beds: [] });
    expect(canceled.heldUntil).toBeUndefined();
  });

  it('other details leave the hold as it is', () => {
    expect(change(decideDetails(held(), dorm, nights({}), { notes: 'VIP' }, at(5))).result.heldUntil).toBe(held().heldUntil);
  });
});
