import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { updatePropertyBody } from '../../shared/src/api/property-schemas';
import { createRateRangeBody, ratesWindowParams, ratesWindowSegment } from '../../shared/src/api/rate-schemas';
import { createRoomTypeBody, updateRoomTypeBody } from '../../shared/src/api/room-type-schemas';
import { createUserBody } from '../../shared/src/api/team-schemas';
import { renderSchemaMessage as english } from '../../shared/src/i18n/render-message';

function messages(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), english(issue.message)]));
}

const room = { description: 'Dorm 6', type: 'dorm', max_occupancy: 6, inventory: 2, base_rate: 20, currency: 'USD' };

describe('numbers as forms send them', () => {
  it('accepts numbers and plain numeric strings', () => {
    expect(createRoomTypeBody.parse({ ...room, max_occupancy: '4', inventory: ' 2 ', base_rate: '20.50' })).toMatchObject({
      max_occupancy: 4,
      inventory: 2,
      base_rate: 20.5,
    });
  });

  it.each([true, '4 beds', '1e1', '', '0x10', null, [4], { n: 4 }])('refuses %j', (value) => {
    expect(messages(createRoomTypeBody, { ...room, max_occupancy: value }).max_occupancy).toBe('Max occupancy must be a number');
  });

  it('holds the bounds of spec §5 on both sides', () => {
    const whole = (field: string, value: unknown) => messages(createRoomTypeBody, { ...room, [field]: value })[field];
    expect(whole('max_occupancy', 0)).toBe('Max occupancy must be a whole number from 1 to 20');
    expect(whole('max_occupancy', 21)).toBe('Max occupancy must be a whole number from 1 to 20');
    expect(whole('max_occupancy', 2.5)).toBe('Max occupancy must be a whole number from 1 to 20');
    expect(whole('max_occupancy', 20)).toBeUndefined();
    expect(whole('inventory', 51)).toBe('Inventory must be a whole number from 1 to 50');
    expect(whole('inventory', 50)).toBeUndefined();
    expect(whole('base_rate', 0.99)).toBe('Base rate must be at least 1');
    expect(whole('base_rate', 1)).toBeUndefined();
    expect(whole('base_rate', '10.005')).toBe('Base rate must have at most two decimals');
    const edit = { description: 'Dorm', base_rate: 1000, currency: 'EUR' };
    expect(messages(updateRoomTypeBody, edit)).toEqual({});
    expect(messages(updateRoomTypeBody, { ...edit, base_rate: 1000.01 }).base_rate).toBe('Base rate must be at most €1,000.00');
    expect(messages(updateRoomTypeBody, { ...edit, base_rate: 0.5 }).base_rate).toBe('Base rate must be at least 1');
  });
});

describe('names are text, not control', () => {
  it.each([
    ['Dorm\n6', 'Name cannot contain line breaks or control characters'],
    ['Dorm\u0000', 'Name cannot contain line breaks or control characters'],
    ['\u202Eevil', 'Name cannot contain characters that change the text direction'],
    ['\u200B\u200B', 'Name cannot be made only of blank or invisible characters'],
    ['\u3164', 'Name cannot be made only of blank or invisible characters'],
    ['x'.repeat(101), 'Name must be 1 to 100 characters'],
  ])('refuses %j', (description, message) => {
    expect(messages(createRoomTypeBody, { ...room, description }).description).toBe(message);
  });

  it('keeps names in any script, with emoji joiners', () => {
    expect(messages(createRoomTypeBody, { ...room, description: 'Habitación 👨‍👩‍👧 ダブル' })).toEqual({});
    expect(messages(createUserBody, { username: 'a@b.co', firstName: 'Zoë', lastName: 'Ng' })).toEqual({});
  });
});

describe('rate ranges and windows', () => {
  const range = { start_date: '2027-01-01', end_date: '2027-01-03', custom_rate: '35.50' };

  it('includes both nights and holds at most 366 of them', () => {
    expect(messages(createRateRangeBody, { ...range, end_date: '2027-01-01' })).toEqual({});
    expect(messages(createRateRangeBody, { start_date: '2028-01-01', end_date: '2028-12-31', custom_rate: 1 })).toEqual({});
    expect(messages(createRateRangeBody, { start_date: '2028-01-01', end_date: '2029-01-01', custom_rate: 1 }).end_date).toBe(
      'A range covers at most 366 nights',
    );
    expect(messages(createRateRangeBody, { ...range, end_date: '2026-12-31' }).end_date).toBe(
      'End date must be on or after the start date',
    );
  });

  it('asks for a rate above 0 with two decimals and an optional whole availability', () => {
    expect(messages(createRateRangeBody, { ...range, custom_rate: 0 }).custom_rate).toBe('Rate must be more than 0');
    expect(messages(createRateRangeBody, { ...range, custom_rate: 0.01 })).toEqual({});
    expect(messages(createRateRangeBody, { ...range, custom_availability: -1 }).custom_availability).toBe(
      'Availability must be a whole number from 0 to 1000',
    );
    expect(messages(createRateRangeBody, { ...range, custom_availability: '0' })).toEqual({});
    expect(messages(createRateRangeBody, { ...range, custom_availability: null })).toEqual({});
    expect(messages(createRateRangeBody, { ...range, start_date: '2027/01/01' }).start_date).toBe(
      'Start date must be a real date written yyyy-MM-dd',
    );
  });

  it('reads the window segment strictly', () => {
    expect(ratesWindowParams.parse({ dates: ratesWindowSegment('2026-11-21', '2026-11-27') })).toEqual({
      dates: { from: '2026-11-21', to: '2026-11-27' },
    });
    expect(messages(ratesWindowParams, { dates: '20261121-20261127-x' }).dates).toBe(
      'The dates in the address must be written yyyyMMdd-yyyyMMdd',
    );
    expect(messages(ratesWindowParams, { dates: '2026-11-21-2026-11-27' }).dates).toBe(
      'The dates in the address must be written yyyyMMdd-yyyyMMdd',
    );
    expect(messages(ratesWindowParams, { dates: '20261127-20261121' }).dates).toBe('The last date must be on or after the first date');
    expect(messages(ratesWindowParams, { dates: '20260101-20270102' }).dates).toBe('A window covers at most 366 nights');
  });
});

describe('property details', () => {
  it('checks country codes, time zones and emails, and lets empty values clear', () => {
    expect(updatePropertyBody.parse({ propertyName: 'Casa', countryCode: 'ar', email: '', street: '' })).toMatchObject({
      countryCode: 'AR',
      email: '',
      street: '',
    });
    expect(messages(updatePropertyBody, { propertyName: 'Casa', countryCode: 'UK' }).countryCode).toBe(
      'Country code must be a two-letter ISO 3166 code, such as AR or US',
    );
    expect(messages(updatePropertyBody, { propertyName: 'Casa', timeZone: 'Europe/Atlantis' }).timeZone).toBe(
      'Time zone must be a time zone name such as America/Argentina/Buenos_Aires',
    );
    expect(messages(updatePropertyBody, { propertyName: 'x'.repeat(101) }).propertyName).toBe('Property name must be 1 to 100 characters');
    expect(messages(updatePropertyBody, { propertyName: 'Casa', street: 'x'.repeat(101) }).street).toBe(
      'Street must be at most 100 characters',
    );
  });
});
