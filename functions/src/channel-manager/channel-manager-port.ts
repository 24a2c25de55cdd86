// What the product needs of a channel manager, in its own words. The Channex adapter
// (`channex-client.ts`) is one implementation; the sync code depends on this port only, so its
// decisions are tested without a network and a second channel manager would be one more adapter.

/** Dates are the property's calendar dates, `yyyy-MM-dd`; amounts are integer minor units (cents). */
export type IsoDate = string;

export interface ChannelRoomType {
  id: string;
  title: string;
  /** How many units the channel manager sells of it (beds of a dorm, rooms of a private type). */
  units: number;
  /** A dorm's units are beds; undefined when the channel manager does not say. */
  kind?: 'room' | 'dorm';
  /** The adults one unit takes, when said. */
  adults?: number;
}

export interface ChannelRatePlan {
  id: string;
  title: string;
  roomTypeId: string;
  /** ISO 4217, as the channel manager prices the plan. */
  currency: string;
  /** `per_person`: a price for each number of guests, which the push (one price per unit) cannot send. */
  sellMode?: 'per_room' | 'per_person';
}

/** Units for sale of one channel room type over a run of nights, `from` to `to` inclusive. */
export interface AvailabilityChange {
  roomTypeId: string;
  from: IsoDate;
  to: IsoDate;
  units: number;
}

/** Price and restrictions of one rate plan over a run of nights, inclusive; an absent field is left as it is. */
export interface RateChange {
  ratePlanId: string;
  from: IsoDate;
  to: IsoDate;
  rateCents?: number;
  minStayArrival?: number;
  closedToArrival?: boolean;
  closedToDeparture?: boolean;
  stopSell?: boolean;
}

export interface RevisionRoom {
  /** Undefined when the room is not mapped in the channel manager (its own mapping, not ours). */
  roomTypeId: string | undefined;
  /** Canceled on its own while the booking stays (a channel that keeps it in the list, marked). */
  cancelled?: boolean;
  ratePlanId: string | undefined;
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: number;
  amountCents: number;
}

export interface RevisionCustomer {
  name: string;
  surname: string;
  email: string | undefined;
  phone: string | undefined;
  /** ISO 3166-1 alpha-2, when the channel sent one. */
  country: string | undefined;
}

/** One booking message as the channel manager normalised it: the booking as it stands after this revision. */
export interface BookingRevision {
  /** Unique per revision: what is acknowledged, and what makes a second delivery a no-op. */
  id: string;
  /** The same for every revision of one booking. */
  bookingId: string;
  status: 'new' | 'modified' | 'cancelled';
  /** The OTA's code for the booking, as the guest knows it. */
  otaReservationCode: string;
  /** Lower-case channel name as the product stores it: `booking.com`, `hostelworld`, `airbnb`, `expedia`, … */
  channel: string;
  currency: string;
  amountCents: number;
  customer: RevisionCustomer;
  rooms: RevisionRoom[];
  notes: string | undefined;
  receivedAt: string;
  /** Who collects the guest's money: the OTA (the guest already paid it), the property, or undefined when not said. */
  paymentCollect?: 'property' | 'ota';
  /** How the channel says it is paid (`credit_card`, `bank_transfer`), when said. */
  paymentType?: string;
  /** The OTA's commission on the whole booking, in cents of `currency`, when sent. */
  otaCommissionCents?: number;
}

/** Why a call to the channel manager did not do what was asked; each is an id the pages render. */
export type ChannelFailure =
  | { kind: 'unauthorized' }
  | { kind: 'rateLimited'; retryAfterMs: number }
  | { kind: 'rejected'; details: string[] }
  | { kind: 'unavailable' };

export class ChannelManagerError extends Error {
  constructor(readonly failure: ChannelFailure) {
    super(`Channel manager: ${failure.kind}`);
    this.name = 'ChannelManagerError';
  }
}

/** One property's connection, made from its decrypted key; every method throws `ChannelManagerError`. */
export interface ChannelManager {
  /** The channel manager's property this key belongs to; throws `unauthorized` for a wrong key. */
  property(): Promise<{ id: string; title: string; currency: string }>;
  roomTypes(): Promise<ChannelRoomType[]>;
  ratePlans(): Promise<ChannelRatePlan[]>;
  /** One batched message; the channel manager applies batches in the order they arrive. */
  pushAvailability(changes: AvailabilityChange[]): Promise<void>;
  pushRates(changes: RateChange[]): Promise<void>;
  /** Revisions not yet acknowledged, oldest first, every page read. */
  unacknowledgedRevisions(): Promise<BookingRevision[]>;
  acknowledge(revisionId: string): Promise<void>;
}
