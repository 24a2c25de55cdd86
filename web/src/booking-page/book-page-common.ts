import { formatMoney } from '@hostel/shared/domain/money-format';
import type { TaxLine } from '@hostel/shared/domain/tourist-tax';
import { messageOf } from './book-page-api';
import { h } from './book-page-dom';
import { locale, statusText, text } from './book-page-language';

// What both of the booking page's views share: where they render, money and dates in the page's
// language (Intl), a call that never throws, and the facts of a stay.

/** The hostel's public contact, from its page settings ('' when not set). */
export interface Contact {
  email: string;
  phone_number: string;
  whatsapp: string;
  whatsapp_url: string;
}

export interface Stay {
  property_name: string;
  room_type: string;
  check_in: string;
  check_out: string;
  check_in_time: string;
  check_out_time: string;
  guests: number;
  total_price: number;
  currency: string;
  /** The tourist tax the stay is booked with; absent when there is none to pay. */
  tourist_tax?: TaxLine;
  /** The nights and the tax: what the guest pays at the hostel (0 once canceled). */
  total_to_pay: number;
  guest_name: string;
  reservation_status: string;
  free_cancellation_until: string;
  can_cancel: boolean;
  /** A booking held for the guest's confirmation: when it is released ('' when not held). */
  held_until: string;
  can_confirm: boolean;
  hold_expired: boolean;
  manage_path: string;
  contact_info: Contact;
}

export const root = document.getElementById('book')!;
/** As the app and the mails say a price (the currency's own digits, cents kept when a zero-digit one has them). */
export const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
const count = (value: number) => new Intl.NumberFormat(locale).format(value);
export const day = (date: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
/** An instant (a hold's end) in the guest's own time zone. */
export const instant = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function failure(status: number, body: unknown): string {
  return status === 0 ? text('offline') : messageOf(body, text('failed'));
}

export async function safely<T>(work: () => Promise<{ status: number; body: T }>): Promise<{ status: number; body: T | undefined }> {
  try {
    return await work();
  } catch {
    return { status: 0, body: undefined };
  }
}

export function stayFacts(stay: Stay): HTMLElement {
  return h(
    'dl',
    { class: 'facts' },
    h('dt', {}, stay.room_type),
    h('dd', {}, `${day(stay.check_in)} → ${day(stay.check_out)}, ${text('guestCount', { count: stay.guests })}`),
    h('dt', {}, text('times', { checkIn: stay.check_in_time, checkOut: stay.check_out_time })),
    h(
      'dd',
      {},
      stay.can_confirm
        ? text('heldStatus', { time: instant(stay.held_until) })
        : statusText(stay.hold_expired ? 'canceled' : stay.reservation_status),
    ),
    // A canceled stay owes nothing: its old total would read as a debt.
    ...(stay.reservation_status === 'canceled'
      ? [h('dt', {}, text('nothingToPay'))]
      : priceRows(stay.currency, stay.total_price, stay.tourist_tax, stay.total_to_pay)),
  );
}

/** "Tourist tax: $1.50 × 2 guests × 2 nights", money and numbers in the page's language. */
export const taxText = (tax: TaxLine, currency: string) =>
  text('taxLine', {
    rate: money(tax.per_guest_night, currency),
    guests: text('taxGuests', { count: tax.guests, n: count(tax.guests) }),
    nights: text('taxNights', { count: tax.nights, n: count(tax.nights) }),
  });

/** What the guest pays at the hostel, as terms of a list: the nights and the tax when there is one, then the total. */
export function priceRows(currency: string, nights: number, tax: TaxLine | undefined, total: number): HTMLElement[] {
  const row = (term: string, value: Node | string) => [h('dt', {}, term), h('dd', {}, value)];
  return [
    ...(tax ? [...row(text('nightsPrice'), money(nights, currency)), ...row(taxText(tax, currency), money(tax.amount, currency))] : []),
    ...row(text('total'), h('strong', {}, money(total, currency))),
  ];
}

/** How a guest reaches the hostel: its public email, phone and WhatsApp as links; nothing when none is set. */
export function contactBox(contact: Contact | undefined): HTMLElement | false {
  if (!contact || (!contact.email && !contact.phone_number && !contact.whatsapp_url)) return false;
  const item = (child: Node) => h('li', {}, child);
  return h(
    'div',
    { class: 'contact' },
    h('h3', {}, text('contact')),
    h(
      'ul',
      {},
      contact.email && item(h('a', { href: `mailto:${contact.email}` }, text('contactEmail', { email: contact.email }))),
      contact.phone_number &&
        item(
          h('a', { href: `tel:${contact.phone_number.replace(/[^0-9+]/g, '')}` }, text('contactPhone', { phone: contact.phone_number })),
        ),
      contact.whatsapp_url && item(h('a', { href: contact.whatsapp_url, rel: 'noopener', target: '_blank' }, text('contactWhatsapp'))),
    ),
  );
}
