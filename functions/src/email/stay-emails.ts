import type { GuestStay } from '@hostel/shared/api/booking-page-schemas';
import type { Language } from '@hostel/shared/domain/languages';
import { config } from '../config';
import type { Mail } from './mailer';
import { mailWords, type MailWords } from './mail-words';

// The booking page's mails: to the guest (the stay, its price, the hostel's address and the private link
// to see and cancel it) and to the staff, each in its recipient's language. Plain text and simple HTML;
// their words are in catalogs/.

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const link = (path: string) => `${config().appOrigins[0]}${path}`;

function addressLine(stay: GuestStay): string {
  const { street, postal_code: postal, city, country_code: country } = stay.address;
  return [street, [postal, city].filter(Boolean).join(' '), country].filter(Boolean).join(', ');
}

const STATUS_WORDS = { confirmed: 'statusConfirmed', provisional: 'statusProvisional' } as const;

function statusWord(words: MailWords, status: string): string {
  return status in STATUS_WORDS ? words.t(STATUS_WORDS[status as keyof typeof STATUS_WORDS]) : status;
}

function facts(words: MailWords, stay: GuestStay, withAddress = true): string[] {
  const { t, date } = words;
  const guests = t(stay.guests === 1 ? 'stayGuestsOne' : 'stayGuestsOther', { count: stay.guests });
  return [
    `${stay.room_type}, ${guests}`,
    t('stayTimes', {
      checkIn: date(stay.check_in),
      checkInTime: stay.check_in_time,
      checkOut: date(stay.check_out),
      checkOutTime: stay.check_out_time,
    }),
    ...moneyLines(words, stay),
    ...(withAddress && addressLine(stay) ? [t('stayAddress', { address: addressLine(stay) })] : []),
  ];
}

/** The nights, the tourist tax and the total to pay, the same figures as the page showed; the total alone without a tax. */
function moneyLines(words: MailWords, stay: GuestStay): string[] {
  const { t, money } = words;
  const total = t('stayTotal', { total: money(stay.total_to_pay, stay.currency) });
  const tax = stay.tourist_tax;
  if (!tax) return [total];
  const count = (value: number) => new Intl.NumberFormat(words.language).format(value);
  return [
    t('stayNightsPrice', { total: money(stay.total_price, stay.currency) }),
    t('stayTax', {
      rate: money(tax.per_guest_night, stay.currency),
      guests: t(tax.guests === 1 ? 'stayGuestsOne' : 'stayGuestsOther', { count: count(tax.guests) }),
      nights: t(tax.nights === 1 ? 'stayNightsOne' : 'stayNightsOther', { count: count(tax.nights) }),
      amount: money(tax.amount, stay.currency),
    }),
    total,
  ];
}

/** What the mailer knows of the stay beyond its view: the greeting (greeting-name.ts) and, for the staff, what the guest typed. */
export interface StayMailFacts {
  greeting?: string;
  note?: string;
  arrivalTime?: string;
  email?: string;
  phone?: string;
}

/** The hostel's public contact as lines of a guest mail; none when the hostel set none. */
function contactLines(words: MailWords, stay: GuestStay): string[] {
  const { email, phone_number: phone, whatsapp_url: whatsapp } = stay.contact_info;
  if (!email && !phone && !whatsapp) return [];
  const { t } = words;
  return [
    t('contactHeading', { property: stay.property_name }),
    ...(email ? [t('contactEmail', { email })] : []),
    ...(phone ? [t('contactPhone', { phone })] : []),
    ...(whatsapp ? [t('contactWhatsapp', { url: whatsapp })] : []),
  ];
}

const hello = (words: MailWords, facts: StayMailFacts) =>
  facts.greeting ? words.t('stayHello', { name: facts.greeting }) : words.t('stayHelloNoName');

/** A mail to the guest: its replies go to the hostel's public email, never to the app's sender. */
function guestMail(base: Mail, stay: GuestStay): Mail {
  return stay.contact_info.email ? { ...base, replyTo: stay.contact_info.email } : base;
}

function mail(language: Language, to: string, subject: string, lines: string[], action?: { label: string; href: string }): Mail {
  const text = `${lines.join('\n')}\n${action ? `\n${action.label}: ${action.href}\n` : ''}`;
  const paragraphs = lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#52606d;word-break:break-all">${escapeHtml(action.href)}</p>`
    : '';
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;padding:24px;background:#f4f5f7;font-family:system-ui,sans-serif;color:#1f2933"><div style="max-width:520px;margin:auto;background:#fff;border-radius:8px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>${paragraphs}${button}</div></body></html>`;
  return { to, subject, text, html };
}

/** A held stay's mail asks the guest to confirm it by the link, saying how long is left when it leaves. */
function heldGuestEmail(to: string, stay: GuestStay, language: Language, extra: StayMailFacts, now: Date): Mail {
  const words = mailWords(language);
  const { t } = words;
  const property = stay.property_name;
  const minutes = Math.max(1, Math.ceil((Date.parse(stay.held_until) - now.getTime()) / 60_000));
  return guestMail(
    mail(
      language,
      to,
      t('stayHeldSubject', { property }),
      [
        hello(words, extra),
        minutes === 1 ? t('stayHeldLastMinute', { property }) : t('stayHeld', { property, minutes: String(minutes) }),
        ...facts(words, stay),
        ...contactLines(words, stay),
      ],
      { label: t('stayConfirmLink'), href: link(stay.manage_path) },
    ),
    stay,
  );
}

export function stayBookedGuestEmail(
  to: string,
  stay: GuestStay,
  language: Language = 'en',
  extra: StayMailFacts = {},
  now = new Date(),
): Mail {
  // Held: the mail asks the guest to confirm (past its end the stay page says so).
  if (stay.held_until) return heldGuestEmail(to, stay, language, extra, now);
  const words = mailWords(language);
  const { t } = words;
  const property = stay.property_name;
  const confirmed = stay.reservation_status === 'confirmed';
  const policy = stay.free_cancellation_until
    ? t('stayCancelUntil', { date: words.date(stay.free_cancellation_until) })
    : t('stayContactHostel');
  return guestMail(
    mail(
      language,
      to,
      t(confirmed ? 'stayBookedSubject' : 'stayRequestSubject', { property }),
      [
        hello(words, extra),
        t(confirmed ? 'stayConfirmed' : 'stayPending', { property }),
        ...facts(words, stay),
        policy,
        ...contactLines(words, stay),
      ],
      { label: t('stayManage'), href: link(stay.manage_path) },
    ),
    stay,
  );
}

export function stayBookedStaffEmail(to: string, stay: GuestStay, language: Language = 'en', extra: StayMailFacts = {}): Mail {
  const words = mailWords(language);
  const { t } = words;
  const guest = stay.guest_name;
  // What the guest typed, for the desk only (the hostel's own address): never in a mail to the guest.
  const typed = [
    ...(extra.email ? [t('staffGuestEmail', { email: extra.email })] : []),
    ...(extra.phone ? [t('staffGuestPhone', { phone: extra.phone })] : []),
    ...(extra.arrivalTime ? [t('staffArrivalTime', { time: extra.arrivalTime })] : []),
    ...(extra.note ? [t('staffGuestNote', { note: extra.note })] : []),
  ];
  return mail(language, to, t('staffBookedSubject', { guest }), [
    t('staffBooked', { guest, status: statusWord(words, stay.reservation_status) }),
    ...facts(words, stay, false),
    ...typed,
    t('staffOnCalendar'),
  ]);
}

export function stayCanceledGuestEmail(to: string, stay: GuestStay, language: Language = 'en', extra: StayMailFacts = {}): Mail {
  const words = mailWords(language);
  const { t, date } = words;
  const property = stay.property_name;
  return guestMail(
    mail(language, to, t('stayCanceledSubject', { property }), [
      hello(words, extra),
      t('stayCanceled', { property, checkIn: date(stay.check_in), checkOut: date(stay.check_out) }),
      ...contactLines(words, stay),
    ]),
    stay,
  );
}

/** The desk's own words to the guest: the staff's text as plain lines (escaped in HTML), with the stay and the contact. */
export function guestMessageEmail(
  to: string,
  stay: GuestStay,
  message: string,
  language: Language = 'en',
  extra: StayMailFacts = {},
): Mail {
  const words = mailWords(language);
  const { t, date } = words;
  const property = stay.property_name;
  const lines = message.split(/\r?\n/).map((line) => line.trimEnd());
  return guestMail(
    mail(language, to, t('guestMessageSubject', { property }), [
      hello(words, extra),
      ...lines.filter((line, index) => line !== '' || lines[index - 1] !== ''),
      t('guestMessageAbout', { checkIn: date(stay.check_in), checkOut: date(stay.check_out), roomType: stay.room_type }),
      ...contactLines(words, stay),
    ]),
    stay,
  );
}

export function stayCanceledStaffEmail(to: string, stay: GuestStay, language: Language = 'en'): Mail {
  const { t, date } = mailWords(language);
  const guest = stay.guest_name;
  return mail(language, to, t('staffCanceledSubject', { guest }), [
    t('staffCanceled', { guest, checkIn: date(stay.check_in), checkOut: date(stay.check_out), roomType: stay.room_type }),
    t('staffNightsFree'),
  ]);
}
