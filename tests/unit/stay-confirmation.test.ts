import { describe, expect, it } from 'vitest';
import type { GuestRecord } from '../../functions/src/data/guest-repository';
import type { ReservationRecord } from '../../functions/src/data/reservation-repository';
import { confirmationRecipient, NO_EMAIL, NOT_BOOKED } from '../../functions/src/reservations/stay-confirmation';
import { MESSAGES_EN } from '../../shared/src/i18n/messages-en';

const stay = (fields: Partial<ReservationRecord>) => ({ status: 'confirmed', guestId: 'g1', ...fields }) as ReservationRecord;
const guest = (fields: Partial<GuestRecord>) => ({ id: 'g1', firstName: 'Ana', lastName: 'López', ...fields }) as GuestRecord;

describe("the desk's resend of a stay's confirmation", () => {
  it('goes to the address the guest booked with on the page, else to the guest record', () => {
    expect(confirmationRecipient(stay({ guestEmail: 'page@example.com' }), guest({ email: 'record@example.com' }))).toBe(
      'page@example.com',
    );
    expect(confirmationRecipient(stay({}), guest({ email: 'record@example.com' }))).toBe('record@example.com');
    expect(confirmationRecipient(stay({ status: 'provisional' }), guest({ email: 'record@example.com' }))).toBe('record@example.com');
  });

  it('is refused for a stay that is not booked, and for a guest without an address (none, or erased)', () => {
    expect(() => confirmationRecipient(stay({ status: 'canceled' }), guest({ email: 'a@example.com' }))).toThrow(MESSAGES_EN[NOT_BOOKED]);
    expect(() => confirmationRecipient(stay({ status: 'no_show' }), guest({ email: 'a@example.com' }))).toThrow(MESSAGES_EN[NOT_BOOKED]);
    expect(() => confirmationRecipient(stay({}), guest({}))).toThrow(MESSAGES_EN[NO_EMAIL]);
    expect(() => confirmationRecipient(stay({}), undefined)).toThrow(MESSAGES_EN[NO_EMAIL]);
    expect(() => confirmationRecipient(stay({ guestErased: true }), guest({ email: 'a@example.com' }))).toThrow(MESSAGES_EN[NO_EMAIL]);
    expect(() => confirmationRecipient(stay({}), guest({ erased: true, email: 'a@example.com' }))).toThrow(MESSAGES_EN[NO_EMAIL]);
  });
});
