import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import type { ApiUser } from '../support/api';
import { channexStandIn } from '../support/channex-stand-in';
import { channexHostel, syncUntilAcknowledged } from '../support/channex-hostel';
import { expectInvariant } from '../support/front-desk';
import { partition } from '../support/table';

// A modification that changes only who collects a booking's money, or the OTA's commission, with its rooms as they
// were: each stay's `ota` payment and commission share follow the latest revision, through the Channex stand-in, and
// the history says a payment (or the commission), never a change of dates. A revision that says it again writes nothing.

async function connectedHostel() {
  const hostel = await channexHostel('Hostel de la Costa');
  return { ...hostel, room: { roomTypeId: hostel.cxDorm.id, ratePlanId: hostel.cxDorm.ratePlans[0]!.id, adults: 1 } };
}

const stay = async (user: ApiUser, id: string) => (await user.call('GET', `/reservations/find-by-id/${id}`)).body;
const history = async (user: ApiUser, id: string) => (await user.call('GET', `/reservations/history/${id}`)).body.entries;
const stored = async (pid: string, id: string) => (await partition(pid, `RES#${id}`)).find((item) => item.sk === `RES#${id}`)!;
const amounts = (view: { payments: { method: string; amount: number }[] }) => view.payments.map((each) => [each.method, each.amount]);

describe('a change of who collects, or of the commission, alone', () => {
  it('pays the stay to the OTA, and back to the desk, with its dates untouched; said again, nothing is written', async () => {
    const { user, pid, channex, room, capacities, today } = await connectedHostel();
    const arrival = addDays(today, 16);
    const rooms = [{ ...room, checkIn: arrival, checkOut: addDays(arrival, 2), nightly: '25.00' }];
    const revise = (paymentCollect: 'ota' | 'property') =>
      channexStandIn.addRevision({
        propertyId: channex.propertyId,
        status: 'modified',
        bookingId: made.bookingId,
        otaName: 'BookingCom',
        paymentCollect,
        otaCommission: '7.50',
        rooms,
      });
    const made = await channexStandIn.addRevision({
      propertyId: channex.propertyId,
      status: 'new',
      otaName: 'BookingCom',
      paymentCollect: 'property',
      otaCommission: '7.50',
      rooms,
    });
    await syncUntilAcknowledged(user, channex.apiKey, 1);
    const [booked] = (await expectInvariant(pid, capacities)).live;
    const id = booked!.id;
    expect(await stay(user, id)).toMatchObject({ paid_total: 0, balance_due: 50, payment_status: 'pending', payments: [] });

    // The OTA collects now; the room is as it was.
    await revise('ota');
    await syncUntilAcknowledged(user, channex.apiKey, 2);
    const paid = await stay(user, id);
    expect(paid).toMatchObject({
      check_in: arrival,
      check_out: addDays(arrival, 2),
      total_price: 50,
      paid_total: 50,
      balance_due: 0,
      payment_status: 'paid',
      ota_commission: 7.5,
    });
    expect(amounts(paid)).toEqual([['ota', 50]]);
    const item = await stored(pid, id);
    expect(item).toMatchObject({ paidCents: 5000, paymentStatus: 'paid', otaCommissionCents: 750, beds: booked!.beds });
    const [link] = await partition(pid, `CHANNELSTAY#${made.bookingId}#`);
    expect(link).toMatchObject({ reservationId: id, collect: { by: 'ota', commissionCents: 750 } });
    const entries = await history(user, id);
    expect(entries[0]).toMatchObject({
      action: 'payment',
      changes: expect.arrayContaining([{ field: 'paid_total', before: 0, after: 50 }]),
    });
    expect(entries[0].changes.map((change: { field: string }) => change.field)).not.toContain('check_in');
    expect(entries.some((entry: { action: string }) => entry.action === 'dates')).toBe(false);

    // Said again by a later revision: nothing of the stay, its history or its link is written.
    await revise('ota');
    await syncUntilAcknowledged(user, channex.apiKey, 3);
    expect(await stored(pid, id)).toEqual(item);
    expect(await history(user, id)).toHaveLength(entries.length);
    expect(await partition(pid, `CHANNELSTAY#${made.bookingId}#`)).toEqual([link]);

    // Back to the property: the OTA's payment is given back and the whole price is owed at the desk again.
    await revise('property');
    await syncUntilAcknowledged(user, channex.apiKey, 4);
    const owed = await stay(user, id);
    expect(owed).toMatchObject({ check_in: arrival, paid_total: 0, balance_due: 50, payment_status: 'pending', ota_commission: 7.5 });
    expect(amounts(owed)).toEqual([
      ['ota', 50],
      ['ota', -50],
    ]);
    expect(await stored(pid, id)).toMatchObject({ paidCents: 0, paymentStatus: 'pending', updatedAt: owed.updated_At });
    expect((await history(user, id))[0]).toMatchObject({ action: 'payment' });
    await expectInvariant(pid, capacities);
  });

  it("gives both rooms of a booking their share of the new commission when one room's price changes, adding up to it; 0 stays 0", async () => {
    const { user, pid, channex, room, capacities, today } = await connectedHostel();
    const arrival = addDays(today, 18);
    const nights = (nightly: string) => ({ ...room, checkIn: arrival, checkOut: addDays(arrival, 2), nightly });
    const revision = (status: 'new' | 'modified', otaCommission: string, second: string, bookingId?: string) =>
      channexStandIn.addRevision({
        propertyId: channex.propertyId,
        status,
        ...(bookingId ? { bookingId } : {}),
        otaName: 'Airbnb',
        paymentCollect: 'ota',
        otaCommission,
        rooms: [nights('20.00'), nights(second)],
      });
    const made = await revision('new', '8.00', '20.00');
    await syncUntilAcknowledged(user, channex.apiKey, 1);
    const shares = async () => {
      const links = await partition(pid, `CHANNELSTAY#${made.bookingId}#`);
      const items = await Promise.all(links.map((link) => stored(pid, link.reservationId)));
      const views = await Promise.all(links.map((link) => stay(user, link.reservationId)));
      return { items, views, links };
    };
    expect((await shares()).views.map((view) => [view.total_price, view.ota_commission, view.balance_due])).toEqual([
      [40, 4, 0],
      [40, 4, 0],
    ]);

    // The second room now costs 80 of 120: the commission of 9 splits 3 / 6, the first room's share changing though it did not.
    await revision('modified', '9.00', '40.00', made.bookingId);
    await syncUntilAcknowledged(user, channex.apiKey, 2);
    const after = await shares();
    expect(after.views.map((view) => [view.total_price, view.ota_commission, view.paid_total, view.balance_due])).toEqual([
      [40, 3, 40, 0],
      [80, 6, 80, 0],
    ]);
    expect(after.items.map((item) => item.otaCommissionCents)).toEqual([300, 600]);
    expect(after.items.reduce((sum, item) => sum + item.otaCommissionCents, 0)).toBe(900);
    expect(after.links.map((link) => link.collect)).toEqual([
      { by: 'ota', commissionCents: 300 },
      { by: 'ota', commissionCents: 600 },
    ]);
    // The first room was written for its share alone: no new payment, its dates as they were.
    expect(amounts(after.views[0]!)).toEqual([['ota', 40]]);
    expect((await history(user, after.views[0]!._id))[0]).toMatchObject({
      action: 'ota_commission',
      changes: [{ field: 'ota_commission', before: 4, after: 3 }],
    });

    // No commission at all: each stay shows 0, not none.
    await revision('modified', '0.00', '40.00', made.bookingId);
    await syncUntilAcknowledged(user, channex.apiKey, 3);
    const none = await shares();
    expect(none.views.map((view) => view.ota_commission)).toEqual([0, 0]);
    expect(none.items.map((item) => item.otaCommissionCents)).toEqual([0, 0]);
    await expectInvariant(pid, capacities);
  });
});
