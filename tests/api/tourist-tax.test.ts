import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { type ApiUser, signedInMember } from '../support/api';
import { book, frontDesk, guest, stay } from '../support/front-desk';
import { partition } from '../support/table';

// The tourist tax: the property's setting (managers and admins), the tax line a stay is booked with, derived
// from its guests and nights, the desk's exemption with a reason, and the balance that includes it, read
// from the table after concurrent payments.

const setTax = (user: ApiUser, body: Record<string, unknown>) => user.call('PUT', '/properties/tourist-tax/update', body);
const exempt = (user: ApiUser, id: string, body: Record<string, unknown>) => user.call('PUT', `/reservations/tourist-tax/${id}`, body);
const pay = (user: ApiUser, id: string, amount: number) =>
  user.call('POST', `/reservations/payments/${id}`, { amount, method: 'cash' }, { 'idempotency-key': randomUUID() });

async function taxedDesk(appliesTo = 'everyone') {
  const desk = await frontDesk();
  expect((await setTax(desk.user, { enabled: true, amount: '1.50', applies_to: appliesTo })).status).toBe(200);
  return desk;
}

describe('the tourist tax setting', () => {
  it('is off until a manager or an admin sets it; every role reads it; an employee cannot change it', async () => {
    const { user } = await frontDesk();
    expect((await user.call('GET', '/properties/tourist-tax')).body).toEqual({
      enabled: false,
      amount: 0,
      applies_to: 'everyone',
      currency: 'USD',
    });
    const { user: manager } = await signedInMember(user, 'manager');
    expect(await setTax(manager, { enabled: true, amount: 2.5, applies_to: 'abroad' })).toMatchObject({
      status: 200,
      body: { enabled: true, amount: 2.5, applies_to: 'abroad', currency: 'USD' },
    });
    const { user: employee } = await signedInMember(user, 'employee');
    expect((await employee.call('GET', '/properties/tourist-tax')).body).toMatchObject({ enabled: true, amount: 2.5 });
    expect((await setTax(employee, { enabled: false, amount: 0, applies_to: 'everyone' })).status).toBe(403);
  });

  it('refuses a bad amount or scope with a 400 naming each field', async () => {
    const { user } = await frontDesk();
    const bad = await setTax(user, { enabled: 'yes', amount: -1, applies_to: 'locals' });
    expect(bad.status).toBe(400);
    expect(bad.body.map((error: { path: string; msg: string }) => [error.path, error.msg])).toEqual([
      ['enabled', 'Enabled must be true or false'],
      ['amount', 'Amount must be at least 0'],
      ['applies_to', 'Applies to must be one of everyone, abroad'],
    ]);
  });
});

describe("a stay's tourist tax", () => {
  it('is computed per guest per night beside total_price, recomputed after a date change, and exempted with a reason in the history', async () => {
    const { user, ana, dorm, today } = await taxedDesk();
    const reservation = await book(user, stay(ana._id, dorm._id, today, 2, 2, { total_price: 100 }));
    expect(reservation).toMatchObject({
      total_price: 100,
      folio_total: 106,
      balance_due: 106,
      tourist_tax: { per_guest_night: 1.5, guests: 2, nights: 2, amount: 6, exempt_reason: '' },
    });
    const moved = await user.call('PUT', `/reservations/update-dates-guest/${reservation._id}`, {
      check_in: today,
      check_out: addDays(today, 3),
      number_of_guest: 3,
      total_price: 150,
    });
    expect(moved.body).toMatchObject({ total_price: 150, folio_total: 163.5, tourist_tax: { guests: 3, nights: 3, amount: 13.5 } });
    const exempted = await exempt(user, reservation._id, { exempt: true, reason: 'Resident of the city' });
    expect(exempted.body).toMatchObject({
      folio_total: 150,
      balance: 150,
      tourist_tax: { amount: 0, exempt_reason: 'Resident of the city' },
    });
    const history = (await user.call('GET', `/reservations/history/${reservation._id}`)).body.entries;
    expect(history[0]).toMatchObject({
      action: 'tax_exempt',
      changes: expect.arrayContaining([
        { field: 'folio_total', before: 163.5, after: 150 },
        { field: 'tourist_tax_exempt', before: null, after: 'Resident of the city' },
      ]),
    });
    expect((await exempt(user, reservation._id, { exempt: false })).body).toMatchObject({
      folio_total: 163.5,
      tourist_tax: { amount: 13.5 },
    });
  });

  it('only from abroad: a guest of the property country books without it, another with it; a stay without it cannot be exempted', async () => {
    const { user, dorm, today } = await taxedDesk('abroad');
    await user.call('PUT', '/properties/update', { propertyName: 'Hostel del Sur', countryCode: 'AR', currency: 'USD' });
    const local = await guest(user, { firstName: 'Lucía', lastName: 'Paz', nationality: 'AR' });
    const visitor = await guest(user, { firstName: 'João', lastName: 'Silva', nationality: 'BR' });
    const untaxed = await book(user, stay(local._id, dorm._id, today, 2, 1, { total_price: 40 }));
    const taxed = await book(user, stay(visitor._id, dorm._id, today, 2, 1, { total_price: 40 }));
    expect(untaxed.tourist_tax).toBeUndefined();
    expect(untaxed.folio_total).toBe(40);
    expect(taxed.tourist_tax).toMatchObject({ amount: 3 });
    expect(await exempt(user, untaxed._id, { exempt: true, reason: 'Resident' })).toMatchObject({
      status: 409,
      body: { msg: 'This reservation was booked without a tourist tax: there is nothing to exempt' },
    });
    expect((await exempt(user, taxed._id, { exempt: true, reason: '' })).status).toBe(400);
  });

  it('two payments and an exemption at once: the table holds both payments and the balance right to the cent', async () => {
    const { user, pid, ana, dorm, today } = await taxedDesk();
    const reservation = await book(user, stay(ana._id, dorm._id, today, 2, 2, { total_price: 100.1 }));
    const answers = await Promise.all([
      pay(user, reservation._id, 30.05),
      pay(user, reservation._id, 40.1),
      exempt(user, reservation._id, { exempt: true, reason: 'Student exchange' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 200]);
    const [stored] = (await partition(pid, 'RES#')).filter((item) => item.id === reservation._id);
    expect(stored).toMatchObject({ paidCents: 7015, paymentStatus: 'partial', touristTax: { exempt: { reason: 'Student exchange' } } });
    expect(stored!.payments.map((payment: { amountCents: number }) => payment.amountCents).sort()).toEqual([3005, 4010]);
    const read = (await user.call('GET', `/reservations/find-by-id/${reservation._id}`)).body;
    expect(read).toMatchObject({ folio_total: 100.1, paid_total: 70.15, balance: 29.95, balance_due: 29.95 });
  });
});
