import { randomBytes, randomUUID } from 'node:crypto';
import { addDays, datesFrom } from '@hostel/shared/domain/dates';

// What the stand-in of Channex holds, in memory: accounts' keys, properties with their room types and rate
// plans, booking revisions (acknowledged or not), the ARI messages received in order, and the failures a
// test asked for. Tests change it through the control surface (stand-in-control.ts), never through the
// documented API, which only reads it and records what the product sent.

export interface StandInRoomType {
  id: string;
  propertyId: string;
  title: string;
  countOfRooms: number;
  kind: 'room' | 'dorm';
  occAdults: number;
}

export interface StandInRatePlan {
  id: string;
  propertyId: string;
  roomTypeId: string;
  title: string;
  currency: string;
  sellMode: 'per_room' | 'per_person';
}

export interface StandInProperty {
  id: string;
  title: string;
  currency: string;
  /** Added to the stand-in's clock for this property's rate limits and "today". */
  clockOffsetMs: number;
}

export interface StandInRevisionRoom {
  /** Null when the room is not mapped to a room type in Channex (bookings-collection). */
  room_type_id: string | null;
  rate_plan_id: string | null;
  checkin_date: string;
  checkout_date: string;
  amount: string;
  days: Record<string, string>;
  occupancy: { adults: number; children: number; infants: number };
}

export interface StandInRevision {
  id: string;
  bookingId: string;
  propertyId: string;
  status: 'new' | 'modified' | 'cancelled';
  otaName: string;
  /** `unique_id`'s prefix (channel-codes: BDC, HWL, ABB, EXP, …). */
  otaCode: string;
  otaReservationCode: string;
  currency: string;
  amount: string;
  customer: { name: string; surname: string; mail: string | null; phone: string | null; country: string | null };
  rooms: StandInRevisionRoom[];
  notes: string | null;
  /** bookings-collection: who collects (`property`, `ota`, or null: not said), how, and the OTA's commission as a decimal string. */
  paymentCollect: 'property' | 'ota' | null;
  paymentType: 'credit_card' | 'bank_transfer' | null;
  otaCommission: string | null;
  insertedAt: string;
  acked: boolean;
}

export interface AriMessage {
  kind: 'availability' | 'restrictions';
  /** The HTTP status the stand-in answered. */
  status: number;
  receivedAt: string;
  /** The values as received. */
  values: Record<string, unknown>[];
  /** Why change objects were refused, one line each. */
  refused: string[];
}

/** A request as the stand-in received it: what the contract tests hold against the documented shapes. */
export interface ReceivedRequest {
  method: string;
  /** After `/api/v1`, with the query. */
  path: string;
  body: unknown;
}

export interface InjectedFailure {
  remaining: number;
  status: 500 | 429;
  /** Only calls whose path starts so fail (`/availability`: the pushes, not the reads before them); any call without. */
  path?: string;
}

export class StandInState {
  readonly properties = new Map<string, StandInProperty>();
  /** Key → the properties it opens. */
  readonly keys = new Map<string, string[]>();
  readonly roomTypes = new Map<string, StandInRoomType>();
  readonly ratePlans = new Map<string, StandInRatePlan>();
  /** In the order they came in: the feed's oldest first. */
  readonly revisions: StandInRevision[] = [];
  /** Key → the ARI messages sent with it, in order. */
  readonly ariMessages = new Map<string, AriMessage[]>();
  /** Key → the revisions acknowledged with it, in order. */
  readonly acks = new Map<string, string[]>();
  /** Key → the requests made with it, in order (the last 500). */
  readonly requests = new Map<string, ReceivedRequest[]>();
  /** Key → failures to answer before anything else (per key: tests run side by side on one stand-in). */
  readonly failures = new Map<string, InjectedFailure>();

  constructor(readonly now: () => number = Date.now) {}

  nowFor(propertyId: string): number {
    return this.now() + (this.properties.get(propertyId)?.clockOffsetMs ?? 0);
  }

  /** The property's today, in UTC (the stand-in keeps no time zones). */
  todayFor(propertyId: string): string {
    return new Date(this.nowFor(propertyId)).toISOString().slice(0, 10);
  }

  propertiesOf(key: string): StandInProperty[] {
    return (this.keys.get(key) ?? []).flatMap((id) => this.properties.get(id) ?? []);
  }

  newKey(): string {
    return randomBytes(24).toString('base64url');
  }

  newId(): string {
    return randomUUID();
  }

  keysOf(propertyId: string): string[] {
    return [...this.keys].filter(([, ids]) => ids.includes(propertyId)).map(([key]) => key);
  }
}

/** Nights of a stay priced the same: `{ date: price }` from check-in to the night before check-out. */
export function nightlyDays(checkIn: string, checkOut: string, price: string): Record<string, string> {
  return Object.fromEntries(datesFrom(checkIn, addDays(checkOut, -1)).map((date) => [date, price]));
}

/** Sums decimal strings on their hundredths: the stand-in's totals are exact, as Channex's are. */
export function sumDecimals(values: string[]): string {
  const cents = values.reduce((sum, value) => {
    const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
    const amount = Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
    return sum + (value.startsWith('-') ? -amount : amount);
  }, 0);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
