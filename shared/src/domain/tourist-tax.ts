import { fromCents, toCents } from './money';

// The tourist tax's arithmetic, shared by the server (what a stay is booked with) and the booking page (what
// the guest is told before booking), so both say the same figure to the cent (docs/architecture/booking-page.md).

/** Who pays it: every guest, or only guests whose country is not the property's. */
export type TaxPayers = 'everyone' | 'abroad';

/**
 * Whether a guest from `guestCountry` ('' when not known) pays a tax for `payers` at a property in
 * `propertyCountry`. Not known pays: the desk can exempt a stay, never add a tax it was not booked with.
 */
export function guestPaysTax(payers: TaxPayers, propertyCountry: string, guestCountry: string): boolean {
  if (payers !== 'abroad' || propertyCountry === '') return true;
  return guestCountry.trim().toUpperCase() !== propertyCountry.toUpperCase();
}

/** The tax of a stay, in cents: the rate per guest per night × guests × nights. */
export function taxCents(perGuestNightCents: number, guests: number, nights: number): number {
  return perGuestNightCents * guests * nights;
}

/** A tax line as the page's answers carry it (amounts in the currency's units, two decimals). */
export interface TaxLine {
  per_guest_night: number;
  guests: number;
  nights: number;
  amount: number;
}

/** The line of a rate for these guests and nights. */
export function taxLine(perGuestNight: number, guests: number, nights: number): TaxLine {
  return { per_guest_night: perGuestNight, guests, nights, amount: fromCents(taxCents(toCents(perGuestNight), guests, nights)) };
}

/** What the guest pays at the hostel: the nights' price and the tax, added in cents so no sum drifts. */
export function totalToPay(nightsPrice: number, tax: number): number {
  return fromCents(toCents(nightsPrice) + toCents(tax));
}
