import { todayIn } from '../../shared/src/domain/dates';
import { signedInOwner } from './api';
import { guest, roomType } from './front-desk';
import { cents, plusDays, type TypeInfo } from './report-ledger';

// The peso hostel the reconciliation runs on: three room types in pesos (a dorm with dearer nights from the day
// after tomorrow, odd cents included), one in dollars, guests from home and abroad, a tourist tax for guests from
// abroad, two extras and an open cash drawer.

export async function reconcileDesk() {
  const { user } = await signedInOwner();
  const expectOk = (what: string, response: { status: number; body: unknown }) => {
    if (response.status >= 300) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as any;
  };
  expectOk(
    'property',
    await user.call('PUT', '/properties/update', { propertyName: 'Hostel del Sur', countryCode: 'AR', currency: 'ARS' }),
  );
  const tax = { enabled: true, amount: 1500, applies_to: 'abroad' };
  expectOk('tax', await user.call('PUT', '/properties/tourist-tax/update', tax));
  const today = todayIn('UTC');
  const ars = { type: 'dorm', inventory: 1, currency: 'ARS' };
  const dorm = await roomType(user, { ...ars, description: 'Dorm 8', max_occupancy: 8, base_rate: 25_000 });
  const small = await roomType(user, { ...ars, description: 'Dorm 6', max_occupancy: 6, base_rate: 22_500.5 });
  const double = await roomType(user, {
    ...ars,
    description: 'Double',
    type: 'private',
    max_occupancy: 2,
    inventory: 3,
    base_rate: 61_000,
  });
  const dollars = await roomType(user, {
    description: 'Dorm 4',
    type: 'dorm',
    max_occupancy: 4,
    inventory: 1,
    base_rate: 20,
    currency: 'USD',
  });
  // Dearer nights in Dorm 8 from the day after tomorrow, with odd cents: a stay across them has unequal nights.
  const range = { start_date: plusDays(today, 2), end_date: plusDays(today, 9), custom_rate: 31_999.99 };
  expectOk('rates', await user.call('POST', `/rates-and-availability/create/${dorm._id}`, range));
  const guests = [];
  for (const [firstName, nationality] of [
    ['Ana', 'AR'],
    ['Bruno', 'BR'],
    ['Chloe', 'US'],
    ['Dieter', 'DE'],
    ['Elena', 'AR'],
  ] as const)
    guests.push(await guest(user, { firstName, lastName: 'Paz', nationality }));
  const extras = [
    expectOk(
      'extra',
      await user.call('POST', '/properties/extras/create', { name: 'Breakfast', price: 3500.5, charged: 'per_guest_night' }),
    ),
    expectOk('extra', await user.call('POST', '/properties/extras/create', { name: 'Towel', price: 1000, charged: 'per_stay' })),
  ];
  const counts = (ars: number, usd: number) => ({
    counts: [
      { currency: 'ARS', amount: ars },
      { currency: 'USD', amount: usd },
    ],
  });
  // A float large enough that cash refunds of card payments never count the drawer below zero.
  expectOk('open shift', await user.call('POST', '/cash-drawer/open', counts(10_000_000, 5000)));
  const types = new Map<string, TypeInfo & { id: string; currency: string; rate: (date: string) => number }>();
  for (const type of [dorm, small, double, dollars]) {
    const custom = (date: string) => type === dorm && date >= range.start_date && date <= range.end_date;
    types.set(type._id, {
      id: type._id,
      kind: type.type,
      maxOccupancy: type.max_occupancy,
      currency: type.currency,
      rate: (date) => cents(custom(date) ? range.custom_rate : type.base_rate),
    });
  }
  return { user, today, types, guests, extras, counts };
}
