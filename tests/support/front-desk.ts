import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { addDays, todayIn } from '../../shared/src/domain/dates';
import { stayNights } from '../../shared/src/domain/stay-price';
import { type ApiUser, propertyIdOf, signedInOwner, uniqueEmail } from './api';
import { partition } from './table';

// Helpers for the guest and reservation tests: a hostel with room types, guests and bookings made
// through the API, and a check of the no-overbooking invariant read straight from the table.

export const DORM = { description: 'Dorm 6', type: 'dorm', max_occupancy: 6, inventory: 1, base_rate: 20, currency: 'USD' };
export const PRIVATE = { description: 'Double', type: 'private', max_occupancy: 2, inventory: 3, base_rate: 50, currency: 'USD' };

export interface Hostel {
  user: ApiUser;
  pid: string;
  today: string;
}

export async function hostel(): Promise<Hostel> {
  const { user } = await signedInOwner();
  // Sign-up without a time zone leaves the property on UTC.
  return { user, pid: propertyIdOf(user), today: todayIn('UTC') };
}

/** A hostel with a 6-bed dorm, a 3-room private type and a guest, and the capacities the invariant check needs. */
export async function frontDesk() {
  const base = await hostel();
  const dorm = await roomType(base.user, DORM);
  const double = await roomType(base.user, PRIVATE);
  const ana = await guest(base.user, { firstName: 'Ana María', lastName: 'López' });
  const capacities = { [dorm._id]: { capacity: 6, kind: 'dorm' as const }, [double._id]: { capacity: 3, kind: 'private' as const } };
  return { ...base, dorm, double, ana, capacities };
}

export async function roomType(user: ApiUser, body: Record<string, unknown>): Promise<any> {
  const response = await user.call('POST', '/room-types/create', {
    ...body,
    description: `${body.description} ${Math.random().toString(36).slice(2, 6)}`,
  });
  if (response.status !== 201) throw new Error(`room type: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export function guestBody(overrides: Record<string, unknown> = {}) {
  return { firstName: 'Ana', lastName: 'García', email: uniqueEmail('guest'), ...overrides };
}

export async function guest(user: ApiUser, overrides: Record<string, unknown> = {}): Promise<any> {
  const response = await user.call('POST', '/guests/create', guestBody(overrides));
  if (response.status !== 201) throw new Error(`guest: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export function stay(
  guestId: string,
  roomTypeId: string,
  checkIn: string,
  nights: number,
  guests = 1,
  overrides: Record<string, unknown> = {},
) {
  return {
    guest_id: guestId,
    room_type_id: roomTypeId,
    check_in: checkIn,
    check_out: addDays(checkIn, nights),
    number_of_guest: guests,
    total_price: 60,
    currency: 'USD',
    booking_source: 'direct',
    reservation_status: 'confirmed',
    payment_status: 'pending',
    ...overrides,
  };
}

/** Books as the web does: one Idempotency-Key per submission (without one, the same body again is the same booking). */
export async function book(user: ApiUser, body: ReturnType<typeof stay>): Promise<any> {
  const response = await user.call('POST', '/reservations/new', body, { 'idempotency-key': randomUUID() });
  if (response.status !== 201) throw new Error(`book: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/**
 * The invariant, from the table itself: for every room type and night, units sold equal what the live
 * reservations hold and never exceed the capacity; every bed held that night belongs to exactly one live
 * reservation that holds it. Returns the live reservations per night for further checks.
 */
export async function expectInvariant(pid: string, capacities: Record<string, { capacity: number; kind: 'dorm' | 'private' }>) {
  const [stored, nights] = await Promise.all([partition(pid, 'RES#'), partition(pid, 'NIGHT#')]);
  const live = stored.filter((item) => ['confirmed', 'provisional'].includes(item.status));
  const held = new Map<string, { units: number; beds: Map<string, string> }>();
  for (const reservation of live) {
    for (const date of stayNights(reservation.checkIn, reservation.checkOut)) {
      const key = `${reservation.roomTypeId}#${date}`;
      const night = held.get(key) ?? { units: 0, beds: new Map<string, string>() };
      night.units += capacities[reservation.roomTypeId]!.kind === 'dorm' ? reservation.guests : 1;
      for (const bed of reservation.beds as string[]) {
        expect(night.beds.has(bed), `bed ${bed} held twice on ${date}`).toBe(false);
        night.beds.set(bed, reservation.id);
      }
      held.set(key, night);
    }
  }
  for (const night of nights) {
    if (!capacities[night.roomTypeId]) continue;
    const key = `${night.roomTypeId}#${night.date}`;
    const expected = held.get(key) ?? { units: 0, beds: new Map() };
    const { capacity } = capacities[night.roomTypeId]!;
    expect(night.sold ?? 0, `sold on ${key}`).toBe(expected.units);
    expect(night.sold ?? 0).toBeLessThanOrEqual(capacity);
    expect(night.forSale).toBeGreaterThanOrEqual(0);
    expect(night.forSale + (night.sold ?? 0)).toBeLessThanOrEqual(capacity);
    const beds = Object.fromEntries(
      Object.entries(night)
        .filter(([name]) => name.startsWith('bed#'))
        .map(([name, holder]) => [name.slice(4), holder]),
    );
    expect(beds, `beds on ${key}`).toEqual(Object.fromEntries(expected.beds));
  }
  for (const key of held.keys())
    expect(
      nights.some((night) => `${night.roomTypeId}#${night.date}` === key),
      `night ${key} exists`,
    ).toBe(true);
  return { live, nights };
}
