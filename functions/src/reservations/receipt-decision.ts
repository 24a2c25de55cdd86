import type { Receipt } from '@hostel/shared/api/folio-schemas';
import { OTA_PAYMENT_METHOD } from '@hostel/shared/api/reservation-schemas';
import type { Language } from '@hostel/shared/domain/languages';
import { fromCents } from '@hostel/shared/domain/money';
import type { GuestRecord } from '../data/guest-repository';
import type { PropertyRecord } from '../data/property-repository';
import type { ReservationRecord } from '../data/reservation-repository';
import { Clash, Missing } from '../domain-errors';
import type { Decision } from './change-runner';
import { balanceCents, folioTotalCents, paidCentsOf } from './payment-status';
import { stayTaxCents } from './tourist-tax';
import { guestFullName } from './views';

// A payment's receipt, decided on what was read: the one already issued, or a new one numbered right after
// the property's last (receipts.ts commits it with the counter's move in one transaction).

export interface ReceiptState {
  reservation: ReservationRecord;
  property: PropertyRecord;
  guest: GuestRecord | undefined;
  /** This payment's receipt, if it was issued before. */
  issued: Receipt | undefined;
  /** The property's last receipt number (0 before the first). */
  last: number;
}

/** One address line from the property's parts that are set. */
const addressOf = (property: PropertyRecord) =>
  [property.street, [property.postalCode, property.city].filter(Boolean).join(' '), property.countryCode].filter(Boolean).join(', ');

/** The tourist tax as a line (guest-nights × the rate), none when the stay owes none. */
function taxLines(reservation: ReservationRecord): Receipt['lines'] {
  const cents = stayTaxCents(reservation);
  if (cents === 0 || !reservation.touristTax) return [];
  const unit = reservation.touristTax.perGuestNightCents;
  return [{ kind: 'tourist_tax', description: '', quantity: cents / unit, unit_price: fromCents(unit), amount: fromCents(cents) }];
}

/**
 * The issued receipt as it was, or the next number's receipt of the folio as it is now, in the guest's language
 * (booked on the booking page), else `fallback`: the desk's, as the property has no language of its own yet.
 */
export function decideReceipt(state: ReceiptState, paymentId: string, fallback: Language, now: Date): Decision<Receipt, Receipt> {
  if (state.issued) return { done: state.issued };
  const { reservation, property, guest } = state;
  const payment = reservation.payments?.find((candidate) => candidate.id === paymentId);
  if (!payment) throw new Missing('stay.paymentNotFound');
  // The OTA took that money and gives the guest its own receipt: the property issues none for it.
  if (payment.method === OTA_PAYMENT_METHOD) throw new Clash('stay.otaPaymentNoReceipt');
  const receipt: Receipt = {
    number: state.last + 1,
    reservation_id: reservation.id,
    payment_id: payment.id,
    issued_At: now.toISOString(),
    date: payment.date,
    language: reservation.guestLanguage ?? fallback,
    currency: reservation.currency,
    issuer: { name: property.name, address: addressOf(property), email: property.email ?? '', phone_number: property.phoneNumber ?? '' },
    customer: { name: guestFullName(reservation), id_number: reservation.guestErased ? '' : (guest?.idNumber ?? '') },
    stay: { check_in: reservation.checkIn, check_out: reservation.checkOut, room_type: reservation.roomTypeName },
    lines: [
      {
        kind: 'nights',
        description: reservation.roomTypeName,
        quantity: 1,
        unit_price: fromCents(reservation.totalCents),
        amount: fromCents(reservation.totalCents),
      },
      ...(reservation.charges ?? []).map((charge) => ({
        kind: charge.kind,
        description: charge.description,
        quantity: charge.quantity,
        unit_price: fromCents(charge.unitCents),
        amount: fromCents(charge.amountCents),
      })),
      ...taxLines(reservation),
    ],
    folio_total: fromCents(folioTotalCents(reservation)),
    paid: fromCents(payment.amountCents),
    ...(payment.currency && payment.foreignCents !== undefined && payment.rate !== undefined
      ? { paid_in: { currency: payment.currency, amount: fromCents(payment.foreignCents), exchange_rate: payment.rate } }
      : {}),
    method: payment.method,
    paid_total: fromCents(paidCentsOf(reservation)),
    balance: fromCents(balanceCents(reservation)),
  };
  return { change: receipt, result: receipt };
}
