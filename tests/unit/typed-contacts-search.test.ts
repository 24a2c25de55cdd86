import { describe, expect, it } from 'vitest';
import { matchesTypedContacts } from '../../functions/src/reservations/reservation-search';

// The reservations search finds a booking-page stay by the email or phone its guest typed (kept on the reservation).

const stay = { guestEmail: 'lena.fischer@example.com', guestPhone: '+49 30 1234567' };

describe('finding a stay by what was typed on the booking page', () => {
  it('finds it by the beginning of the email, in any case', () => {
    expect(matchesTypedContacts('lena.fischer@example.com', stay)).toBe(true);
    expect(matchesTypedContacts('LENA.FISCHER@', stay)).toBe(true);
    expect(matchesTypedContacts('lena.fi', stay)).toBe(true);
    expect(matchesTypedContacts('fischer@example.com', stay)).toBe(false);
  });

  it("finds it by the phone's digits, from any group on, however they are spaced", () => {
    expect(matchesTypedContacts('+49 30 123', stay)).toBe(true);
    expect(matchesTypedContacts('4930-1234567', stay)).toBe(true);
    expect(matchesTypedContacts('30 1234567', stay)).toBe(true);
    expect(matchesTypedContacts('1234567', stay)).toBe(true);
    expect(matchesTypedContacts('234567', stay)).toBe(false);
  });

  it('finds nothing on a desk stay, which has neither', () => {
    expect(matchesTypedContacts('lena', {})).toBe(false);
    expect(matchesTypedContacts('4930', {})).toBe(false);
  });
});
