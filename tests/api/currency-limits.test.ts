import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { signedInOwner, signedUpOwner } from '../support/api';
import { book, guest, hostel, roomType, stay } from '../support/front-desk';

const NBSP = '\u00a0';
const DORM = { description: 'Dorm 8', type: 'dorm', gender: 'mixed', max_occupancy: 8, inventory: 1 };

describe('rates bounded by their currency', () => {
  it('prices an Argentine bed at ARS 150,000, at creation and at edit (the spec’s 1 to 1000 refused the edit)', async () => {
    const { user } = await signedInOwner();
    const created = await user.call('POST', '/room-types/create', { ...DORM, base_rate: 150_000, currency: 'ARS' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ base_rate: 150_000, currency: 'ARS' });

    const edited = await user.call('PUT', `/room-types/update/${created.body._id}`, {
      description: 'Dorm 8',
      base_rate: 180_000.5,
      currency: 'ARS',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ base_rate: 180_000.5, currency: 'ARS' });
    expect((await user.call('GET', '/room-types')).body[0]).toMatchObject({ base_rate: 180_000.5 });

    const above = await user.call('PUT', `/room-types/update/${created.body._id}`, {
      description: 'Dorm 8',
      base_rate: 2_000_001,
      currency: 'ARS',
    });
    expect(above.status).toBe(400);
    expect(above.body).toEqual([{ msg: `Base rate must be at most ARS${NBSP}2,000,000.00`, path: 'base_rate' }]);
  });

  it('keeps the spec’s bound for US dollars: an edit above 1000 is refused', async () => {
    const { user } = await signedInOwner();
    const created = await user.call('POST', '/room-types/create', { ...DORM, base_rate: 20, currency: 'USD' });
    const path = `/room-types/update/${created.body._id}`;
    expect((await user.call('PUT', path, { description: 'Dorm 8', base_rate: 1000, currency: 'USD' })).status).toBe(200);
    const above = await user.call('PUT', path, { description: 'Dorm 8', base_rate: 1000.01, currency: 'USD' });
    expect(above.status).toBe(400);
    expect(above.body).toEqual([{ msg: 'Base rate must be at most $1,000.00', path: 'base_rate' }]);
    // The same amount in the same body's other currency is a sane Argentine rate.
    expect((await user.call('PUT', path, { description: 'Dorm 8', base_rate: 1000.01, currency: 'ARS' })).status).toBe(200);
  });

  it('refuses a PYG custom rate above its maximum with a 400 naming it in guaraníes, and takes one within it', async () => {
    const { user, today } = await hostel();
    const type = await roomType(user, { ...DORM, base_rate: 120_000, currency: 'PYG' });
    const range = (custom_rate: number) =>
      user.call('POST', `/rates-and-availability/create/${type._id}`, { start_date: today, end_date: addDays(today, 1), custom_rate });

    const above = await range(10_000_001);
    expect(above.status).toBe(400);
    expect(above.body).toEqual([{ msg: `Rate must be at most PYG${NBSP}10,000,000`, path: 'custom_rate' }]);

    const within = await range(9_500_000);
    expect(within.status).toBe(201);
    expect(within.body).toMatchObject({ custom_rate: 9_500_000 });
    const night = (await user.call('GET', `/rates-and-availability/${today.replaceAll('-', '')}-${today.replaceAll('-', '')}`)).body
      .room_types[0].nights[0];
    expect(night).toMatchObject({ rate: 9_500_000, custom_rate: true });
  });

  it('books a long PYG stay whose total passes 10 million', async () => {
    const { user, today } = await hostel();
    const type = await roomType(user, { ...DORM, type: 'private', max_occupancy: 2, base_rate: 700_000, currency: 'PYG' });
    const ana = await guest(user);
    const reservation = await book(user, stay(ana._id, type._id, today, 20, 1, { total_price: 14_000_000, currency: 'PYG' }));
    expect(reservation).toMatchObject({ total_price: 14_000_000, currency: 'PYG' });
  });
});

describe('the new property’s currency', () => {
  it('follows the country the sign-up names (the browser’s region), and is kept with it', async () => {
    const { user } = await signedUpOwner({ countryCode: 'AR' });
    const property = (await user.call('GET', '/properties')).body;
    expect(property).toMatchObject({ currency: 'ARS', address: { country_code: 'AR' } });

    // Changed on General info; left out of an update (the spec's body), it stays.
    expect((await user.call('PUT', '/properties/update', { propertyName: 'Casa', countryCode: 'AR', currency: 'USD' })).body.currency).toBe(
      'USD',
    );
    expect((await user.call('PUT', '/properties/update', { propertyName: 'Casa', countryCode: 'AR' })).body.currency).toBe('USD');
  });

  it('takes the currency the sign-up names over the country’s', async () => {
    const { user } = await signedUpOwner({ countryCode: 'AR', currency: 'USD' });
    expect((await user.call('GET', '/properties')).body.currency).toBe('USD');
  });

  it('defaults, for the spec’s body, to the currency of the Accept-Language region, else US dollars', async () => {
    const paraguay = await signedUpOwner({ acceptLanguage: 'es-PY,es;q=0.9,en;q=0.8' });
    const property = (await paraguay.user.call('GET', '/properties')).body;
    expect(property.currency).toBe('PYG');
    // A language is no address: the country stays unset.
    expect(property.address.country_code).toBe('');

    const nowhere = await signedUpOwner({ acceptLanguage: 'en' });
    expect((await nowhere.user.call('GET', '/properties')).body.currency).toBe('USD');
  });

  it('refuses a country or currency that is not one', async () => {
    const { register } = await import('../support/api');
    const { response } = await register({ countryCode: 'XX', currency: 'BTC' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual([
      { msg: 'Country code must be a two-letter ISO 3166 code, such as AR or US', path: 'countryCode' },
      { msg: 'Currency must be one of ARS, AUD, BOB, BRL, CAD, CLP, COP, EUR, MXN, NZD, PEN, PYG, USD, UYU', path: 'currency' },
    ]);
  });
});
