import { describe, expect, it } from 'vitest';
import { buildPath } from '../../shared/src/api/endpoints';
import { findGuestQuery, guestBody } from '../../shared/src/api/guest-schemas';
import { createReservationBody, findCriteriaParams, findSegment, updateReservationBody } from '../../shared/src/api/reservation-schemas';
import { renderSchemaMessage as english } from '../../shared/src/i18n/render-message';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), english(issue.message)]) ?? [];

const criteria = (segment: string) => findCriteriaParams.safeParse({ criteria: segment });

describe('find criteria', () => {
  it('parses 8 digits, -, 8 digits, -, then the rest as literal text', () => {
    expect(criteria('20261101-20261114-all').data?.criteria).toEqual({ from: '2026-11-01', to: '2026-11-14', search: null });
    expect(criteria('20261101-20261114-').data?.criteria.search).toBeNull();
    for (const text of ['Jean-Luc', "O'Brien", 'José', '(.*', 'a-b-c', '20261101-20261114']) {
      expect(criteria(`20261101-20261114-${text}`).data?.criteria.search).toBe(text);
    }
  });

  it('survives the round trip through a URL', () => {
    const segment = findSegment('2026-11-01', '2026-11-14', ' Jean-Luc / O’Brien ');
    const path = buildPath('/reservations/find/{criteria}', { criteria: segment });
    expect(path).not.toContain(' ');
    expect(criteria(decodeURIComponent(path.split('/').at(-1)!)).data?.criteria.search).toBe('Jean-Luc / O’Brien');
    expect(findSegment('2026-11-01', '2026-11-14')).toBe('20261101-20261114-all');
  });

  it('refuses malformed segments, backwards windows, long windows and long or control text', () => {
    expect(messages(criteria('2026110-20261114-all'))).toEqual([
      ['criteria', 'The address must be yyyyMMdd-yyyyMMdd-<search text or all>'],
    ]);
    expect(messages(criteria('20261101-20261114'))[0]?.[1]).toMatch(/^The address must be/);
    expect(messages(criteria('20260230-20261114-all'))[0]?.[1]).toMatch(/^The address must be/);
    expect(messages(criteria('20261114-20261101-all'))[0]?.[1]).toBe('The last date must be on or after the first date');
    expect(messages(criteria('20250101-20270401-all'))[0]?.[1]).toBe('A search covers at most 800 days');
    expect(messages(criteria(`20261101-20261114-${'a'.repeat(41)}`))[0]?.[1]).toBe('Search text must be at most 40 characters');
    expect(messages(criteria('20261101-20261114-a\nb'))[0]?.[1]).toBe('Search text cannot contain control characters');
  });
});

describe('reservation bodies', () => {
  const good = {
    guest_id: 'g-1',
    room_type_id: 'rt-1',
    check_in: '2026-11-21',
    check_out: '2026-11-24',
    number_of_guest: '2',
    total_price: '60.50',
    currency: 'USD',
  };

  it('takes numbers as numbers or plain numeric strings and fills the spec defaults', () => {
    expect(createReservationBody.parse(good)).toEqual({
      ...good,
      number_of_guest: 2,
      total_price: 60.5,
      booking_source: 'direct',
      reservation_status: 'confirmed',
      payment_status: 'pending',
    });
  });

  it('says what is wrong with each field', () => {
    expect(
      messages(
        createReservationBody.safeParse({
          ...good,
          check_out: '2026-11-21',
          number_of_guest: 0,
          total_price: '1e3',
          currency: 'ARG',
          special_request: 'x'.repeat(51),
        }),
      ),
    ).toEqual([
      ['number_of_guest', 'Number of guests must be a whole number from 1 to 1000'],
      ['total_price', 'Total price must be a number'],
      ['currency', 'Currency must be one of ARS, AUD, BOB, BRL, CAD, CLP, COP, EUR, MXN, NZD, PEN, PYG, USD, UYU'],
      ['special_request', 'Special request must be at most 50 characters'],
      ['check_out', 'Check-out must be after check-in'],
    ]);
    expect(messages(createReservationBody.safeParse({ ...good, check_out: '2027-02-20' }))[0]?.[1]).toMatch(
      /^A reservation is at most 90 nights/,
    );
    expect(createReservationBody.safeParse({ ...good, check_out: '2027-02-19' }).success).toBe(true);
    expect(messages(createReservationBody.safeParse({ ...good, reservation_status: 'canceled' }))).toEqual([
      ['reservation_status', 'A new reservation is confirmed or provisional'],
    ]);
    expect(messages(createReservationBody.safeParse({ ...good, total_price: 10.005 }))).toEqual([
      ['total_price', 'Total price must have at most two decimals'],
    ]);
    expect(messages(createReservationBody.safeParse({ ...good, guest_id: '../x' }))).toEqual([['guest_id', 'Guest id is not valid']]);
    // The pipeline words this one as "Unknown field: nights".
    expect(createReservationBody.safeParse({ ...good, nights: 3 }).error?.issues).toMatchObject([
      { code: 'unrecognized_keys', keys: ['nights'] },
    ]);
  });

  it('requires every field of the details form but the special request', () => {
    expect(messages(updateReservationBody.safeParse({})).map(([path]) => path)).toEqual([
      'reservation_status',
      'payment_status',
      'total_price',
      'currency',
      'booking_source',
    ]);
  });
});

describe('guest bodies', () => {
  it('trims, lower-cases the email, upper-cases the country and keeps optional fields optional', () => {
    expect(
      guestBody.parse({
        firstName: ' Ana ',
        lastName: 'García',
        email: ' Ana@Example.COM ',
        countryCode: 'ar',
        phoneNumber: '+54 351 555-0000',
      }),
    ).toEqual({
      firstName: 'Ana',
      lastName: 'García',
      email: 'ana@example.com',
      countryCode: 'AR',
      phoneNumber: '+54 351 555-0000',
    });
  });

  it('applies the spec bounds and the plain-text rule', () => {
    expect(
      messages(
        guestBody.safeParse({
          firstName: '',
          lastName: 'x'.repeat(101),
          email: 'nope',
          idNumber: 'x'.repeat(26),
          city: 'x'.repeat(51),
          street: 'x'.repeat(101),
          countryCode: 'ZZ',
        }),
      ),
    ).toEqual([
      ['firstName', 'First name is required'],
      ['lastName', 'Last name must be 1 to 100 characters'],
      ['email', 'Email must be 5 to 50 characters'],
      ['email', 'Email must be a valid email address'],
      ['idNumber', 'ID number must be at most 25 characters'],
      ['city', 'City must be at most 50 characters'],
      ['street', 'Street must be at most 100 characters'],
      ['countryCode', 'Country code must be a two-letter ISO 3166 code, such as AR or US'],
    ]);
    expect(messages(guestBody.safeParse({ firstName: 'A\u202Eb', lastName: '\u200B', email: 'a@b.co' }))).toEqual([
      ['firstName', 'First name cannot contain characters that change the text direction'],
      ['lastName', 'Last name cannot be made only of blank or invisible characters'],
    ]);
    expect(findGuestQuery.parse({ q: ' Ana@Example.com' })).toEqual({ q: 'ana@example.com' });
  });
});
