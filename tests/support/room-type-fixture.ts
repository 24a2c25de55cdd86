import type { RoomType } from '@hostel/shared/api/room-type-schemas';

/** A room type as the list call answers it, for unit tests of the web's views: Dorm 6, 2 rooms of 6 beds, 20 USD. */
export function roomType(overrides: Partial<RoomType> = {}): RoomType {
  return {
    _id: 'rt1',
    property_id: 'p1',
    description: 'Dorm 6',
    type: 'dorm',
    gender: 'mixed',
    max_occupancy: 6,
    inventory: 2,
    base_rate: 20,
    currency: 'USD',
    products: [],
    units_version: 0,
    rates_and_availability: [],
    ...overrides,
  };
}
