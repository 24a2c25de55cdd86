import type { MessageId } from '@hostel/shared/i18n/message';
import type { BookingPage, Offer } from '@hostel/shared/api/booking-page-schemas';
import { addDays, daysBetween } from '@hostel/shared/domain/dates';
import { fromCents } from '@hostel/shared/domain/money';
import { currencyOfCountry } from '@hostel/shared/domain/country-currency';
import { nightView } from '@hostel/shared/domain/night-availability';
import { capacityOf } from '@hostel/shared/domain/room-units';
import { shortNights } from '@hostel/shared/domain/stay-availability';
import { stayNights, unitsNeeded } from '@hostel/shared/domain/stay-price';
import { bookingPages, type BookingPageRecord } from '../data/booking-page-repository';
import type { NightItem } from '../data/night-inventory-repository';
import { properties, type PropertyRecord } from '../data/property-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { InvalidFields, Missing } from '../domain-errors';
import { todayAt } from '../property/property-of';

// What a guest sees on the booking page: its facts, and for dates and guests the room types free for
// the whole stay with the stay's price, from rates and overrides exactly as the desk's rates page reads them.

export const NO_SUCH_PAGE = 'validation.bookingPageDoesNot' satisfies MessageId;

export interface OpenPage {
  tenant: TenantId;
  slug: string;
  settings: BookingPageRecord;
  property: PropertyRecord;
}

/** The page at this address, if it exists and is on. A page that is off answers as one that never existed. */
export async function openPage(slug: string): Promise<OpenPage> {
  const resolved = await bookingPages.resolve(slug.toLowerCase());
  if (!resolved) throw new Missing(NO_SUCH_PAGE);
  const [settings, property] = await Promise.all([bookingPages.get(resolved.tenant), properties.get(resolved.tenant)]);
  if (!settings?.enabled || !property) throw new Missing(NO_SUCH_PAGE);
  return { ...resolved, settings, property };
}

export const soldTypes = (settings: BookingPageRecord, types: RoomTypeRecord[]) =>
  types.filter((type) => settings.roomTypeIds.includes(type.id));

const addressOf = (property: PropertyRecord) => ({
  street: property.street ?? '',
  city: property.city ?? '',
  postal_code: property.postalCode ?? '',
  country_code: property.countryCode ?? '',
});

export function pageView(page: OpenPage, types: RoomTypeRecord[]): BookingPage {
  const { settings, property } = page;
  return {
    slug: page.slug,
    property_name: property.name,
    address: addressOf(property),
    contact_info: { phone_number: property.phoneNumber ?? '', email: property.email ?? '' },
    currency: property.currency ?? currencyOfCountry(property.countryCode),
    today: todayAt(property),
    check_in_time: settings.checkInTime,
    check_out_time: settings.checkOutTime,
    house_rules: settings.houseRules ?? '',
    free_cancellation_days: settings.freeCancellationDays,
    min_nights: settings.minNights,
    max_nights: settings.maxNights,
    max_days_ahead: settings.maxDaysAhead,
    room_types: soldTypes(settings, types).map((type) => ({
      _id: type.id,
      description: type.description,
      type: type.kind,
      gender: type.gender,
      max_occupancy: type.maxOccupancy,
    })),
  };
}

export { addressOf };

/** The page's rules for a stay: from today, within the days ahead, between the minimum and maximum nights. */
export function checkStayRules(page: OpenPage, checkIn: string, checkOut: string): void {
  const { settings } = page;
  const today = todayAt(page.property);
  const nights = daysBetween(checkIn, checkOut);
  const fail = (msg: string, path: string) => {
    throw new InvalidFields([{ msg, path }]);
  };
  if (checkIn < today) fail('Check-in cannot be in the past', 'check_in');
  if (daysBetween(today, checkIn) > settings.maxDaysAhead)
    fail(
      `Bookings open at most ${settings.maxDaysAhead} days ahead: choose a check-in up to ${addDays(today, settings.maxDaysAhead)}`,
      'check_in',
    );
  if (nights < settings.minNights)
    fail(`The shortest stay is ${settings.minNights} ${settings.minNights === 1 ? 'night' : 'nights'}`, 'check_out');
  if (nights > settings.maxNights)
    fail(`The longest stay is ${settings.maxNights} ${settings.maxNights === 1 ? 'night' : 'nights'}`, 'check_out');
}

const capacity = (type: RoomTypeRecord) => capacityOf({ kind: type.kind, maxOccupancy: type.maxOccupancy, inventory: type.inventory });

/** Whether a type could ever take this many guests in one booking: a dorm's beds, one private room. */
export function fitsGuests(type: RoomTypeRecord, guests: number): boolean {
  return type.kind === 'dorm' ? guests <= type.maxOccupancy * type.inventory : guests <= type.maxOccupancy;
}

/** The stay's price in cents: each night's rate (a range's, else the base) per bed for a dorm, per room for a private type. */
export function stayPriceCents(
  type: RoomTypeRecord,
  nightOf: (date: string) => NightItem | undefined,
  dates: string[],
  guests: number,
): number {
  const perUnit = dates.reduce((sum, date) => sum + nightView(capacity(type), type.baseRateCents, nightOf(date)).rateCents, 0);
  return perUnit * unitsNeeded(type.kind, guests);
}

/** The sold types free every night of the stay, with its price; `nights` is the one read of the window. */
export function offersFor(types: RoomTypeRecord[], nights: NightItem[], checkIn: string, checkOut: string, guests: number): Offer[] {
  const byKey = new Map(nights.map((night) => [`${night.roomTypeId}#${night.date}`, night]));
  const dates = stayNights(checkIn, checkOut);
  return types
    .filter((type) => fitsGuests(type, guests))
    .filter((type) => {
      const nightOf = (date: string) => byKey.get(`${type.id}#${date}`);
      return shortNights(dates, capacity(type), unitsNeeded(type.kind, guests), nightOf).length === 0;
    })
    .map((type) => ({
      room_type_id: type.id,
      description: type.description,
      type: type.kind,
      female_only: type.gender === 'female',
      max_occupancy: type.maxOccupancy,
      units: unitsNeeded(type.kind, guests),
      total_price: fromCents(stayPriceCents(type, (date) => byKey.get(`${type.id}#${date}`), dates, guests)),
      currency: type.currency,
    }))
    .sort((a, b) => a.total_price - b.total_price || a.description.localeCompare(b.description));
}
