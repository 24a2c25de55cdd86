import { describe, expect, it } from 'vitest';
import type { PlacedStay } from '../../web/src/features/calendar/bed-placement';
import { swapChoices, swapPartner } from '../../web/src/features/calendar/swap-partner';
import { stay } from '../support/calendar-stays';

// Whom a dragged stay may swap beds with: the one stay of its type holding the bed on its nights, with as many beds.

const placed = (id: string, beds: string[], checkIn: string, checkOut: string, extra: Partial<PlacedStay> = {}): PlacedStay => ({
  reservation: stay(checkIn, checkOut, { _id: id, room_type_id: 'dorm', assigned_beds: beds }),
  beds,
  provisional: false,
  ...extra,
});

describe('the swap partner on a taken bed', () => {
  const ana = placed('ana', ['b1'], '2026-11-21', '2026-11-24');
  const olga = placed('olga', ['b2'], '2026-11-22', '2026-11-23');

  it('is the one stay holding the bed on the dragged stay nights', () => {
    expect(swapPartner(ana, 'b2', [ana, olga], '2026-11-21')?.reservation._id).toBe('olga');
    expect(swapPartner(ana, 'b3', [ana, olga], '2026-11-21')).toBeUndefined();
  });

  it('is nobody when two stays hold the bed, the type or the bed count differ, or a stay has no beds of its own', () => {
    const rita = placed('rita', ['b2'], '2026-11-23', '2026-11-24');
    expect(swapPartner(ana, 'b2', [ana, olga, rita], '2026-11-21')).toBeUndefined();
    const group = placed('group', ['b2', 'b3'], '2026-11-21', '2026-11-23');
    expect(swapPartner(ana, 'b2', [ana, group], '2026-11-21')).toBeUndefined();
    const other = placed('other', ['b2'], '2026-11-21', '2026-11-23');
    other.reservation = { ...other.reservation, room_type_id: 'double' };
    expect(swapPartner(ana, 'b2', [ana, other], '2026-11-21')).toBeUndefined();
    expect(
      swapPartner(ana, 'b2', [ana, placed('waiting', ['b2'], '2026-11-21', '2026-11-22', { provisional: true })], '2026-11-21'),
    ).toBeUndefined();
    expect(swapPartner({ ...ana, provisional: true }, 'b2', [ana, olga], '2026-11-21')).toBeUndefined();
  });

  it('lists each partner once for the move dialog, in bed order', () => {
    const pair = placed('pair', ['b1', 'b4'], '2026-11-21', '2026-11-23');
    const twins = placed('twins', ['b2', 'b3'], '2026-11-21', '2026-11-23');
    expect(
      swapChoices(pair, ['b1', 'b2', 'b3', 'b4'], [pair, twins], '2026-11-21').map((choice) => [
        choice.bed,
        choice.partner.reservation._id,
      ]),
    ).toEqual([['b2', 'twins']]);
  });
});
