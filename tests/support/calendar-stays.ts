import type { Reservation } from '../../shared/src/api/reservation-schemas';

/** A reservation as the find call answers it, for the calendar's unit tests. */
export function stay(check_in: string, check_out: string, overrides: Partial<Reservation> = {}): Reservation {
  return {
    _id: `r-${check_in}-${check_out}`,
    guest_id: 'g1',
    guest_info: { full_name: 'Ana García' },
    room_type_id: 't1',
    room_type_info: { description: 'Dorm 6' },
    check_in,
    check_out,
    number_of_guest: 1,
    total_price: 60,
    currency: 'USD',
    booking_source: 'direct',
    reservation_status: 'confirmed',
    payment_status: 'pending',
    special_request: '',
    assigned_beds: [],
    created_At: '2026-11-01T10:00:00.000Z',
    updated_At: '2026-11-01T10:00:00.000Z',
    payments: [],
    paid_total: 0,
    balance_due: 60,
    credit: 0,
    charges: [],
    folio_total: 60,
    balance: 60,
    checked_in: null,
    checked_out: null,
    internal_notes: '',
    guest_note: '',
    arrival_time: '',
    guest_email: '',
    guest_phone: '',
    ...overrides,
  };
}
