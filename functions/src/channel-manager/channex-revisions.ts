import type { BookingRevision, RevisionRoom } from './channel-manager-port';
import { decimalToCents } from './channex-money';
import type { RevisionResource } from './channex-shapes';

// A Channex booking revision in the product's words: amounts in cents, the OTA as the channel name the
// product stores, the guest's contact as the port names it. Pure: the shapes were checked before.

const CHANNELS: Record<string, string> = {
  bookingcom: 'booking.com',
  booking: 'booking.com',
  hostelworld: 'hostelworld',
  airbnb: 'airbnb',
  expedia: 'expedia',
};

/**
 * The OTA's code, the first three letters of `unique_id` (channel-codes: "save the first 3 letters to use for
 * matching"): one code whatever the name's spelling ("Hostel World", "HOSTELWORLD", "Hostelworld Group", "A-Expedia").
 */
const CODES: Record<string, string> = { BDC: 'booking.com', HWL: 'hostelworld', ABB: 'airbnb', EXP: 'expedia' };

/** By the OTA's code first, else by name (`BookingCom`, `Booking.com` → `booking.com`); any other name lower-cased. */
export function channelOf(otaName: string | null | undefined, uniqueId?: string | null): string {
  const code = /^([A-Z]{3})-/.exec(uniqueId?.trim() ?? '')?.[1];
  if (code && CODES[code]) return CODES[code];
  const name = (otaName ?? '').trim();
  if (!name) return 'channex';
  return CHANNELS[name.toLowerCase().replace(/[^a-z0-9]/g, '')] ?? name.toLowerCase();
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

function roomOf(room: RevisionResource['attributes']['rooms'][number]): RevisionRoom {
  const nights = Object.values(room.days ?? {});
  const amountCents = room.amount ? decimalToCents(room.amount) : nights.reduce((sum, price) => sum + decimalToCents(price), 0);
  // Infants take no bed: a hostel counts adults and children.
  const guests = (room.occupancy?.adults ?? 0) + (room.occupancy?.children ?? 0);
  return {
    roomTypeId: text(room.room_type_id),
    ratePlanId: text(room.rate_plan_id),
    checkIn: room.checkin_date,
    checkOut: room.checkout_date,
    guests: Math.max(1, guests),
    amountCents,
    ...(room.is_cancelled ? { cancelled: true } : {}),
  };
}

/** `payment_collect` as the docs list it; anything else is "not said". */
const collectOf = (value: string | null | undefined) => {
  const collect = value?.trim().toLowerCase();
  return collect === 'ota' || collect === 'property' ? collect : undefined;
};

/** The OTA's commission in cents when it reads as an amount (a decimal string, or a number); else not said. */
function commissionOf(value: unknown): number | undefined {
  const written = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof written !== 'string' || !/^\d+(\.\d+)?$/.test(written.trim())) return undefined;
  try {
    return decimalToCents(written);
  } catch {
    return undefined;
  }
}

export function revisionOf(resource: RevisionResource): BookingRevision {
  const booking = resource.attributes;
  const collect = collectOf(booking.payment_collect);
  const paymentType = text(booking.payment_type);
  const commission = commissionOf(booking.ota_commission);
  const customer = booking.customer ?? {};
  const country = text(customer.country)?.toUpperCase();
  return {
    id: resource.id,
    bookingId: booking.booking_id,
    status: booking.status,
    otaReservationCode: text(booking.ota_reservation_code) ?? text(booking.unique_id) ?? booking.booking_id,
    channel: channelOf(booking.ota_name, booking.unique_id),
    currency: booking.currency,
    amountCents: decimalToCents(booking.amount),
    customer: {
      name: text(customer.name) ?? '',
      surname: text(customer.surname) ?? '',
      email: text(customer.mail),
      phone: text(customer.phone),
      country: country && /^[A-Z]{2}$/.test(country) ? country : undefined,
    },
    rooms: booking.rooms.map(roomOf),
    notes: text(booking.notes),
    receivedAt: booking.inserted_at,
    ...(collect ? { paymentCollect: collect } : {}),
    ...(paymentType ? { paymentType } : {}),
    ...(commission === undefined ? {} : { otaCommissionCents: commission }),
  };
}
