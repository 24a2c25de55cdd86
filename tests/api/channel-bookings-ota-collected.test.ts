import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import type { ApiUser } from '../support/api';
import { channexStandIn } from '../support/channex-stand-in';
import { channexHostel, syncUntilAcknowledged } from '../support/channex-hostel';
import { expectInvariant } from '../support/front-desk';

// A booking the OTA collected the money for (Channex's `payment_collect: ota`) lands paid to the OTA, so the desk's
// balance is only what the OTA did not collect; a change of its price moves that payment, a cancel gives it back
// (the OTA refunds the guest, not the desk); a booking the property collects owes its whole price, as before.

async function connectedHostel() {
  const hostel = await channexHostel('Hostel del Puerto');
  return { ...hostel, room: { roomTypeId: hostel.cxDorm.id, ratePlanId: hostel.cxDorm.ratePlans[0]!.id, adults: 1 } };
}
const syncNow = syncUntilAcknowledged;

const stay = async (user: ApiUser, id: string) => (await user.call('GET', `/reservations/find-by-id/${id}`)).body;

describe('bookings the OTA collected the money for', () => {
  it('land paid to the OTA: the desk owes only what the OTA did not collect, a change moves it, a cancel gives it back', async () => {
    const { user, pid, channex, room, capacities, today } = await connectedHostel();
    const arrival = addDays(today, 12);
    const made = await channexStandIn.addRevision({
      propertyId: channex.propertyId,
      status: 'new',
      otaName: 'Airbnb',
      otaReservationCode: 'HMX4TQ',
      paymentCollect: 'ota',
      paymentType: 'credit_card',
      otaCommission: '7.50',
      rooms: [{ ...room, checkIn: arrival, checkOut: addDays(arrival, 2), nightly: '25.00' }],
    });
    await syncNow(user, channex.apiKey, 1);
    const [booked] = (await expectInvariant(pid, capacities)).live;
    const landed = await stay(user, booked!.id);
    expect(landed).toMatchObject({
      total_price: 50,
      booking_source: 'channel:airbnb',
      payment_status: 'paid',
      paid_total: 50,
      balance_due: 0,
      ota_commission: 7.5,
      payments: [{ method: 'ota', amount: 50, currency: 'USD', note: 'airbnb HMX4TQ', shift_id: null }],
    });

    // What the OTA did not collect (a charge at the desk) is all the guest owes.
    const late = await user.call('POST', `/reservations/charges/${booked!.id}`, {
      kind: 'adjustment',
      amount: 12,
      reason: 'Late checkout',
    });
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    expect(await stay(user, booked!.id)).toMatchObject({ balance_due: 12, payment_status: 'partial' });

    // The desk can neither record the OTA's method nor give back money it never took, nor issue a receipt for it.
    const pay = (body: Record<string, unknown>) =>
      user.call('POST', `/reservations/payments/${booked!.id}`, body, { 'idempotency-key': randomUUID() });
    expect(await pay({ amount: 12, method: 'ota' })).toMatchObject({
      status: 400,
      body: [{ path: 'method', msg: 'Method must be one of cash, card, transfer, mercado_pago, other' }],
    });
    expect(await pay({ amount: -20, method: 'card' })).toMatchObject({ status: 409 });
    const receipt = await user.call('POST', `/reservations/receipts/${booked!.id}/${landed.payments[0]._id}`);
    expect(receipt).toMatchObject({
      status: 409,
      body: { msg: "The OTA collected this payment: the guest's receipt is the OTA's to give" },
    });

    await channexStandIn.addRevision({
      propertyId: channex.propertyId,
      status: 'modified',
      bookingId: made.bookingId,
      otaName: 'Airbnb',
      paymentCollect: 'ota',
      otaCommission: '9.00',
      rooms: [{ ...room, checkIn: arrival, checkOut: addDays(arrival, 2), nightly: '30.00' }],
    });
    await syncNow(user, channex.apiKey, 2);
    const moved = await stay(user, booked!.id);
    expect(moved).toMatchObject({ total_price: 60, paid_total: 60, balance_due: 12, ota_commission: 9 });
    expect(moved.payments.map((payment: { method: string; amount: number }) => [payment.method, payment.amount])).toEqual([
      ['ota', 50],
      ['ota', 10],
    ]);

    await channexStandIn.addRevision({
      propertyId: channex.propertyId,
      status: 'cancelled',
      bookingId: made.bookingId,
      otaName: 'Airbnb',
      paymentCollect: 'ota',
      rooms: [{ ...room, checkIn: arrival, checkOut: addDays(arrival, 2), nightly: '30.00' }],
    });
    await syncNow(user, channex.apiKey, 3);
    const canceled = await stay(user, booked!.id);
    expect(canceled).toMatchObject({ reservation_status: 'canceled', paid_total: 0, balance_due: 0, payment_status: 'refunded' });
    expect(canceled.payments.at(-1)).toMatchObject({ method: 'ota', amount: -60 });
    expect((await expectInvariant(pid, capacities)).live).toEqual([]);
  });

  it('a booking the property collects owes its whole price, as before', async () => {
    const { user, pid, channex, room, capacities, today } = await connectedHostel();
    const arrival = addDays(today, 14);
    await channexStandIn.addRevision({
      propertyId: channex.propertyId,
      status: 'new',
      otaName: 'Hostelworld',
      paymentCollect: 'property',
      rooms: [{ ...room, checkIn: arrival, checkOut: addDays(arrival, 2), nightly: '22.50' }],
    });
    // Not said (null): the property collects, as Channex's docs say it usually means.
    await channexStandIn.addRevision({
      propertyId: channex.propertyId,
      status: 'new',
      otaName: 'Booking.com',
      paymentCollect: null,
      rooms: [{ ...room, checkIn: arrival, checkOut: addDays(arrival, 1), nightly: '20.00' }],
    });
    await syncNow(user, channex.apiKey, 2);
    const live = (await expectInvariant(pid, capacities)).live;
    const views = await Promise.all(live.map((each) => stay(user, each.id)));
    expect(views.map((view) => [view.total_price, view.balance_due, view.paid_total, view.payment_status, view.payments]).sort()).toEqual([
      [20, 20, 0, 'pending', []],
      [45, 45, 0, 'pending', []],
    ]);
    expect(views.every((view) => view.ota_commission === undefined)).toBe(true);
  });
});
