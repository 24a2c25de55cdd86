import { guestPaysTax, type TaxLine, taxLine, totalToPay } from '@hostel/shared/domain/tourist-tax';

// What the booking page tells a guest they pay at the hostel for an offer: the nights, the tourist tax when
// they pay it, and the total. The same shared arithmetic as the booking the server keeps, so the figures match.

export interface OfferTax extends TaxLine {
  applies_to: 'everyone' | 'abroad';
}

/**
 * The tax line and total for a guest from `guestCountry` ('' while not known, which pays, as the booking does);
 * `tax` undefined when the page charges none. Only from abroad: none for a guest of the hostel's country.
 */
export function pageTotal(
  offer: { total_price: number; tourist_tax?: OfferTax | undefined },
  hostelCountry: string,
  guestCountry: string,
): { tax?: TaxLine; total: number } {
  const rule = offer.tourist_tax;
  if (!rule || !guestPaysTax(rule.applies_to, hostelCountry, guestCountry)) return { total: offer.total_price };
  const tax = taxLine(rule.per_guest_night, rule.guests, rule.nights);
  return { tax, total: totalToPay(offer.total_price, tax.amount) };
}
