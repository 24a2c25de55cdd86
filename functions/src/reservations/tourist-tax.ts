import { currencyOfCountry } from '@hostel/shared/domain/country-currency';
import { daysBetween } from '@hostel/shared/domain/dates';
import { type Currency, fromCents } from '@hostel/shared/domain/money';
import { guestPaysTax, taxCents, taxLine } from '@hostel/shared/domain/tourist-tax';
import type { GuestRecord } from '../data/guest-repository';
import type { PropertyRecord, TouristTaxRecord } from '../data/property-repository';
import type { ReservationRecord, StayTaxRecord } from '../data/reservation-repository';

// The tourist tax, derived: a stay keeps the rate per guest per night it was booked under (or none), and the
// tax is that rate times its guests and nights as they are now, so a change of dates or guests recomputes it
// like the nights, with no write of its own. It sits beside total_price (the nights), inside the folio's total.

type Stay = Pick<ReservationRecord, 'checkIn' | 'checkOut' | 'guests'>;

/** The tourist tax a stay owes: per guest per night, none while off or when the stay is exempt. */
export function touristTaxCents(
  setting: { amountCents: number; enabled: boolean } | undefined,
  stay: Stay,
  exemption?: { reason: string },
): number {
  if (!setting?.enabled || exemption) return 0;
  return taxCents(setting.amountCents, stay.guests, daysBetween(stay.checkIn, stay.checkOut));
}

/** The tax of a stay as it is now: its booked rate × guests × nights; 0 without one or while exempt. */
export function stayTaxCents(record: Stay & Pick<ReservationRecord, 'touristTax'>): number {
  const tax = record.touristTax;
  return tax ? touristTaxCents({ amountCents: tax.perGuestNightCents, enabled: true }, record, tax.exempt) : 0;
}

/** A guest's country: the nationality where given, else the address's ('' when neither). */
export const countryOfGuest = (guest: Pick<GuestRecord, 'nationality' | 'countryCode'> | undefined) =>
  (guest?.nationality || guest?.countryCode || '').toUpperCase();

/** What a new stay keeps of the property's tax when booked. */
export interface TaxRule {
  setting: TouristTaxRecord | undefined;
  /** The property's country and currency: "abroad" is another country; a stay in another currency takes none (no exchange rate). */
  country: string;
  currency: Currency;
  /** The country the guest typed on the booking page, which the page priced with: it decides over the stored guest's. */
  guestCountry?: string;
}

/** The rule of the property as read (undefined when it was not found). */
export function taxRuleOf(property: PropertyRecord | undefined): TaxRule | undefined {
  if (!property) return undefined;
  return {
    setting: property.touristTax,
    country: property.countryCode ?? '',
    currency: property.currency ?? currencyOfCountry(property.countryCode),
  };
}

/**
 * The rate a new stay is booked under, or none: off, nothing to charge, a stay in another currency, or (only
 * guests from abroad) a guest known to be from the property's country. A guest whose country is not known pays
 * it: the desk can exempt a stay with a reason, never add a tax it was not booked with.
 */
export function taxOfBooking(
  rule: TaxRule | undefined,
  guest: Pick<GuestRecord, 'nationality' | 'countryCode'> | undefined,
  currency: Currency,
): StayTaxRecord | undefined {
  const setting = rule?.setting;
  if (!rule || !setting?.enabled || setting.amountCents <= 0 || currency !== rule.currency) return undefined;
  if (!guestPaysTax(setting.appliesTo, rule.country, rule.guestCountry || countryOfGuest(guest))) return undefined;
  return { perGuestNightCents: setting.amountCents };
}

/**
 * The tax line an offer of the booking page shows, or none: the rate a guest of unknown country would be booked
 * under (taxOfBooking), × guests × nights, and who pays it. The page shows the same figure the booking keeps.
 */
export function offerTaxLine(rule: TaxRule | undefined, currency: Currency, guests: number, nights: number) {
  const rate = taxOfBooking(rule, undefined, currency);
  if (!rate || !rule?.setting) return undefined;
  // A property without a country has no "abroad": everyone pays, and the page says so.
  return { ...taxLine(fromCents(rate.perGuestNightCents), guests, nights), applies_to: rule.country ? rule.setting.appliesTo : 'everyone' };
}

/** A stay's tax line as its guest reads it (the booking's answer, the stay page, the mails); none when nothing is owed. */
export function guestTaxLine(record: Stay & Pick<ReservationRecord, 'touristTax'>) {
  const cents = stayTaxCents(record);
  if (cents === 0 || !record.touristTax) return undefined;
  return {
    ...taxLine(fromCents(record.touristTax.perGuestNightCents), record.guests, daysBetween(record.checkIn, record.checkOut)),
    amount: fromCents(cents),
  };
}
