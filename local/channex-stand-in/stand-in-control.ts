import { type AriMessage, nightlyDays, type ReceivedRequest, type StandInRevision, type StandInState, sumDecimals } from './stand-in-state';

// The control surface for tests and the local run: no part of Channex's API. The test stack holds this
// object; tests in other processes reach the same functions through /__stand-in/… (control-routes.ts).

export interface NewProperty {
  title: string;
  currency: string;
  roomTypes: {
    title: string;
    units: number;
    kind?: 'room' | 'dorm';
    occAdults?: number;
    ratePlans?: string[];
    /** How its rate plans sell: per room (the default), or per person. */
    sellMode?: 'per_room' | 'per_person';
  }[];
  /** Give an existing key to open a second property with it; a new key otherwise. */
  apiKey?: string;
}

export interface CreatedProperty {
  propertyId: string;
  apiKey: string;
  roomTypes: { id: string; title: string; ratePlans: { id: string; title: string }[] }[];
}

// The codes of the OTAs a hostel sells on most (channel-codes), by their names' letters; any other: its first three.
const KNOWN_CODES: [RegExp, string][] = [
  [/booking/i, 'BDC'],
  [/hostel ?world|hostelbookers/i, 'HWL'],
  [/airbnb/i, 'ABB'],
  [/expedia/i, 'EXP'],
];
const otaCodeOf = (name: string) => KNOWN_CODES.find(([pattern]) => pattern.test(name))?.[1] ?? name.slice(0, 3).toUpperCase();

export interface NewRevision {
  propertyId: string;
  status: 'new' | 'modified' | 'cancelled';
  /** The booking it revises; a new booking when absent (status `new`). */
  bookingId?: string;
  otaName: string;
  /** `unique_id`'s prefix; by default the code of a known OTA's name (Booking.com BDC, Hostelworld HWL, Airbnb ABB, Expedia EXP). */
  otaCode?: string;
  otaReservationCode?: string;
  currency?: string;
  customer?: Partial<StandInRevision['customer']>;
  rooms: {
    /** Null: a room not mapped in Channex. */
    roomTypeId: string | null;
    ratePlanId?: string;
    checkIn: string;
    checkOut: string;
    adults: number;
    children?: number;
    nightly: string;
  }[];
  notes?: string;
  /** Who collects the guest's money: `property` by default (as a Hostelworld or Booking.com booking paid at the hostel); `ota` as Airbnb's, Expedia Collect's; null: not said. */
  paymentCollect?: 'property' | 'ota' | null;
  paymentType?: 'credit_card' | 'bank_transfer' | null;
  /** The OTA's commission on the booking, a decimal string ("12.50"); none by default. */
  otaCommission?: string;
}

export interface ChannexStandInControl {
  createProperty(input: NewProperty): CreatedProperty;
  addRevision(input: NewRevision): { revisionId: string; bookingId: string };
  /** The ARI messages sent with a key, in the order they came. */
  ariMessages(apiKey: string): AriMessage[];
  /** The requests made with a key, in order: method, path with its query, parsed body. */
  requests(apiKey: string): ReceivedRequest[];
  /** The revisions acknowledged with a key, in order. */
  acknowledged(apiKey: string): string[];
  /** The key's next `count` calls (to paths starting with `path`, if given) answer `status` (500, or 429 with Retry-After) before anything else. */
  failNext(apiKey: string, count: number, status: 500 | 429, path?: string): void;
  /** Moves a property's clock (its rate limits, its today) forward. */
  advanceClock(propertyId: string, ms: number): void;
}

export function standInControl(state: StandInState): ChannexStandInControl {
  return {
    createProperty(input) {
      const propertyId = state.newId();
      const apiKey = input.apiKey ?? state.newKey();
      state.properties.set(propertyId, { id: propertyId, title: input.title, currency: input.currency, clockOffsetMs: 0 });
      state.keys.set(apiKey, [...(state.keys.get(apiKey) ?? []), propertyId]);
      const roomTypes = input.roomTypes.map((type) => {
        const id = state.newId();
        state.roomTypes.set(id, {
          id,
          propertyId,
          title: type.title,
          countOfRooms: type.units,
          kind: type.kind ?? 'room',
          occAdults: type.occAdults ?? 2,
        });
        const ratePlans = (type.ratePlans ?? ['Standard']).map((title) => {
          const planId = state.newId();
          state.ratePlans.set(planId, {
            id: planId,
            propertyId,
            roomTypeId: id,
            title,
            currency: input.currency,
            sellMode: type.sellMode ?? 'per_room',
          });
          return { id: planId, title };
        });
        return { id, title: type.title, ratePlans };
      });
      return { propertyId, apiKey, roomTypes };
    },

    addRevision(input) {
      const property = state.properties.get(input.propertyId);
      if (!property) throw new Error(`No property ${input.propertyId} in the stand-in`);
      const bookingId = input.bookingId ?? state.newId();
      const rooms = input.rooms.map((room) => {
        const days = nightlyDays(room.checkIn, room.checkOut, room.nightly);
        return {
          room_type_id: room.roomTypeId,
          rate_plan_id: room.ratePlanId ?? null,
          checkin_date: room.checkIn,
          checkout_date: room.checkOut,
          amount: sumDecimals(Object.values(days)),
          days,
          occupancy: { adults: room.adults, children: room.children ?? 0, infants: 0 },
        };
      });
      const revision: StandInRevision = {
        id: state.newId(),
        bookingId,
        propertyId: property.id,
        status: input.status,
        otaName: input.otaName,
        otaCode: input.otaCode ?? otaCodeOf(input.otaName),
        otaReservationCode: input.otaReservationCode ?? bookingId.slice(0, 10).toUpperCase(),
        currency: input.currency ?? property.currency,
        amount: sumDecimals(rooms.map((room) => room.amount)),
        customer: { name: 'Guest', surname: 'Channex', mail: null, phone: null, country: null, ...input.customer },
        rooms,
        notes: input.notes ?? null,
        paymentCollect: input.paymentCollect === undefined ? 'property' : input.paymentCollect,
        paymentType: input.paymentType ?? null,
        otaCommission: input.otaCommission ?? null,
        insertedAt: new Date(state.nowFor(property.id)).toISOString(),
        acked: false,
      };
      state.revisions.push(revision);
      return { revisionId: revision.id, bookingId };
    },

    ariMessages: (apiKey) => [...(state.ariMessages.get(apiKey) ?? [])],
    requests: (apiKey) => [...(state.requests.get(apiKey) ?? [])],
    acknowledged: (apiKey) => [...(state.acks.get(apiKey) ?? [])],

    failNext(apiKey, count, status, path) {
      state.failures.set(apiKey, { remaining: count, status, ...(path ? { path } : {}) });
    },

    advanceClock(propertyId, ms) {
      const property = state.properties.get(propertyId);
      if (property) property.clockOffsetMs += ms;
    },
  };
}
