import { ERASED_GUEST_NAME, type Guest } from '@hostel/shared/api/guest-schemas';
import type { Charge, VoidedCharge } from '@hostel/shared/api/folio-schemas';
import type { Payment, Reservation } from '@hostel/shared/api/reservation-schemas';
import type { StayTouristTax } from '@hostel/shared/api/tourist-tax-schemas';
import { daysBetween } from '@hostel/shared/domain/dates';
import { type Currency, fromCents } from '@hostel/shared/domain/money';
import { isHeld } from '@hostel/shared/domain/stay-hold';
import type { GuestRecord } from '../data/guest-repository';
import type { ChargeRecord, PaymentRecord, ReservationRecord, VoidedChargeRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import { sourceAsSent } from './booking-source';
import { balanceCents, balanceDueCents, creditCentsOf, folioTotalCents, paidCentsOf } from './payment-status';
import { stayTaxCents } from './tourist-tax';

// Records → the spec's entities (§3): `_id`, snake_case, dates yyyy-MM-dd, money with two decimals.

export function guestView(guest: GuestRecord): Guest {
  return {
    _id: guest.id,
    first_name: guest.firstName ?? '',
    last_name: guest.lastName ?? '',
    id_number: guest.idNumber ?? '',
    contact_info: { email: guest.email ?? '', phone_number: guest.phoneNumber ?? '' },
    address: {
      city: guest.city ?? '',
      street: guest.street ?? '',
      country_code: guest.countryCode ?? '',
      postal_code: guest.postalCode ?? '',
    },
    nationality: guest.nationality ?? '',
    notes: guest.notes ?? '',
    erased: guest.erased === true,
  };
}

export function guestFullName(record: ReservationRecord): string {
  if (record.guestErased) return ERASED_GUEST_NAME;
  return [record.guestFirstName, record.guestLastName].filter(Boolean).join(' ');
}

/** The name of the type the stay is in: the type read, while the stay is still in it (a race may have moved it), else the name the stay keeps. */
export const typeNameOf = (record: ReservationRecord, type: Pick<RoomTypeRecord, 'id' | 'description'> | undefined) =>
  type?.id === record.roomTypeId ? type.description : record.roomTypeName;

/** `typeName` is the room type's current name; a deleted type shows the name it had when booked. */
export function reservationView(record: ReservationRecord, typeName = record.roomTypeName): Reservation {
  return {
    _id: record.id,
    guest_id: record.guestId,
    guest_info: { full_name: guestFullName(record) },
    room_type_id: record.roomTypeId,
    room_type_info: { description: typeName },
    check_in: record.checkIn,
    check_out: record.checkOut,
    number_of_guest: record.guests,
    total_price: fromCents(record.totalCents),
    currency: record.currency,
    booking_source: sourceAsSent(record),
    reservation_status: record.status,
    payment_status: record.paymentStatus,
    special_request: record.specialRequest ?? '',
    assigned_beds: record.beds,
    created_At: record.createdAt,
    updated_At: record.updatedAt,
    payments: (record.payments ?? []).map((payment) => paymentView(payment, record.currency)),
    paid_total: fromCents(paidCentsOf(record)),
    balance_due: fromCents(balanceDueCents(record)),
    credit: fromCents(creditCentsOf(record)),
    charges: (record.charges ?? []).map(chargeView),
    ...(record.voidedCharges?.length ? { voided_charges: record.voidedCharges.map(voidedChargeView) } : {}),
    folio_total: fromCents(folioTotalCents(record)),
    balance: fromCents(balanceCents(record)),
    checked_in: record.checkedIn ? { at: record.checkedIn.at, by_name: record.checkedIn.byName } : null,
    checked_out: record.checkedOut ? { at: record.checkedOut.at, by_name: record.checkedOut.byName } : null,
    internal_notes: record.notes ?? '',
    guest_note: record.guestNote ?? '',
    arrival_time: record.arrivalTime ?? '',
    guest_email: record.guestEmail ?? '',
    guest_phone: record.guestPhone ?? '',
    held_until: isHeld(record) ? record.heldUntil! : '',
    nightly_prices: (record.nightPrices ?? []).map((night) => ({ date: night.date, price: fromCents(night.cents) })),
    ...(record.touristTax ? { tourist_tax: stayTaxView(record) } : {}),
    ...(record.guestLanguage ? { guest_language: record.guestLanguage } : {}),
    ...(record.otaCommissionCents === undefined ? {} : { ota_commission: fromCents(record.otaCommissionCents) }),
  };
}

/** The stay's tax line: its booked rate × guests × nights as they are now. */
export function stayTaxView(record: ReservationRecord): StayTouristTax {
  return {
    per_guest_night: fromCents(record.touristTax?.perGuestNightCents ?? 0),
    guests: record.guests,
    nights: daysBetween(record.checkIn, record.checkOut),
    amount: fromCents(stayTaxCents(record)),
    exempt_reason: record.touristTax?.exempt?.reason ?? '',
  };
}

function paymentView(payment: PaymentRecord, stayCurrency: Currency): Payment {
  return {
    _id: payment.id,
    amount: fromCents(payment.amountCents),
    method: payment.method,
    currency: payment.currency ?? stayCurrency,
    amount_paid: fromCents(payment.foreignCents ?? payment.amountCents),
    exchange_rate: payment.rate ?? null,
    recorded_by: payment.recordedBy,
    shift_id: payment.shiftId ?? null,
    date: payment.date,
    note: payment.note ?? '',
    recorded_At: payment.recordedAt,
  };
}

export function chargeView(charge: ChargeRecord): Charge {
  return {
    _id: charge.id,
    kind: charge.kind,
    description: charge.description,
    extra_id: charge.extraId ?? null,
    quantity: charge.quantity,
    unit_price: fromCents(charge.unitCents),
    amount: fromCents(charge.amountCents),
    added_At: charge.addedAt,
    added_by: charge.addedBy,
  };
}

function voidedChargeView(line: VoidedChargeRecord): VoidedCharge {
  return { ...chargeView(line), voided_At: line.voidedAt, voided_by: line.voidedBy, void_reason: line.voidReason };
}

/** Views of many reservations, with the room types' current names from one list read. */
export function reservationViews(records: ReservationRecord[], types: RoomTypeRecord[]): Reservation[] {
  const names = new Map(types.map((type) => [type.id, type.description]));
  return records.map((record) => reservationView(record, names.get(record.roomTypeId)));
}
