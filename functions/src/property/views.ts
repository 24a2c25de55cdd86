import type { ResponseOf } from '@hostel/shared/api/route-table';
import type { RatePlan, RoomType } from '@hostel/shared/api/room-type-schemas';
import { datesFrom } from '@hostel/shared/domain/dates';
import { currencyOfCountry } from '@hostel/shared/domain/country-currency';
import { fromCents } from '@hostel/shared/domain/money';
import { nightView } from '@hostel/shared/domain/night-availability';
import { bedLabel, capacityOf, roomName } from '@hostel/shared/domain/room-units';
import { storedRestrictions, type RestrictionFields } from '@hostel/shared/domain/stay-restrictions';
import type { NightItem } from '../data/night-inventory-repository';
import type { PropertyRecord } from '../data/property-repository';
import type { RatePlanRecord } from '../data/rate-plan-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';

// Records → the spec's entities (§3): `_id`, snake_case, dates yyyy-MM-dd, money with two decimals.

export function propertyView(property: PropertyRecord): ResponseOf<'getProperty'> {
  return {
    _id: property.id,
    property_name: property.name,
    time_zone: property.timeZone,
    currency: property.currency ?? currencyOfCountry(property.countryCode),
    address: {
      street: property.street ?? '',
      city: property.city ?? '',
      postal_code: property.postalCode ?? '',
      country_code: property.countryCode ?? '',
    },
    contact_info: { phone_number: property.phoneNumber ?? '', email: property.email ?? '' },
  };
}

/** The restrictions (not in the spec) in the answers' words, each only where set: without them an answer is the spec's. */
function restrictionFieldsView(fields: RestrictionFields) {
  const set = storedRestrictions(fields);
  return {
    ...(set.minStay !== undefined ? { min_stay: set.minStay } : {}),
    ...(set.closedToArrival ? { closed_to_arrival: true } : {}),
    ...(set.closedToDeparture ? { closed_to_departure: true } : {}),
    ...(set.stopSell ? { stop_sell: true } : {}),
  };
}

/** `capacity`: the room type's, which a range that set no availability reports (spec §4). */
export function ratePlanView(plan: RatePlanRecord, capacity: number): RatePlan {
  return {
    _id: plan.id,
    room_type_id: plan.roomTypeId,
    start_date: plan.startDate,
    end_date: plan.endDate,
    custom_rate: fromCents(plan.rateCents),
    custom_availability: plan.availability ?? capacity,
    created_At: plan.createdAt,
    ...restrictionFieldsView(plan),
  };
}

const capacity = (type: RoomTypeRecord) => capacityOf({ kind: type.kind, maxOccupancy: type.maxOccupancy, inventory: type.inventory });

export function roomTypeView(type: RoomTypeRecord, plans: RatePlanRecord[]): RoomType {
  return {
    _id: type.id,
    property_id: type.propertyId,
    description: type.description,
    type: type.kind,
    gender: type.gender,
    max_occupancy: type.maxOccupancy,
    inventory: type.inventory,
    base_rate: fromCents(type.baseRateCents),
    currency: type.currency,
    products: type.rooms.map((room) => ({
      room_id: room.roomId,
      room_name: roomName(type.description, room.number, room.name),
      beds: room.bedIds,
      bed_names: room.bedIds.map((id, index) => bedLabel(index, room.bedNames?.[id])),
    })),
    units_version: type.unitsVersion ?? 0,
    rates_and_availability: plans.filter((plan) => plan.roomTypeId === type.id).map((plan) => ratePlanView(plan, capacity(type))),
  };
}

/** Each room type's nights of the window, from the one Query over it. */
export function ratesView(
  window: { from: string; to: string },
  today: string,
  types: RoomTypeRecord[],
  nights: NightItem[],
): ResponseOf<'getRatesAndAvailability'> {
  const dates = datesFrom(window.from, window.to);
  const byKey = new Map(nights.map((night) => [`${night.roomTypeId}#${night.date}`, night]));
  return {
    from: window.from,
    to: window.to,
    today,
    room_types: types.map((type) => {
      const units = capacity(type);
      return {
        _id: type.id,
        description: type.description,
        type: type.kind,
        gender: type.gender,
        base_rate: fromCents(type.baseRateCents),
        currency: type.currency,
        capacity: units,
        nights: dates.map((date) => {
          const item = byKey.get(`${type.id}#${date}`);
          const night = nightView(units, type.baseRateCents, item);
          return {
            date,
            capacity: night.capacity,
            sold: night.sold,
            availability: night.availability,
            rate: fromCents(night.rateCents),
            custom_rate: night.customRate,
            status: night.status,
            ...(item ? restrictionFieldsView(item) : {}),
          };
        }),
      };
    }),
  };
}

export { capacity as roomTypeCapacity };
