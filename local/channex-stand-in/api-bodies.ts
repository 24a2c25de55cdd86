import type { StandInProperty, StandInRatePlan, StandInRevision, StandInRoomType } from './stand-in-state';

// The documented bodies of Channex's answers (JSON:API-like resources, the `errors` envelope), built from
// the stand-in's records. The contract tests check each against channex-shapes.ts.

export const errors = {
  unauthorized: { errors: { code: 'unauthorized', title: 'Unauthorized' } },
  forbidden: { errors: { code: 'forbidden', title: 'Forbidden' } },
  notFound: { errors: { code: 'resource_not_found', title: 'Resource Not Found' } },
  tooManyRequests: { errors: { code: 'http_too_many_requests', title: 'Too Many Requests' } },
  serverError: { errors: { code: 'internal_server_error', title: 'Internal Server Error' } },
  validation: (details: Record<string, string[]>) => ({ errors: { code: 'validation_error', title: 'Validation Error', details } }),
};

export const propertyBody = (property: StandInProperty) => ({
  id: property.id,
  type: 'property',
  attributes: { id: property.id, title: property.title, currency: property.currency, property_type: 'hostel' },
});

export const roomTypeBody = (type: StandInRoomType) => ({
  id: type.id,
  type: 'room_type',
  attributes: {
    id: type.id,
    title: type.title,
    count_of_rooms: type.countOfRooms,
    room_kind: type.kind,
    occ_adults: type.occAdults,
    occ_children: 0,
    occ_infants: 0,
    default_occupancy: Math.min(type.occAdults, 2),
  },
  relationships: { property: { data: { type: 'property', id: type.propertyId } } },
});

export const ratePlanBody = (plan: StandInRatePlan) => ({
  id: plan.id,
  type: 'rate_plan',
  attributes: {
    id: plan.id,
    title: plan.title,
    currency: plan.currency,
    sell_mode: plan.sellMode,
    rate_mode: 'manual',
    options: [{ occupancy: 1, is_primary: true, rate: '0.00' }],
  },
  relationships: {
    property: { data: { type: 'property', id: plan.propertyId } },
    room_type: { data: { type: 'room_type', id: plan.roomTypeId } },
  },
});

export const revisionBody = (revision: StandInRevision) => {
  const arrivals = revision.rooms.map((room) => room.checkin_date).sort();
  const departures = revision.rooms.map((room) => room.checkout_date).sort();
  return {
    id: revision.id,
    type: 'booking_revision',
    attributes: {
      id: revision.id,
      booking_id: revision.bookingId,
      property_id: revision.propertyId,
      status: revision.status,
      ota_name: revision.otaName,
      ota_reservation_code: revision.otaReservationCode,
      unique_id: `${revision.otaCode}-${revision.otaReservationCode}`,
      system_id: revision.id,
      currency: revision.currency,
      amount: revision.amount,
      arrival_date: arrivals[0],
      departure_date: departures[departures.length - 1],
      customer: revision.customer,
      rooms: revision.rooms,
      services: [],
      notes: revision.notes,
      payment_collect: revision.paymentCollect,
      payment_type: revision.paymentType,
      ...(revision.otaCommission === null ? {} : { ota_commission: revision.otaCommission }),
      inserted_at: revision.insertedAt,
    },
  };
};

/** A list's page and its meta, as Channex's lists answer (`pagination[page]`, `pagination[limit]`). */
export function page<T>(
  items: T[],
  query: URLSearchParams,
  defaultLimit = 10,
): { data: T[]; meta: { page: number; limit: number; total: number } } {
  const asked = (name: string, fallback: number) => {
    const value = Number(query.get(name));
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  const limit = Math.min(100, asked('pagination[limit]', defaultLimit));
  const number = asked('pagination[page]', 1);
  return { data: items.slice((number - 1) * limit, number * limit), meta: { page: number, limit, total: items.length } };
}
