import { changePasswordBody } from '@hostel/shared/api/account-schemas';
import { bookingSourceOf, createReservationBody } from '@hostel/shared/api/reservation-schemas';
import { describe, expect, it } from 'vitest';
import { ratePlanView } from '../../functions/src/property/views';
import { activeRatePlans, availabilityText } from '../../web/src/features/property/rate-plans-view';
import { sourceLabel, sourceToSend } from '../../web/src/features/reservations/reservation-view';
import { roomType } from '../support/room-type-fixture';
import { renderSchemaMessage as english } from '../../shared/src/i18n/render-message';

// What the spec's original client sends and reads, as the shared schemas and the web's views take it.

describe('booking sources in any case', () => {
  it('names the canonical source of any spelling, and labels it the same', () => {
    expect(['hostelWorld.com', 'HOSTELWORLD.COM', 'hostelworld.com'].map(bookingSourceOf)).toEqual(Array(3).fill('hostelworld.com'));
    expect(bookingSourceOf('Booking.com')).toBe('booking.com');
    expect(bookingSourceOf(' direct')).toBeUndefined();
    expect(sourceLabel('hostelWorld.com')).toBe('Hostelworld.com');
    expect(sourceLabel('DIRECT')).toBe('Direct');
  });

  it("has the web's details form send an unchanged source back as another client spelled it", () => {
    expect(sourceToSend('hostelworld.com', 'hostelWorld.com')).toBe('hostelWorld.com');
    expect(sourceToSend('booking.com', 'hostelWorld.com')).toBe('booking.com');
    expect(sourceToSend('direct', 'direct')).toBe('direct');
  });

  it('keeps the spelling in the parsed body and words a wrong or missing one', () => {
    const body = {
      guest_id: 'g1',
      room_type_id: 'rt1',
      check_in: '2026-12-01',
      check_out: '2026-12-03',
      number_of_guest: '2',
      total_price: '80.00',
      currency: 'USD',
    };
    expect(createReservationBody.parse({ ...body, booking_source: 'hostelWorld.com' }).booking_source).toBe('hostelWorld.com');
    expect(createReservationBody.parse(body).booking_source).toBe('direct');
    expect(english(createReservationBody.safeParse({ ...body, booking_source: 3 }).error?.issues[0]?.message ?? '')).toBe(
      'Booking source must be one of booking.com, hostelworld.com, direct',
    );
  });
});

describe('the change-password repeat under either name', () => {
  const base = { currentPassword: 'old', newPassword: 'Another-Strong-42-Pass!' };
  const problems = (value: unknown) =>
    changePasswordBody.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), english(issue.message)]);

  it('takes confirmPassword or repeatNewPassword, and both when they agree', () => {
    expect(problems({ ...base, confirmPassword: base.newPassword })).toBeUndefined();
    expect(problems({ ...base, repeatNewPassword: base.newPassword })).toBeUndefined();
    expect(problems({ ...base, confirmPassword: base.newPassword, repeatNewPassword: base.newPassword })).toBeUndefined();
  });

  it("answers the spec's mismatch for the one that differs, and asks for a repeat when none is sent", () => {
    expect(problems({ ...base, confirmPassword: base.newPassword, repeatNewPassword: 'other' })).toEqual([
      ['repeatNewPassword', "Passwords doesn't match"],
    ]);
    expect(problems(base)).toEqual([['confirmPassword', 'Repeat the new password']]);
  });
});

describe('"Active rate plans" and a range that set only a rate', () => {
  const dorm = roomType({
    rates_and_availability: [
      {
        _id: 'a',
        room_type_id: 'rt1',
        start_date: '2026-12-01',
        end_date: '2026-12-02',
        custom_rate: 30,
        custom_availability: 12,
        created_At: '2026-11-20T00:00:00Z',
      },
    ],
  });

  it("answers the type's capacity for a range that set none, records from before that rule included", () => {
    const record = {
      id: 'a',
      roomTypeId: 'rt1',
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      rateCents: 3000,
      createdAt: '2026-11-20T00:00:00Z',
    };
    expect(ratePlanView({ ...record, availability: null }, 12).custom_availability).toBe(12);
    expect(ratePlanView({ ...record, availability: 4 }, 12).custom_availability).toBe(4);
  });

  it('names an availability only where it differs from the capacity', () => {
    const [entry] = activeRatePlans([dorm], '2026-11-24');
    expect(entry!.roomType.capacity).toBe(12);
    expect(availabilityText(entry!.plans[0]!.plan, entry!.roomType.capacity)).toBe('');
    expect(availabilityText({ custom_availability: 4 }, 12)).toBe(' · 4 for sale');
    expect(availabilityText({ custom_availability: 0 }, 3)).toBe(' · 0 for sale');
  });
});
