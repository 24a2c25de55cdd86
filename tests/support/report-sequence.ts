import { randomUUID } from 'node:crypto';
import { cents, type Folio, plusDays, type seeded } from './report-ledger';
import type { reconcileDesk } from './report-desk';

// A month of a peso hostel's desk driven through the API by a seeded generator: bookings of dorm beds and
// private rooms (rates' prices and hand prices, a few in dollars), payments and refunds in pesos and dollars
// at several rates, extras, discounts and adjustments, voids, tax exemptions, price and date changes, moves
// of type, cancels, no-shows, reinstates, check-ins and early or late check-outs.

type Rng = ReturnType<typeof seeded>;
const RATES = [1000, 1185.5, 1210.75, 998.25];
const METHODS = ['cash', 'card', 'transfer', 'mercado_pago', 'other'] as const;
const LIVE = ['confirmed', 'provisional'];

type Desk = Awaited<ReturnType<typeof reconcileDesk>>;

/** Runs `steps` random operations from `first` to `last` (nights of every stay inside); returns what was done and the stays booked. */
export async function runSequence(desk: Desk, rng: Rng, first: string, last: string, steps: number) {
  const { user, today, types } = desk;
  const log: string[] = [];
  const ids: string[] = [];
  const allowed = [200, 201, 409];
  const call = async (what: string, method: string, path: string, body?: unknown) => {
    const response = await user.call(method, path, body, { 'idempotency-key': randomUUID() });
    log.push(
      `${what} ${JSON.stringify(body ?? '')} → ${response.status}${response.status === 409 ? ` ${(response.body as any).msg}` : ''}`,
    );
    if (!allowed.includes(response.status)) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`);
    return response;
  };
  const folio = async (id: string): Promise<Folio> => (await user.call('GET', `/reservations/find-by-id/${id}`)).body as Folio;
  const ars = [...types.values()].filter((type) => type.currency === 'ARS');
  const priceOf = (typeId: string, checkIn: string, nights: number, guests: number) => {
    const type = types.get(typeId)!;
    let sum = 0;
    for (let night = 0; night < nights; night += 1) sum += type.rate(plusDays(checkIn, night));
    return (sum * (type.kind === 'dorm' ? guests : 1)) / 100;
  };
  const handPrice = () => rng.int(1_000_000, 30_000_000) / 100;
  const span = Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000);
  const dates = () => {
    const nights = rng.int(1, 7);
    // A third of the stays are in house today, so check-ins and early and late check-outs happen.
    const checkIn = rng.chance(0.35) ? plusDays(today, -rng.int(0, nights - 1)) : plusDays(first, rng.int(0, span - nights + 1));
    return { checkIn, nights };
  };
  const netIn = (stay: Folio, currency: string) =>
    stay.payments.filter((p) => p.currency === currency && p.method !== 'ota').reduce((sum, p) => sum + cents(p.amount_paid), 0);

  // Dollars at a rate on a peso stay; a stay priced in dollars takes them as they are.
  const inDollars = (stay: Folio) => (stay.currency === 'USD' ? {} : { currency: 'USD', exchange_rate: rng.pick(RATES) });

  const book = async () => {
    const dollars = rng.chance(0.12);
    const type = dollars ? [...types.values()].find((t) => t.currency === 'USD')! : rng.pick(ars);
    const { checkIn, nights } = dates();
    const guests = type.kind === 'dorm' ? rng.int(1, 3) : rng.int(1, 2);
    const price = rng.chance(0.6) ? priceOf(type.id, checkIn, nights, guests) : dollars ? rng.int(2000, 20000) / 100 : handPrice();
    const body = {
      guest_id: rng.pick(desk.guests)._id,
      room_type_id: type.id,
      check_in: checkIn,
      check_out: plusDays(checkIn, nights),
      number_of_guest: guests,
      total_price: price,
      currency: type.currency,
      booking_source: rng.pick(['direct', 'direct', 'booking.com', 'hostelworld.com']),
      reservation_status: rng.pick(['confirmed', 'confirmed', 'provisional']),
      payment_status: 'pending',
    };
    const booked = await call('book', 'POST', '/reservations/new', body);
    if (booked.status === 201) ids.push((booked.body as Folio)._id);
  };

  const operations: [number, (stay: Folio) => Promise<unknown>][] = [
    [
      6,
      async (stay) => {
        const due = cents(stay.balance);
        const amount = due > 0 && rng.chance(0.7) ? rng.int(1, due) : rng.int(100, 2_000_000);
        await call('pay', 'POST', `/reservations/payments/${stay._id}`, {
          amount: amount / 100,
          method: rng.pick(METHODS),
          allow_credit: true,
        });
      },
    ],
    [
      3,
      (stay) =>
        call('pay usd', 'POST', `/reservations/payments/${stay._id}`, {
          amount: rng.int(500, 9000) / 100,
          ...inDollars(stay),
          method: rng.pick(['cash', 'card']),
          allow_credit: true,
        }),
    ],
    [
      4,
      async (stay) => {
        const paidIn = ['ARS', 'USD'].filter((currency) => netIn(stay, currency) > 0);
        if (paidIn.length === 0) return;
        const currency = rng.pick(paidIn);
        const net = netIn(stay, currency);
        const amount = rng.chance(0.3) ? net : rng.int(1, net);
        const body = currency === 'USD' ? inDollars(stay) : {};
        await call('refund', 'POST', `/reservations/payments/${stay._id}`, {
          amount: -amount / 100,
          method: rng.pick(['cash', 'transfer']),
          ...body,
        });
      },
    ],
    [3, (stay) => call('extra', 'POST', `/reservations/charges/${stay._id}`, { kind: 'extra', extra_id: rng.pick(desk.extras)._id })],
    [
      2,
      (stay) =>
        call('discount', 'POST', `/reservations/charges/${stay._id}`, {
          kind: 'discount',
          amount: rng.int(1, 500_000) / 100,
          reason: 'Regular',
        }),
    ],
    [
      2,
      (stay) =>
        call('adjustment', 'POST', `/reservations/charges/${stay._id}`, {
          kind: 'adjustment',
          amount: (rng.chance(0.5) ? -1 : 1) * (rng.int(1, 300_000) / 100),
          reason: 'Minibar',
        }),
    ],
    [
      1,
      async (stay) => {
        const charge = (stay as any).charges.length ? rng.pick((stay as any).charges as { _id: string }[]) : undefined;
        if (charge) await call('void', 'PUT', `/reservations/charges/void/${stay._id}/${charge._id}`, { reason: 'Wrong stay' });
      },
    ],
    [
      2,
      async (stay) => {
        if (!stay.tourist_tax) return;
        const body = stay.tourist_tax.exempt_reason ? { exempt: false } : { exempt: true, reason: 'Under 18' };
        await call('exempt', 'PUT', `/reservations/tourist-tax/${stay._id}`, body);
      },
    ],
    [
      2,
      (stay) =>
        call('price', 'PUT', `/reservations/update/${stay._id}`, {
          reservation_status: stay.reservation_status,
          payment_status: (stay as any).payment_status,
          total_price: stay.currency === 'USD' ? rng.int(1000, 30000) / 100 : handPrice(),
          currency: stay.currency,
          booking_source: stay.booking_source,
          special_request: '',
        }),
    ],
    [
      5,
      async (stay) => {
        const { checkIn, nights } = rng.chance(0.5)
          ? dates()
          : { checkIn: stay.check_in, nights: Math.max(1, daysOf(stay) + rng.pick([-2, -1, 1, 2])) };
        const end = plusDays(checkIn, nights) > plusDays(last, 1) ? plusDays(last, 1) : plusDays(checkIn, nights);
        if (end <= checkIn) return;
        const pricing = rng.pick([{}, { keep_price: true }, { total_price: stay.currency === 'USD' ? 45.67 : handPrice() }]);
        await call('dates', 'PUT', `/reservations/update-dates-guest/${stay._id}`, {
          check_in: checkIn,
          check_out: end,
          number_of_guest: stay.number_of_guest,
          ...pricing,
        });
      },
    ],
    [
      2,
      async (stay) => {
        const to = rng.pick(ars.filter((type) => type.id !== stay.room_type_id));
        if (stay.currency !== 'ARS' || (to.kind === 'private' && stay.number_of_guest > 2)) return;
        await call('move', 'PUT', `/reservations/room-type/${stay._id}`, {
          room_type_id: to.id,
          ...(rng.chance(0.5) ? { keep_price: true } : {}),
        });
      },
    ],
    [
      2,
      async (stay) => {
        await call('cancel', 'PUT', `/reservations/status/${stay._id}`, { reservation_status: 'canceled' });
        // Without a fee, everything paid in pesos goes back; with one, the deposit stays.
        const net = netIn(stay, 'ARS');
        if (net > 0 && rng.chance(0.5))
          await call('refund all', 'POST', `/reservations/payments/${stay._id}`, { amount: -net / 100, method: 'transfer' });
      },
    ],
    [1, (stay) => call('no-show', 'PUT', `/reservations/status/${stay._id}`, { reservation_status: 'no_show' })],
    [2, (stay) => call('reinstate', 'PUT', `/reservations/reinstate/${stay._id}`)],
    [
      1,
      (stay) => call('mark paid', 'PUT', `/reservations/payment_status/${stay._id}`, { payment_status: 'paid', method: rng.pick(METHODS) }),
    ],
    [
      3,
      async (stay) => {
        if (!LIVE.includes(stay.reservation_status) || stay.check_in > today || stay.check_out <= today) return;
        await call('check in', 'PUT', `/reservations/check-in/${stay._id}`);
        if (rng.chance(0.6))
          await call('check out', 'PUT', `/reservations/check-out/${stay._id}`, rng.chance(0.3) ? { keep_price: true } : undefined);
      },
    ],
    [
      2,
      async (stay) => {
        // A guest still here after a stay the desk shortened to end before today: the late check-out runs it to today.
        if (!LIVE.includes(stay.reservation_status) || stay.check_in >= plusDays(today, -1) || stay.check_out <= today) return;
        await call('check in', 'PUT', `/reservations/check-in/${stay._id}`);
        const body = { check_in: stay.check_in, check_out: plusDays(today, -1), number_of_guest: stay.number_of_guest };
        const shortened = await call('shorten', 'PUT', `/reservations/update-dates-guest/${stay._id}`, body);
        if (shortened.status === 200)
          await call('late check out', 'PUT', `/reservations/check-out/${stay._id}`, {
            late: true,
            ...(rng.chance(0.3) ? { keep_price: true } : {}),
          });
      },
    ],
  ];
  const weights = operations.reduce((sum, [weight]) => sum + weight, 0);

  for (let step = 0; step < steps; step += 1) {
    if (ids.length < 4 || rng.chance(0.25)) {
      await book();
      continue;
    }
    const id = rng.pick(ids);
    const roll = rng.int(1, weights);
    let reached = 0;
    const [, operation] = operations.find(([weight]) => {
      reached += weight;
      return roll <= reached;
    })!;
    log.push(`on ${id}`);
    await operation(await folio(id));
  }
  return { log, ids };
}

const daysOf = (stay: Folio) => Math.round((Date.parse(stay.check_out) - Date.parse(stay.check_in)) / 86_400_000);
