import { money, priceRows } from './book-page-common';
import { h } from './book-page-dom';
import { locale, text } from './book-page-language';
import { type OfferTax, pageTotal } from './book-page-tax';

// What an offer costs the guest, with the tourist tax when the hostel charges it (booking-page.md, "The tourist tax").

interface Priced {
  total_price: number;
  currency: string;
  tourist_tax?: OfferTax | undefined;
}

/** A country's name in the page's language ("Argentina"), else its code. */
const countryName = (code: string) => new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' }).of(code) ?? code;

/**
 * An offer's price. Taxed for everyone: the nights, the tax line and the total to pay. Taxed only for guests
 * from abroad, whose country the page learns on the details step: the nights' total and the rate.
 */
export function offerPrice(hostelCountry: string, nights: number, offer: Priced): HTMLElement {
  const tax = offer.tourist_tax;
  if (tax?.applies_to === 'everyone') {
    const { tax: line, total } = pageTotal(offer, hostelCountry, '');
    return h('dl', { class: 'sums' }, ...priceRows(offer.currency, offer.total_price, line, total));
  }
  return h(
    'div',
    {},
    h('p', { class: 'price' }, h('strong', {}, money(offer.total_price, offer.currency)), ` ${text('forNights', { count: nights })}`),
    tax && h('p', {}, text('taxAbroad', { rate: money(tax.per_guest_night, offer.currency), country: countryName(hostelCountry) })),
  );
}

/**
 * The details step's sums, exact once the guest's country is typed: what the booking will keep (pageTotal
 * decides as the server does). Only from abroad: says that the hostel's own country pays none.
 */
export function taxedSums(hostelCountry: string, offer: Priced, country: HTMLInputElement): HTMLElement {
  const sums = h('dl', { class: 'facts', 'aria-live': 'polite' });
  const show = () => {
    const { tax, total } = pageTotal(offer, hostelCountry, country.value);
    const abroad = offer.tourist_tax?.applies_to === 'abroad';
    const note = !tax ? 'taxLocal' : !country.value.trim() ? 'taxAskCountry' : undefined;
    sums.replaceChildren(
      ...priceRows(offer.currency, offer.total_price, tax, total),
      ...(abroad && note ? [h('dd', {}, text(note, { country: countryName(hostelCountry) }))] : []),
    );
  };
  show();
  country.addEventListener('input', show);
  return sums;
}
