import type { GuestRecord } from '../../functions/src/data/guest-repository';
import type { NightItem } from '../../functions/src/data/night-inventory-repository';
import type { ReservationRecord } from '../../functions/src/data/reservation-repository';
import type { RoomTypeRecord } from '../../functions/src/data/room-type-repository';
import { roomsOf } from '../../shared/src/domain/room-units';
import type { Decision } from '../../functions/src/reservations/change-runner';
import type { StayDraft } from '../../functions/src/reservations/stay-decisions';
import type { StayWrite } from '../../functions/src/reservations/stay-rules';

// Records the stay decisions are given in their unit tests: what a read of the table would have answered.

export const NOW = new Date('2026-12-01T10:00:00.000Z');

/** A dorm of two rooms of two beds (d-r1-b1, d-r1-b2, d-r2-b1, d-r2-b2). */
export const dorm: RoomTypeRecord = {
  id: 'd',
  propertyId: 'p',
  description: 'Dorm',
  kind: 'dorm',
  gender: 'mixed',
  maxOccupancy: 2,
  inventory: 2,
  baseRateCents: 1000,
  currency: 'USD',
  rooms: roomsOf({ id: 'd', kind: 'dorm', maxOccupancy: 2, inventory: 2 }),
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** A private type of one double room. */
export const double: RoomTypeRecord = {
  ...dorm,
  id: 'p',
  description: 'Double',
  kind: 'private',
  maxOccupancy: 2,
  inventory: 1,
  rooms: roomsOf({ id: 'p', kind: 'private', maxOccupancy: 2, inventory: 1 }),
};

export function stay(fields: Partial<ReservationRecord> = {}): ReservationRecord {
  return {
    id: 'r1',
    guestId: 'g1',
    guestFirstName: 'Ana',
    guestLastName: 'Diaz',
    roomTypeId: 'd',
    roomTypeName: 'Dorm',
    checkIn: '2026-12-01',
    checkOut: '2026-12-03',
    guests: 1,
    totalCents: 2000,
    currency: 'USD',
    bookingSource: 'direct',
    status: 'confirmed',
    paymentStatus: 'pending',
    beds: ['d-r1-b1'],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...fields,
  };
}

/** The nights as read: `beds` bed → holder, `sold` units. */
export function nights(
  entries: Record<string, { sold?: number; beds?: Record<string, string>; forSale?: number }>,
): Map<string, NightItem> {
  return new Map(
    Object.entries(entries).map(([date, night]) => [
      date,
      {
        date,
        roomTypeId: 'd',
        counted: [],
        beds: night.beds ?? {},
        sold: night.sold ?? 0,
        ...(night.forSale !== undefined ? { forSale: night.forSale } : {}),
      },
    ]),
  );
}

export const actor = { id: 'u1', name: 'Desk' };

/** The guest the stays belong to. */
export const guest: GuestRecord = {
  id: 'g1',
  firstName: 'Ana',
  lastName: 'Diaz',
  version: 1,
  bookings: 0,
  reservationIds: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** A booking of two nights in the dorm for two, at a total given by hand. */
export const draft: StayDraft = {
  guestId: 'g1',
  roomTypeId: 'd',
  roomTypeName: 'Dorm',
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  guests: 2,
  totalCents: 4000,
  currency: 'USD',
  bookingSource: 'direct',
  status: 'confirmed',
  paymentStatus: 'pending',
};

/** The write a decision makes; fails the test when it decided nothing changes. */
export function change<R>(decision: Decision<StayWrite, R>): { change: StayWrite; result: R } {
  if ('done' in decision) throw new Error('expected a change');
  return decision;
}
