import { randomUUID } from 'node:crypto';
import { addDays } from '../../shared/src/domain/dates';
import { ApiUser, solvedCaptcha, uniqueEmail } from './api';
import { DORM, hostel, PRIVATE, roomType } from './front-desk';

// A hostel whose booking page is on, and a guest's calls to it (each guest its own visitor and address).

export function uniqueSlug(prefix = 'hostel'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

export function settingsBody(roomTypeIds: string[], overrides: Record<string, unknown> = {}) {
  return {
    enabled: true,
    slug: uniqueSlug(),
    room_type_ids: roomTypeIds,
    min_nights: 1,
    max_nights: 14,
    max_days_ahead: 365,
    check_in_time: '14:00',
    check_out_time: '11:00',
    house_rules: 'No smoking. Quiet after 23:00.',
    free_cancellation_days: 2,
    arrives_as: 'confirmed',
    notify_staff: true,
    staff_email: uniqueEmail('staff'),
    ...overrides,
  };
}

/** A hostel with a 6-bed dorm and a 3-room private type, both sold on its page. */
export async function hostelWithPage(overrides: Record<string, unknown> = {}) {
  const base = await hostel();
  const dorm = await roomType(base.user, DORM);
  const double = await roomType(base.user, PRIVATE);
  const saved = await base.user.call('PUT', '/properties/booking-page', settingsBody([dorm._id, double._id], overrides));
  if (saved.status !== 200) throw new Error(`booking page: ${saved.status} ${JSON.stringify(saved.body)}`);
  const capacities = { [dorm._id]: { capacity: 6, kind: 'dorm' as const }, [double._id]: { capacity: 3, kind: 'private' as const } };
  return { ...base, dorm, double, capacities, settings: saved.body, slug: saved.body.slug as string };
}

export function guestDetails(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Lena',
    last_name: 'Fischer',
    email: uniqueEmail('lena'),
    phone: '+49 30 1234567',
    country_code: 'DE',
    arrival_time: '18:30',
    note: 'Arriving by bus',
    ...overrides,
  };
}

export function stayRequest(roomTypeId: string, checkIn: string, nights: number, guests = 1) {
  return { room_type_id: roomTypeId, check_in: checkIn, check_out: addDays(checkIn, nights), guests };
}

/** A guest books on the page as the page does: a solved captcha and one Idempotency-Key per submission. */
export async function bookOnPage(
  slug: string,
  body: Record<string, unknown>,
  { visitor = new ApiUser(), key = randomUUID() }: { visitor?: ApiUser; key?: string } = {},
) {
  const captcha_token = await solvedCaptcha(visitor);
  return visitor.call('POST', `/booking-page/${slug}/reservations`, { ...body, captcha_token }, { 'idempotency-key': key });
}
