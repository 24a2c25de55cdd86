import { describe, expect, it } from 'vitest';
import { optionalFieldWrites, type ReservationRecord } from '../../functions/src/data/reservation-repository';

// A change of a reservation sets each optional field that has a value and removes the others, so none is left at an
// older value: a number counts as a value even at 0 (a commission of nothing shows as 0, not as none).

const stay = (more: Partial<ReservationRecord> = {}): ReservationRecord => ({
  id: 'r1',
  guestId: 'g',
  roomTypeId: 't',
  roomTypeName: 'Dorm',
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  guests: 1,
  totalCents: 5000,
  currency: 'USD',
  bookingSource: 'channel:airbnb',
  status: 'confirmed',
  paymentStatus: 'pending',
  beds: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  ...more,
});

describe("a change's optional fields", () => {
  it('keeps a commission of 0, and removes one the stay no longer has', () => {
    expect(optionalFieldWrites(stay({ otaCommissionCents: 0 }))).toMatchObject({ set: { otaCommissionCents: 0 } });
    expect(optionalFieldWrites(stay({ otaCommissionCents: 750 })).set).toEqual({ otaCommissionCents: 750 });
    expect(optionalFieldWrites(stay()).remove).toContain('otaCommissionCents');
  });

  it('removes an empty text as before, and sets the others as they are', () => {
    const { set, remove } = optionalFieldWrites(stay({ notes: '', specialRequest: '', bookingSourceSpelling: '', nightPrices: [] }));
    expect(remove).toEqual(expect.arrayContaining(['notes', 'specialRequest', 'bookingSourceSpelling', 'heldUntil', 'checkedIn']));
    expect(remove).not.toContain('nightPrices');
    expect(set).toEqual({ nightPrices: [] });
    expect(optionalFieldWrites(stay({ notes: 'late arrival', heldUntil: '2026-11-03T00:00:00.000Z' })).set).toEqual({
      notes: 'late arrival',
      heldUntil: '2026-11-03T00:00:00.000Z',
    });
  });
});
