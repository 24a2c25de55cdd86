import type { Guest } from '@hostel/shared/api/guest-schemas';
import { guestBody } from '@hostel/shared/api/guest-schemas';
import type { RatesAndAvailability } from '@hostel/shared/api/rate-schemas';
import { describe, expect, test } from 'vitest';
import { formatPrice } from '../../web/src/lib/format-money';
import {
  effectiveRoomType,
  guestsHint,
  initialBookingValues,
  maxGuests,
} from '../../web/src/features/reservations/new-reservation/booking-values';
import { guestChanged, guestFormValues, guestPayload } from '../../web/src/features/reservations/guest-form-values';
import { finalNote, guestsLabel, isFinal, orNotAvailable, shortReference } from '../../web/src/features/reservations/reservation-view';
import { criteriaFromUrl, runnableCriteria, searchUrl, shiftYears } from '../../web/src/features/reservations/reservations-search';
import { estimateBasis, guestCount, quoteStay, stayWindow } from '../../web/src/features/reservations/stay-quote';
import { submissionFor } from '../../web/src/lib/idempotency-key';

describe('how a reservation reads', () => {
  test('the short reference is the id’s last part, upper-cased', () => {
    expect(shortReference('0d3c9a52-8f1e-4b6a-9c1d-4f2a9c1e7b3d')).toBe('4F2A9C1E7B3D');
    expect(shortReference('abc123')).toBe('ABC123');
  });

  test('prices show the currency’s own symbol through Intl, guests as "pers"', () => {
    expect(formatPrice(60.5, 'USD', 'en-US')).toBe('$60.50');
    expect(formatPrice(0, 'ARS', 'es-AR')).toBe('$\u00a00,00');
    expect(guestsLabel(3)).toBe('3 pers');
  });

  test('canceled and no-show are final and say why; confirmed and provisional are not', () => {
    expect(isFinal({ reservation_status: 'canceled' })).toBe(true);
    expect(isFinal({ reservation_status: 'no_show' })).toBe(true);
    expect(isFinal({ reservation_status: 'provisional' })).toBe(false);
    expect(finalNote('canceled')).toMatch(/canceled, which is final/);
    expect(finalNote('no_show')).toMatch(/no-show, which is final/);
    expect(finalNote('confirmed')).toBeUndefined();
  });

  test('empty guest values read N/A', () => {
    expect(orNotAvailable('')).toBe('N/A');
    expect(orNotAvailable('  ')).toBe('N/A');
    expect(orNotAvailable('AR')).toBe('AR');
  });
});

describe('the reservations search in the address', () => {
  const today = '2026-03-10';

  test('the header search gets one year back to one year ahead, a leap day included', () => {
    expect(criteriaFromUrl(new URLSearchParams('search=García'), today)).toEqual({
      from: '2025-03-10',
      until: '2027-03-10',
      search: 'García',
    });
    expect(shiftYears('2028-02-29', -1)).toBe('2027-02-28');
    expect(shiftYears('2028-02-29', 4)).toBe('2032-02-29');
  });

  test('no address is the next month of stays; dates in the address are taken as written', () => {
    expect(criteriaFromUrl(new URLSearchParams(''), today)).toEqual({ from: today, until: '2026-04-09', search: '' });
    expect(criteriaFromUrl(new URLSearchParams('from=2026-01-01&until=2026-01-31&search=ana'), today)).toEqual({
      from: '2026-01-01',
      until: '2026-01-31',
      search: 'ana',
    });
  });

  test('a search becomes an address and comes back the same, accents and hyphens included', () => {
    const criteria = { from: '2026-01-01', until: '2026-12-31', search: 'Jean-Luc José' };
    const url = searchUrl(criteria);
    expect(criteriaFromUrl(new URLSearchParams(url.slice(1)), today)).toEqual(criteria);
    expect(searchUrl({ ...criteria, search: '  ' })).toBe('?from=2026-01-01&until=2026-12-31');
  });

  test('runs only a search the API accepts: dates in order, at most 800 days, text of 2 to 40', () => {
    expect(runnableCriteria({ from: '2026-01-01', until: '2026-01-31', search: '' })).toEqual({
      from: '2026-01-01',
      until: '2026-01-31',
      search: '',
    });
    expect(runnableCriteria({ from: '2025-03-10', until: '2027-03-10', search: 'ana' })).toBeDefined();
    expect(runnableCriteria({ from: '2026-02-01', until: '2026-01-31', search: '' })).toBeUndefined();
    expect(runnableCriteria({ from: '2024-01-01', until: '2026-12-31', search: '' })).toBeUndefined();
    expect(runnableCriteria({ from: '2026-01-01', until: '2026-01-31', search: 'a' })).toBeUndefined();
    expect(runnableCriteria({ from: '2026-01-01', until: '2026-01-31', search: 'x'.repeat(41) })).toBeUndefined();
    expect(runnableCriteria({ from: '', until: '2026-01-31', search: '' })).toBeUndefined();
    expect(runnableCriteria({ from: '2026-02-30', until: '2026-03-31', search: '' })).toBeUndefined();
  });
});

const foundGuest: Guest = {
  _id: 'g1',
  first_name: 'Ana',
  last_name: 'López',
  id_number: '',
  contact_info: { email: 'ana@example.com', phone_number: '+54 11 5555' },
  address: { city: 'Córdoba', street: '', country_code: 'AR', postal_code: '' },
  nationality: '',
  notes: '',
  erased: false,
};

describe('the guest form', () => {
  test('starts from the guest found, or empty with the email looked up', () => {
    expect(guestFormValues(foundGuest)).toMatchObject({
      firstName: 'Ana',
      lastName: 'López',
      email: 'ana@example.com',
      phoneNumber: '+54 11 5555',
      countryCode: 'AR',
      street: '',
    });
    expect(guestFormValues(null, 'new@example.com')).toEqual({
      firstName: '',
      lastName: '',
      email: 'new@example.com',
      idNumber: '',
      phoneNumber: '',
      city: '',
      street: '',
      postalCode: '',
      countryCode: '',
      nationality: '',
      notes: '',
    });
  });

  test('leaves empty optional fields out of the payload, which the shared schema accepts', () => {
    const body = guestPayload({
      ...guestFormValues(null, 'new@example.com'),
      firstName: ' Bo ',
      lastName: 'Chen',
      countryCode: 'us',
      city: '  ',
    });
    expect(body).toEqual({ firstName: 'Bo', lastName: 'Chen', email: 'new@example.com', countryCode: 'US' });
    expect(guestBody.safeParse(body).success).toBe(true);
  });

  test('sends an update only when a field changed (spaces and the country code’s case are no change)', () => {
    const same = guestFormValues(foundGuest);
    expect(guestChanged(foundGuest, same)).toBe(false);
    expect(guestChanged(foundGuest, { ...same, firstName: 'Ana ', countryCode: 'ar' })).toBe(false);
    expect(guestChanged(foundGuest, { ...same, city: '' })).toBe(true);
    expect(guestChanged(foundGuest, { ...same, idNumber: 'P123' })).toBe(true);
  });
});

function rates(nights: { date: string; availability: number; rate: number }[], kind: 'dorm' | 'private' = 'dorm'): RatesAndAvailability {
  return {
    from: nights[0]!.date,
    to: nights.at(-1)!.date,
    today: '2026-12-01',
    room_types: [
      {
        _id: 't1',
        description: 'Dorm 6',
        type: kind,
        gender: 'mixed',
        base_rate: 20,
        currency: 'USD',
        capacity: 12,
        nights: nights.map((night) => ({
          ...night,
          capacity: 12,
          sold: 12 - night.availability,
          custom_rate: night.rate !== 20,
          status: night.availability === 0 ? 'Close' : 'Open',
        })),
      },
    ],
  };
}

describe('the quote before booking', () => {
  const threeNights = [
    { date: '2026-12-24', availability: 5, rate: 20 },
    { date: '2026-12-25', availability: 1, rate: 35.5 },
    { date: '2026-12-26', availability: 4, rate: 20 },
  ];

  test('a stay is check-in up to the night before check-out, 1 to 90 nights', () => {
    expect(stayWindow('2026-12-24', '2026-12-27')).toEqual({ first: '2026-12-24', last: '2026-12-26' });
    expect(stayWindow('2026-12-24', '2026-12-24')).toBeUndefined();
    expect(stayWindow('2026-12-24', '2027-03-24')).toBeDefined();
    expect(stayWindow('2026-12-24', '2027-03-25')).toBeUndefined();
    expect(stayWindow('', '2026-12-27')).toBeUndefined();
  });

  test('guests are a whole number of at least one', () => {
    expect(guestCount('2')).toBe(2);
    expect(guestCount('0')).toBeUndefined();
    expect(guestCount('1.5')).toBeUndefined();
    expect(guestCount('')).toBeUndefined();
  });

  test('a dorm: each night’s rate (custom where set) times the guests, and the nights too full for them', () => {
    const quote = quoteStay({ rates: rates(threeNights), roomTypeId: 't1', checkIn: '2026-12-24', checkOut: '2026-12-27', guests: 2 })!;
    expect(quote.estimate).toBe(151);
    expect(quote.currency).toBe('USD');
    expect(quote.needed).toBe(2);
    expect(quote.shortNights).toEqual(['2026-12-25']);
    expect(quote.nights.map((night) => night.short)).toEqual([false, true, false]);
    expect(estimateBasis(quote)).toBe('3 nights × 2 guests');
  });

  test('a private room: each night’s rate once, whatever the guests', () => {
    const quote = quoteStay({
      rates: rates(threeNights, 'private'),
      roomTypeId: 't1',
      checkIn: '2026-12-24',
      checkOut: '2026-12-27',
      guests: 2,
    })!;
    expect(quote.estimate).toBe(75.5);
    expect(quote.shortNights).toEqual([]);
    expect(estimateBasis(quote)).toBe('3 nights, one room');
  });

  test('a change of dates counts back the units the reservation holds on its own nights', () => {
    const quote = quoteStay({
      rates: rates(threeNights),
      roomTypeId: 't1',
      checkIn: '2026-12-24',
      checkOut: '2026-12-27',
      guests: 3,
      held: { checkIn: '2026-12-25', checkOut: '2026-12-26', guests: 2 },
    })!;
    // The 25th has 1 free plus the 2 it holds: room for 3, not for 4.
    expect(quote.nights.map((night) => night.availability)).toEqual([5, 3, 4]);
    expect(quote.shortNights).toEqual([]);
    const more = quoteStay({
      rates: rates(threeNights),
      roomTypeId: 't1',
      checkIn: '2026-12-24',
      checkOut: '2026-12-27',
      guests: 4,
      held: { checkIn: '2026-12-25', checkOut: '2026-12-26', guests: 2 },
    })!;
    expect(more.shortNights).toEqual(['2026-12-25']);
  });

  test('no quote from a read of other nights (kept on screen while the next loads), nor for an unknown type', () => {
    expect(
      quoteStay({ rates: rates(threeNights), roomTypeId: 't1', checkIn: '2026-12-24', checkOut: '2026-12-25', guests: 1 }),
    ).toBeUndefined();
    // A read through the departure day (read for its restrictions) is the stay's own.
    expect(
      quoteStay({ rates: rates(threeNights), roomTypeId: 't1', checkIn: '2026-12-24', checkOut: '2026-12-26', guests: 1 })?.nights,
    ).toHaveLength(2);
    expect(
      quoteStay({ rates: rates(threeNights), roomTypeId: 'other', checkIn: '2026-12-24', checkOut: '2026-12-27', guests: 1 }),
    ).toBeUndefined();
    expect(
      quoteStay({ rates: rates(threeNights), roomTypeId: 't1', checkIn: '2026-12-24', checkOut: '2026-12-27', guests: undefined }),
    ).toBeUndefined();
  });
});

describe('the reservation step', () => {
  const dorm = { _id: 'd', type: 'dorm' as const, max_occupancy: 6, inventory: 2 };
  const room = { _id: 'p', type: 'private' as const, max_occupancy: 2, inventory: 3 };

  test('starts from the preset, else tonight for one guest', () => {
    expect(initialBookingValues({ roomTypeId: 'p', checkIn: '2026-12-24', checkOut: '2026-12-27' }, '2026-12-01')).toMatchObject({
      room_type_id: 'p',
      check_in: '2026-12-24',
      check_out: '2026-12-27',
      number_of_guest: '1',
      booking_source: 'direct',
      reservation_status: 'confirmed',
      payment_status: 'pending',
    });
    expect(initialBookingValues(undefined, '2026-12-31')).toMatchObject({
      room_type_id: '',
      check_in: '2026-12-31',
      check_out: '2027-01-01',
    });
    expect(initialBookingValues({ checkIn: '2026-12-24' }, '2026-12-01')).toMatchObject({
      check_in: '2026-12-24',
      check_out: '2026-12-25',
    });
  });

  test('shows the chosen room type while it exists, else the first; bounds guests by beds or occupancy', () => {
    const types = [dorm, room] as never[];
    expect(effectiveRoomType(types, 'p')).toBe(room);
    expect(effectiveRoomType(types, 'gone')).toBe(dorm);
    expect(maxGuests(dorm)).toBe(12);
    expect(maxGuests(room)).toBe(2);
    expect(guestsHint(dorm)).toBe('This dorm type has 12 beds');
    expect(guestsHint(room)).toBe('A room of this type sleeps up to 2');
  });
});

describe('Idempotency-Key per submission', () => {
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  test('the same body sent again keeps its key; another body gets a new one', () => {
    const first = submissionFor(undefined, { a: 1 }, newKey);
    expect(submissionFor(first, { a: 1 }, newKey)).toBe(first);
    const changed = submissionFor(first, { a: 2 }, newKey);
    expect(changed.key).not.toBe(first.key);
    expect(submissionFor(changed, { a: 2 }, newKey).key).toBe(changed.key);
  });
});
