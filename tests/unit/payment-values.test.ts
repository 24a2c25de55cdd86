import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../shared/src/api/reservation-schemas';
import { deskPayments, paidIn, refundDefaults } from '../../web/src/features/reservations/detail/payment-values';

// The payment dialog's refund starts from the desk's own money: what an OTA collected is the OTA's to refund.

const paid = (method: string, amount: number, currency = 'ARS') => ({
  _id: `${method}${amount}`,
  amount,
  method,
  currency,
  amount_paid: amount,
  exchange_rate: null,
  recorded_by: 'u',
  shift_id: null,
  date: '2026-12-01',
  note: '',
  recorded_At: '2026-12-01T00:00:00.000Z',
});
const stay = (payments: ReturnType<typeof paid>[]) => ({ currency: 'ARS', payments }) as unknown as Reservation;

describe("the desk's payments beside an OTA's", () => {
  it('leaves the OTA out of what a refund may give back and of its defaults', () => {
    const reservation = stay([paid('card', 1000), paid('ota', 50000)]);
    expect(deskPayments(reservation).map((payment) => payment.method)).toEqual(['card']);
    expect(paidIn(reservation, 'ARS')).toBe(1000);
    expect(refundDefaults(reservation)).toEqual({ method: 'card', currency: 'ARS' });
  });

  it('starts a refund in cash when only the OTA was paid', () => {
    const reservation = stay([paid('ota', 50000)]);
    expect(paidIn(reservation, 'ARS')).toBe(0);
    expect(refundDefaults(reservation)).toEqual({ method: 'cash', currency: 'ARS' });
  });
});
