import { formatMoney } from '@hostel/shared/domain/money-format';
import type { GuestStay } from '@hostel/shared/api/booking-page-schemas';
import { config } from '../config';
import type { Mail } from './mailer';

// The booking page's mails: to the guest (the stay, its price, the hostel's address and the private link
// to see and cancel it) and to the staff. Plain text and simple HTML; every word of them is here.

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const link = (path: string) => `${config().appOrigins[0]}${path}`;

function addressLine(stay: GuestStay): string {
  const { street, postal_code: postal, city, country_code: country } = stay.address;
  return [street, [postal, city].filter(Boolean).join(' '), country].filter(Boolean).join(', ');
}

function facts(stay: GuestStay): string[] {
  const guests = `${stay.guests} ${stay.guests === 1 ? 'guest' : 'guests'}`;
  return [
    `${stay.room_type}, ${guests}`,
    `Check-in ${stay.check_in} from ${stay.check_in_time}; check-out ${stay.check_out} by ${stay.check_out_time}`,
    `Total: ${formatMoney(stay.total_price, stay.currency)}, paid at the hostel`,
    ...(addressLine(stay) ? [`Address: ${addressLine(stay)}`] : []),
  ];
}

function mail(to: string, subject: string, lines: string[], action?: { label: string; href: string }): Mail {
  const text = `${lines.join('\n')}\n${action ? `\n${action.label}: ${action.href}\n` : ''}`;
  const paragraphs = lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#52606d;word-break:break-all">${escapeHtml(action.href)}</p>`
    : '';
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f4f5f7;font-family:system-ui,sans-serif;color:#1f2933"><div style="max-width:520px;margin:auto;background:#fff;border-radius:8px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>${paragraphs}${button}</div></body></html>`;
  return { to, subject, text, html };
}

export function stayBookedGuestEmail(to: string, stay: GuestStay): Mail {
  const confirmed = stay.reservation_status === 'confirmed';
  const policy = stay.free_cancellation_until
    ? `You can cancel for free until ${stay.free_cancellation_until} with the link below.`
    : 'To change or cancel, please contact the hostel.';
  return mail(
    to,
    confirmed ? `Your stay at ${stay.property_name} is booked` : `Your request for ${stay.property_name} is received`,
    [
      `Hello ${stay.guest_name},`,
      confirmed
        ? `your stay at ${stay.property_name} is confirmed.`
        : `${stay.property_name} has your booking and will confirm it shortly.`,
      ...facts(stay),
      policy,
    ],
    { label: 'See or cancel my stay', href: link(stay.manage_path) },
  );
}

export function stayBookedStaffEmail(to: string, stay: GuestStay): Mail {
  return mail(to, `New booking from your booking page: ${stay.guest_name}`, [
    `${stay.guest_name} booked on the booking page (${stay.reservation_status}).`,
    ...facts(stay).slice(0, 3),
    'It is on the calendar.',
  ]);
}

export function stayCanceledGuestEmail(to: string, stay: GuestStay): Mail {
  return mail(to, `Your stay at ${stay.property_name} is canceled`, [
    `Hello ${stay.guest_name},`,
    `your stay at ${stay.property_name} from ${stay.check_in} to ${stay.check_out} is canceled, free of charge.`,
  ]);
}

export function stayCanceledStaffEmail(to: string, stay: GuestStay): Mail {
  return mail(to, `Booking canceled by the guest: ${stay.guest_name}`, [
    `${stay.guest_name} canceled the stay from ${stay.check_in} to ${stay.check_out} (${stay.room_type}) through the booking page's link.`,
    'Its nights are free again.',
  ]);
}
