import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { propertyIdOf } from './api';
import { channexStandIn } from './channex-stand-in';
import { syncUntilAcknowledged } from './channex-hostel';
import { type Folio, plusDays, type seeded } from './report-ledger';
import type { reconcileDesk } from './report-desk';
import { partition } from './table';

// The reconciliation's OTA stays: the peso hostel connected to the Channex stand-in, its dorm of 8 mapped, and a
// seeded run of the OTAs' bookings (one or two rooms, the OTA or the property collecting, with a commission or none,
// a few in dollars), their modifications and cancels through the channel's feed, then the desk's changes of those
// stays (no-shows, cancels, reinstates, new dates repriced or kept, a price by hand). Its own generator, after the
// desk's seeded month (report-sequence.ts), which runs as before.

type Rng = ReturnType<typeof seeded>;
type Desk = Awaited<ReturnType<typeof reconcileDesk>>;

const OTAS = ['Booking.com', 'Airbnb', 'Expedia', 'Hostelworld'] as const;
const COLLECTS = ['ota', 'property', null] as const;
const LIVE = ['confirmed', 'provisional'];

/** Books, changes and cancels OTA stays from `first` to `last` (nights inside); returns what was done and the stays. */
export async function runChannelStays(desk: Desk, rng: Rng, first: string, last: string, bookings: number) {
  const { user } = desk;
  const log: string[] = [];
  // The pesos dorm of 8 beds with dearer nights of odd cents (report-desk.ts): a stay repriced across them has
  // unequal nights. A night the desk filled refuses the OTA's room (a conflict, left out: no stay).
  const dorm = [...desk.types.values()].find((type) => type.currency === 'ARS' && type.kind === 'dorm' && type.maxOccupancy === 8)!;
  const channex = await channexStandIn.createProperty({
    title: 'Hostel del Sur',
    currency: 'ARS',
    roomTypes: [{ title: 'Dorm 8 beds', units: 8, kind: 'dorm', occAdults: 1, ratePlans: ['Bed'] }],
  });
  const cxDorm = channex.roomTypes[0]!;
  expect((await user.call('POST', '/channel-manager/connect', { api_key: channex.apiKey })).status).toBe(200);
  const mappings = [{ room_type_id: dorm.id, channel_room_type_id: cxDorm.id, channel_rate_plan_id: cxDorm.ratePlans[0]!.id }];
  expect((await user.call('PUT', '/channel-manager/mappings', { mappings })).status).toBe(200);

  const span = Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000);
  const room = () => {
    const nights = rng.int(1, 6);
    const checkIn = plusDays(first, rng.int(0, span - nights + 1));
    const nightly = (rng.int(1_500_000, 4_500_000) / 100).toFixed(2);
    return {
      roomTypeId: cxDorm.id,
      ratePlanId: cxDorm.ratePlans[0]!.id,
      checkIn,
      checkOut: plusDays(checkIn, nights),
      adults: rng.int(1, 2),
      nightly,
    };
  };
  const commission = () => (rng.chance(0.85) ? { otaCommission: (rng.int(100, 2_500_000) / 100).toFixed(2) } : {});

  let revisions = 0;
  const bookingIds: string[] = [];
  const revise = async (what: string, revision: Parameters<typeof channexStandIn.addRevision>[0]) => {
    log.push(`channel ${what} ${JSON.stringify({ ...revision, propertyId: undefined })}`);
    revisions += 1;
    return channexStandIn.addRevision(revision);
  };
  for (let booking = 0; booking < bookings; booking += 1) {
    const otaName = rng.pick(OTAS);
    const rooms = Array.from({ length: rng.chance(0.25) ? 2 : 1 }, room);
    const dollars = rng.chance(0.12) ? { currency: 'USD' } : {};
    const revision = {
      propertyId: channex.propertyId,
      status: 'new' as const,
      otaName,
      paymentCollect: rng.pick(COLLECTS),
      ...commission(),
      ...dollars,
      rooms,
    };
    const { bookingId } = await revise('new', revision);
    bookingIds.push(bookingId);
    // Some change before the desk sees them: new dates and prices, a new commission (or none said: it stays), or a cancel.
    if (rng.chance(0.3)) {
      const again = { ...revision, bookingId, rooms: rooms.map(() => room()), otaCommission: undefined, ...commission() };
      await revise('modified', { ...again, status: 'modified' });
    } else if (rng.chance(0.15)) await revise('cancelled', { ...revision, bookingId, status: 'cancelled' });
  }
  await syncUntilAcknowledged(user, channex.apiKey, revisions, { conflictsExpected: true });

  const stored = await partition(propertyIdOf(user), 'RES#');
  // In the order they were sold (the ids are random), so a seed replays the same steps.
  const sold = (item: Record<string, any>) => bookingIds.indexOf(item.channelBooking.bookingId);
  const ids = stored
    .filter((item) => item.channelBooking)
    .sort((a, b) => sold(a) - sold(b) || a.channelBooking.room - b.channelBooking.room || a.createdAt.localeCompare(b.createdAt))
    .map((item) => item.id as string);
  expect(ids.length, log.join('\n')).toBeGreaterThan(0);

  // The desk's turn on the OTAs' stays.
  const allowed = [200, 201, 409];
  const call = async (what: string, method: string, path: string, payload?: unknown) => {
    const response = await user.call(method, path, payload, { 'idempotency-key': randomUUID() });
    log.push(
      `${what} ${JSON.stringify(payload ?? '')} → ${response.status}${response.status === 409 ? ` ${(response.body as any).msg}` : ''}`,
    );
    if (!allowed.includes(response.status)) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`);
    return response;
  };
  const folio = async (id: string): Promise<Folio> => (await user.call('GET', `/reservations/find-by-id/${id}`)).body as Folio;
  const newDates = async (stay: Folio) => {
    if (!LIVE.includes(stay.reservation_status)) return;
    // New dates, the kept nights at the price they were sold at and the new ones at the rates, or kept, or by hand.
    const nights = rng.int(1, 6);
    const checkIn = rng.chance(0.6) ? stay.check_in : plusDays(first, rng.int(0, span - nights + 1));
    const checkOut = plusDays(checkIn, nights) > plusDays(last, 1) ? plusDays(last, 1) : plusDays(checkIn, nights);
    if (checkOut <= checkIn) return;
    const hand = (stay.currency === 'USD' ? rng.int(2000, 20000) : rng.int(1_000_000, 30_000_000)) / 100;
    const pricing = rng.pick([{}, {}, { keep_price: true }, { total_price: hand }]);
    await call('dates', 'PUT', `/reservations/update-dates-guest/${stay._id}`, {
      check_in: checkIn,
      check_out: checkOut,
      number_of_guest: stay.number_of_guest,
      ...pricing,
    });
  };
  // Mostly new dates; a no-show or a cancel is final until a reinstate.
  const operations: ((stay: Folio) => Promise<unknown>)[] = [
    newDates,
    newDates,
    newDates,
    (stay) => call('no-show', 'PUT', `/reservations/status/${stay._id}`, { reservation_status: 'no_show' }),
    (stay) => call('cancel', 'PUT', `/reservations/status/${stay._id}`, { reservation_status: 'canceled' }),
    (stay) => call('reinstate', 'PUT', `/reservations/reinstate/${stay._id}`),
  ];
  for (let step = 0; step < ids.length * 2; step += 1) {
    const id = rng.pick(ids);
    log.push(`on ${id}`);
    await rng.pick(operations)(await folio(id));
  }

  // Whatever the seed, a stay with a commission that was canceled or missed, and one across unequal nights: one more
  // night at the rates beside the nights at the OTA's price.
  const charged = (await Promise.all(ids.map(folio))).filter((stay) => (stay.ota_commission ?? 0) > 0 && stay.currency === 'ARS');
  const live = charged.filter((stay) => !['canceled', 'no_show'].includes(stay.reservation_status));
  if (live.length > 1 && live.length === charged.length)
    await call('cancel', 'PUT', `/reservations/status/${live.pop()!._id}`, { reservation_status: 'canceled' });
  if (!live.some((stay) => new Set(stay.nightly_prices.map((night) => night.price)).size > 1))
    for (const stay of live) {
      const later = plusDays(stay.check_out, 1) <= plusDays(last, 1);
      const dates = later
        ? { check_in: stay.check_in, check_out: plusDays(stay.check_out, 1) }
        : { check_in: plusDays(stay.check_in, -1), check_out: stay.check_out };
      const body = { ...dates, number_of_guest: stay.number_of_guest };
      if (
        dates.check_in >= first &&
        (await call('one more night', 'PUT', `/reservations/update-dates-guest/${stay._id}`, body)).status === 200
      )
        break;
    }
  return { log, ids };
}
