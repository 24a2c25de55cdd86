import { day, type Message, message, type MessageId } from '@hostel/shared/i18n/message';
import type { BookingPage, Offer } from '@hostel/shared/api/booking-page-schemas';
import { ERROR_CODES } from '@hostel/shared/api/error-codes';
import { addDays, daysBetween } from '@hostel/shared/domain/dates';
import { fromCents } from '@hostel/shared/domain/money';
import { currencyOfCountry } from '@hostel/shared/domain/country-currency';
import { capacityOf } from '@hostel/shared/domain/room-units';
import { shortNights } from '@hostel/shared/domain/stay-availability';
import { stayNights, unitsNeeded } from '@hostel/shared/domain/stay-price';
import { restrictionBreaks, restrictionsFor } from '@hostel/shared/domain/stay-restrictions';
import { bookingPages, type BookingPageRecord } from '../data/booking-page-repository';
import type { NightItem } from '../data/night-inventory-repository';
import { properties, type PropertyRecord } from '../data/property-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { InvalidFields, Missing } from '../domain-errors';
import { todayAt } from '../property/property-of';
import { publicContactOf } from './booking-page-settings';
import { stayPriceCents } from './stay-pricing';
import { fitsGuests } from './stay-rules';
import { offerTaxLine, type TaxRule } from './tourist-tax';

// What a guest sees on the booking page: its facts, and for dates and guests the room types free for
// the whole stay with the stay's price, from rates and overrides exactly as the desk's rates page reads them.

export const NO_SUCH_PAGE = 'validation.bookingPageDoesNot' satisfies MessageId;
export const PAGE_NOT_AVAILABLE = 'validation.hostelBookingPageNotAvailable' satisfies MessageId;

export interface OpenPage {
  tenant: TenantId;
  slug: string;
  settings: BookingPageRecord;
  property: PropertyRecord;
}

/** The page at this address, if it exists and is on. A page that is off answers as one that never existed. */
export async function openPage(slug: string): Promise<OpenPage> {
  return openResolved(await resolvePage(slug));
}

/** The hostel whose page is at this address (on or off): a booking reads the rest beside its own reads. */
export async function resolvePage(slug: string): Promise<{ tenant: TenantId; slug: string }> {
  const resolved = await bookingPages.resolve(slug.toLowerCase());
  if (!resolved) throw new Missing(NO_SUCH_PAGE);
  return resolved;
}

/** The resolved page, if it is on. */
export async function openResolved(resolved: { tenant: TenantId; slug: string }): Promise<OpenPage> {
  const [settings, property] = await Promise.all([bookingPages.get(resolved.tenant), properties.get(resolved.tenant)]);
  return pageOf(resolved, settings, property);
}

/** The page as read (its settings and property), if it is on. */
export function pageOf(
  resolved: { tenant: TenantId; slug: string },
  settings: BookingPageRecord | undefined,
  property: PropertyRecord | undefined,
): OpenPage {
  if (!settings?.enabled || !property) throw new Missing(NO_SUCH_PAGE);
  // A property its admin deleted is closed, and may be restored: its page is not gone, only unavailable.
  if (property.closedAt) throw new Missing(PAGE_NOT_AVAILABLE).withCode(ERROR_CODES.bookingPageClosed);
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
    contact_info: publicContactOf(settings),
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
  const fail = (msg: Message, path: string) => {
    throw new InvalidFields([{ msg, path }]);
  };
  const nightsWord = (count: number) => message(count === 1 ? 'word.night' : 'word.nights');
  if (checkIn < today) fail(message('stay.checkCannotPast'), 'check_in');
  if (daysBetween(today, checkIn) > settings.maxDaysAhead)
    fail(
      message('stay.bookingsOpenMostDays', { days: settings.maxDaysAhead, last: day(addDays(today, settings.maxDaysAhead)) }),
      'check_in',
    );
  if (nights < settings.minNights)
    fail(message('stay.shortestStayCountNights', { count: settings.minNights, nights: nightsWord(settings.minNights) }), 'check_out');
  if (nights > settings.maxNights)
    fail(message('stay.longestStayCountNights', { count: settings.maxNights, nights: nightsWord(settings.maxNights) }), 'check_out');
}

const capacity = (type: RoomTypeRecord) => capacityOf({ kind: type.kind, maxOccupancy: type.maxOccupancy, inventory: type.inventory });

/**
 * What the stay breaks of the type's restrictions (stay-restrictions.ts); `nights` must hold the stay's
 * nights and its departure day (closed to departure), as the page's reads do.
 */
export function pageRestrictionBreaks(type: RoomTypeRecord, nights: NightItem[], checkIn: string, checkOut: string) {
  const own = nights.filter((night) => night.roomTypeId === type.id);
  return restrictionBreaks({ checkIn, checkOut }, restrictionsFor(own, [...stayNights(checkIn, checkOut), checkOut]));
}

/**
 * The sold types free every night of the stay and whose restrictions it keeps (a stop-sell night is sold
 * out), with its price; `nights` is the one read of the window, the departure day included.
 */
export function offersFor(
  types: RoomTypeRecord[],
  nights: NightItem[],
  checkIn: string,
  checkOut: string,
  guests: number,
  taxRule?: TaxRule,
): Offer[] {
  const byKey = new Map(nights.map((night) => [`${night.roomTypeId}#${night.date}`, night]));
  const dates = stayNights(checkIn, checkOut);
  return types
    .filter((type) => fitsGuests(type, guests))
    .filter((type) => pageRestrictionBreaks(type, nights, checkIn, checkOut).length === 0)
    .filter((type) => {
      const nightOf = (date: string) => byKey.get(`${type.id}#${date}`);
      return shortNights(dates, capacity(type), unitsNeeded(type.kind, guests), nightOf).length === 0;
    })
    .map((type) => {
      const tax = offerTaxLine(taxRule, type.currency, guests, dates.length);
      return {
        room_type_id: type.id,
        description: type.description,
        type: type.kind,
        female_only: type.gender === 'female',
        max_occupancy: type.maxOccupancy,
        units: unitsNeeded(type.kind, guests),
        total_price: fromCents(stayPriceCents(type, (date) => byKey.get(`${type.id}#${date}`), dates, guests)),
        currency: type.currency,
        ...(tax ? { tourist_tax: tax } : {}),
      };
    })
    .sort((a, b) => a.total_price - b.total_price || a.description.localeCompare(b.description));
}
