import { describe, expect, it } from 'vitest';
import { ApiUser, signedInOwner } from '../support/api';

const FULL = {
  propertyName: 'Hostel del Sur',
  street: 'Av. Colón 1234',
  city: 'Córdoba',
  postalCode: 'X5000',
  countryCode: 'ar',
  email: 'Hola@HostelDelSur.example',
  phoneNumber: '+54 (351) 555-0101',
  timeZone: 'America/Argentina/Cordoba',
};

describe('property details', () => {
  it('reads the property as spec §3 shows it, with its time zone', async () => {
    const { user, email } = await signedInOwner({ propertyName: 'Casa Azul' });
    const response = await user.call('GET', '/properties');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      _id: expect.any(String),
      property_name: 'Casa Azul',
      time_zone: 'UTC',
      currency: 'USD',
      address: { street: '', city: '', postal_code: '', country_code: '' },
      contact_info: { phone_number: '', email },
    });
  });

  it('updates every detail, clears optional ones left out, and keeps the time zone unless sent', async () => {
    const { user } = await signedInOwner();
    const updated = await user.call('PUT', '/properties/update', FULL);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      _id: expect.any(String),
      property_name: 'Hostel del Sur',
      time_zone: 'America/Argentina/Cordoba',
      // Set at sign-up (no country then: USD); a new address does not change it.
      currency: 'USD',
      address: { street: 'Av. Colón 1234', city: 'Córdoba', postal_code: 'X5000', country_code: 'AR' },
      contact_info: { phone_number: '+54 (351) 555-0101', email: 'hola@hosteldelsur.example' },
    });
    expect((await user.call('GET', '/properties')).body).toEqual(updated.body);
    // "Today" everywhere follows the new zone: the profile carries it too.
    expect((await user.call('GET', '/users/profile')).body.msg.time_zone).toBe('America/Argentina/Cordoba');

    const cleared = await user.call('PUT', '/properties/update', { propertyName: 'Hostel del Sur', city: 'Córdoba', street: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      time_zone: 'America/Argentina/Cordoba',
      address: { street: '', city: 'Córdoba', postal_code: '', country_code: '' },
      contact_info: { phone_number: '', email: '' },
    });
  });

  it('holds the bounds of every field on both sides', async () => {
    const { user } = await signedInOwner();
    const ok = await user.call('PUT', '/properties/update', {
      propertyName: 'x'.repeat(100),
      street: 's'.repeat(100),
      city: 'c'.repeat(50),
      postalCode: 'p'.repeat(20),
      phoneNumber: '1'.repeat(30),
      email: `${'e'.repeat(38)}@example.com`,
    });
    expect(ok.status).toBe(200);
    expect((await user.call('PUT', '/properties/update', { propertyName: 'A' })).status).toBe(200);

    const bad = await user.call('PUT', '/properties/update', {
      propertyName: 'x'.repeat(101),
      street: 's'.repeat(101),
      city: 'c'.repeat(51),
      postalCode: 'p'.repeat(21),
      countryCode: 'XX',
      email: 'not-an-email',
      phoneNumber: '1'.repeat(31),
      timeZone: 'Europe/Atlantis',
    });
    expect(bad.status).toBe(400);
    expect(Object.fromEntries((bad.body as { path: string; msg: string }[]).map((problem) => [problem.path, problem.msg]))).toEqual({
      propertyName: 'Property name must be 1 to 100 characters',
      street: 'Street must be at most 100 characters',
      city: 'City must be at most 50 characters',
      postalCode: 'Postal code must be at most 20 characters',
      countryCode: 'Country code must be a two-letter ISO 3166 code, such as AR or US',
      email: 'Email must be a valid email address',
      phoneNumber: 'Phone number must be at most 30 characters',
      timeZone: 'Time zone must be a time zone name such as America/Argentina/Buenos_Aires',
    });
    const before = (await user.call('GET', '/properties')).body;

    expect((await user.call('PUT', '/properties/update', { propertyName: '' })).body).toEqual([
      { msg: 'Property name is required', path: 'propertyName' },
    ]);
    expect((await user.call('PUT', '/properties/update', { propertyName: 'Casa\r\nBcc: x@evil.example' })).body).toEqual([
      { msg: 'Property name cannot contain line breaks or control characters', path: 'propertyName' },
    ]);
    expect((await user.call('PUT', '/properties/update', { propertyName: 42 })).status).toBe(400);
    expect((await user.call('PUT', '/properties/update', { propertyName: 'Casa', wifi: 'yes' })).body).toEqual([
      { msg: 'Unknown field: wifi', path: '' },
    ]);
    expect((await user.call('PUT', '/properties/update', {})).body).toEqual([{ msg: 'Property name is required', path: 'propertyName' }]);
    expect((await user.call('GET', '/properties')).body).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await new ApiUser().call('GET', '/properties')).status).toBe(401);
    expect((await new ApiUser().call('PUT', '/properties/update', { propertyName: 'Casa' })).status).toBe(401);
  });
});
