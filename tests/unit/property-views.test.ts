import type { RatePlan } from '@hostel/shared/api/room-type-schemas';
import { describe, expect, test } from 'vitest';
import { formatPrice } from '../../web/src/lib/format-money';
import { countryOptions, timeZoneOptions } from '../../web/src/features/property/property-form-options';
import { activePlansOf, activeRatePlans, nightsText, planStateText } from '../../web/src/features/property/rate-plans-view';
import {
  bedsForInput,
  bedsInUse,
  bedsLeft,
  bedsNeededHint,
  bedsOfType,
  bedsSummary,
  occupancyText,
} from '../../web/src/features/property/room-type-view';
import { fullName, isChangeable, teamIsFull, usersSummary } from '../../web/src/features/property/team-view';
import { mayCall } from '../../web/src/lib/may-call';
import { roomType } from '../support/room-type-fixture';

let planCounter = 0;
function plan(start_date: string, end_date: string, created_At: string, custom_availability = 12): RatePlan {
  planCounter += 1;
  return { _id: `plan${planCounter}`, room_type_id: 'rt1', start_date, end_date, custom_rate: 30, custom_availability, created_At };
}

describe('room types and the Free plan beds (25)', () => {
  test('a dorm counts occupancy × rooms, and so does a private type', () => {
    expect(bedsOfType(roomType())).toBe(12);
    expect(bedsOfType(roomType({ type: 'private', max_occupancy: 2, inventory: 3 }))).toBe(6);
  });

  test('beds in use and left, never below zero', () => {
    const types = [roomType(), roomType({ _id: 'rt2', type: 'private', max_occupancy: 2, inventory: 4 })];
    expect(bedsInUse(types)).toBe(20);
    expect(bedsLeft(types)).toBe(5);
    expect(bedsSummary(types)).toBe('20 of 25 beds used · 5 beds left on the Free plan');
    expect(bedsSummary([roomType({ max_occupancy: 20, inventory: 2 })])).toBe('40 of 25 beds used · no beds left on the Free plan');
    expect(bedsLeft([roomType({ max_occupancy: 20, inventory: 2 })])).toBe(0);
    expect(bedsSummary([roomType({ max_occupancy: 4, inventory: 6 })])).toBe('24 of 25 beds used · 1 bed left on the Free plan');
  });

  test('the create form counts beds only once both numbers are whole and positive', () => {
    expect(bedsForInput('6', '2')).toBe(12);
    expect(bedsForInput('', '2')).toBeUndefined();
    expect(bedsForInput('2.5', '2')).toBeUndefined();
    expect(bedsForInput('0', '2')).toBeUndefined();
    expect(bedsForInput('abc', '2')).toBeUndefined();
  });

  test('the beds hint says whether the new type fits', () => {
    expect(bedsNeededHint(undefined, 25)).toBe('Beds count max occupancy × rooms; 25 beds are left on the Free plan (25 beds).');
    expect(bedsNeededHint(12, 13)).toBe('This room type uses 12 beds; 13 beds are left on the Free plan.');
    expect(bedsNeededHint(12, 1)).toBe('This room type needs 12 beds, but only 1 bed is left on the Free plan.');
    expect(bedsNeededHint(1, 1)).toBe('This room type uses 1 bed; 1 bed is left on the Free plan.');
  });

  test('prices show their currency through Intl; occupancy reads per kind', () => {
    expect(formatPrice(25, 'USD', 'en-US')).toBe('$25.00');
    expect(formatPrice(1234.5, 'ARS', 'en-US')).toBe('ARS\u00a01,234.50');
    expect(occupancyText(roomType())).toBe('6 guests per room');
    expect(occupancyText(roomType({ type: 'private', max_occupancy: 1 }))).toBe('up to 1 guest');
  });
});

describe('team list', () => {
  test('admins and the signed-in user are not edited or deleted from the list', () => {
    expect(isChangeable({ _id: 'u2', role: 'employee' }, 'u1')).toBe(true);
    expect(isChangeable({ _id: 'u2', role: 'manager' }, 'u1')).toBe(true);
    expect(isChangeable({ _id: 'u1', role: 'admin' }, 'u9')).toBe(false);
    expect(isChangeable({ _id: 'u1', role: 'manager' }, 'u1')).toBe(false);
  });

  test('names, and the Free plan count of 5 users', () => {
    expect(fullName({ first_name: 'Ana', last_name: 'García' })).toBe('Ana García');
    expect(fullName({ first_name: 'Ana', last_name: '' })).toBe('Ana');
    expect(usersSummary(3)).toBe('3 of 5 users on the Free plan');
    expect(teamIsFull(4)).toBe(false);
    expect(teamIsFull(5)).toBe(true);
  });
});

describe('roles (spec §6, from the route table)', () => {
  test('employees may read but not change; managers and admins may change', () => {
    for (const call of [
      'updateProperty',
      'createUser',
      'updateUser',
      'deleteUser',
      'createRoomType',
      'updateRoomType',
      'deleteRoomType',
      'createRateRange',
      'resendInvitation',
    ] as const) {
      expect(mayCall('employee', call), call).toBe(false);
      expect(mayCall('manager', call), call).toBe(true);
      expect(mayCall('admin', call), call).toBe(true);
    }
    expect(mayCall('employee', 'listRoomTypes')).toBe(true);
    expect(mayCall('employee', 'getRatesAndAvailability')).toBe(true);
  });

  test('an unknown role (profile not loaded) is left to the server', () => {
    expect(mayCall(undefined, 'createRoomType')).toBe(true);
  });
});

describe('active rate plans', () => {
  const today = '2026-11-21';

  test('ranges that ended before today are left out; current and upcoming are told apart', () => {
    const past = plan('2026-11-01', '2026-11-20', '2026-10-01T00:00:00Z');
    const current = plan('2026-11-20', '2026-11-25', '2026-10-02T00:00:00Z');
    const upcoming = plan('2026-12-24', '2026-12-26', '2026-10-03T00:00:00Z');
    const result = activePlansOf([past, current, upcoming], today);
    expect(result.map((active) => [active.plan._id, active.state, active.nights, active.nightsInForce])).toEqual([
      [current._id, 'current', 6, 5],
      [upcoming._id, 'upcoming', 3, 3],
    ]);
  });

  test('a newer range overrides an older one night by night; one left with no night is replaced', () => {
    const older = plan('2026-12-01', '2026-12-10', '2026-11-01T00:00:00Z');
    const newer = plan('2026-12-05', '2026-12-06', '2026-11-02T00:00:00Z');
    const newest = plan('2026-11-30', '2026-12-12', '2026-11-03T00:00:00Z');
    const partly = activePlansOf([older, newer], today);
    expect(partly.find((active) => active.plan._id === older._id)?.nightsInForce).toBe(8);
    expect(partly.find((active) => active.plan._id === newer._id)?.nightsInForce).toBe(2);

    const all = activePlansOf([older, newer, newest], today);
    expect(all.map((active) => [active.plan._id, active.state])).toEqual([
      [newest._id, 'upcoming'],
      [older._id, 'replaced'],
      [newer._id, 'replaced'],
    ]);
    expect(planStateText(all[1]!)).toBe('Replaced by a newer range');
    expect(planStateText(all[0]!)).toBe('Upcoming');
  });

  test('only nights from today on count: a current range covered from today on is replaced', () => {
    const started = plan('2026-11-15', '2026-11-22', '2026-11-01T00:00:00Z');
    const cover = plan('2026-11-21', '2026-11-22', '2026-11-02T00:00:00Z');
    const result = activePlansOf([started, cover], today);
    expect(result.map((active) => [active.plan._id, active.state])).toEqual([
      [started._id, 'replaced'],
      [cover._id, 'current'],
    ]);
    expect(planStateText(result[1]!)).toBe('In force now');
  });

  test('room types without current or upcoming ranges are not listed', () => {
    const types = [
      roomType({ rates_and_availability: [plan('2026-12-01', '2026-12-02', '2026-11-01T00:00:00Z')] }),
      roomType({ _id: 'rt2', description: 'Double' }),
    ];
    expect(activeRatePlans(types, today).map((entry) => entry.roomType.description)).toEqual(['Dorm 6']);
    expect(nightsText(1)).toBe('1 night');
    expect(nightsText(3)).toBe('3 nights');
  });
});

describe('property form choices', () => {
  test('time zones are sorted, readable, and keep UTC and the property zone even when the browser does not list them', () => {
    const options = timeZoneOptions('UTC', ['Europe/Madrid', 'America/Argentina/Buenos_Aires']);
    expect(options).toEqual([
      { value: 'America/Argentina/Buenos_Aires', label: 'America/Argentina/Buenos Aires' },
      { value: 'Europe/Madrid', label: 'Europe/Madrid' },
      { value: 'UTC', label: 'UTC' },
    ]);
    expect(timeZoneOptions('Europe/Madrid', ['Europe/Madrid']).map((option) => option.value)).toEqual(['Europe/Madrid', 'UTC']);
  });

  test('countries come by name with their ISO code, after a "Not set" choice', () => {
    const options = countryOptions();
    expect(options[0]).toEqual({ value: '', label: 'Not set' });
    expect(options).toHaveLength(250);
    expect(options).toContainEqual({ value: 'AR', label: 'Argentina (AR)' });
    const labels = options.slice(1).map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
