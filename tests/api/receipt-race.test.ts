import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { book, frontDesk, stay } from '../support/front-desk';
import { configureFunctions } from '../support/in-process';

// A receipt is the folio as it stands when the receipt is stored: a charge written between the receipt's read
// of the reservation and its write makes the write fail (it holds the reservation's `updatedAt` as read), and the
// receipt is decided again with the charge. The race is made certain here: issueReceipt runs in this process, and
// the charge is added through the stack just after the receipt read the reservation (at its read of the guest).

beforeAll(() => {
  configureFunctions();
});

describe('a receipt printed while the folio changes', () => {
  it('lists the charge written between its read and its write, never the folio as it was before', async () => {
    const desk = await frontDesk();
    const booked = await book(desk.user, stay(desk.ana._id, desk.dorm._id, desk.today, 2, 1, { total_price: 100 }));
    const paid = await desk.user.call(
      'POST',
      `/reservations/payments/${booked._id}`,
      { amount: 10, method: 'card' },
      { 'idempotency-key': randomUUID() },
    );
    expect(paid.status).toBe(201);
    const { issueReceipt } = await import('../../functions/src/reservations/receipts');
    const { guests } = await import('../../functions/src/data/guest-repository');
    const { trustedTenant } = await import('../../functions/src/data/tenant');
    const read = guests.get.bind(guests);
    let charged = 0;
    const spy = vi.spyOn(guests, 'get').mockImplementation(async (tenant, id) => {
      if (charged === 0) {
        charged += 1;
        const charge = await desk.user.call('POST', `/reservations/charges/${booked._id}`, {
          kind: 'adjustment',
          amount: 5,
          reason: 'Towel',
        });
        expect(charge.status).toBe(201);
      }
      return read(tenant, id);
    });
    try {
      const receipt = await issueReceipt(trustedTenant(desk.pid), booked._id, paid.body.payments[0]._id, 'en');
      expect(receipt).toMatchObject({ folio_total: 105, paid_total: 10, balance: 95 });
      expect(receipt.lines.map((line) => line.description)).toContain('Towel');
      // Read twice: the first write found the reservation changed.
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
    // The stored receipt is the one answered, and printing it again answers the same.
    const again = await desk.user.call('POST', `/reservations/receipts/${booked._id}/${paid.body.payments[0]._id}`);
    expect(again).toMatchObject({ status: 200, body: { folio_total: 105, balance: 95 } });
  });
});
