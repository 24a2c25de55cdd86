import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { addDays, compactDate } from '../../shared/src/domain/dates';
import { restrictionBreaks, restrictionsFor } from '../../shared/src/domain/stay-restrictions';
import { ApiUser, solvedCaptcha } from '../support/api';
import { guestDetails, hostelWithPage, stayRequest } from '../support/booking-page';
import { book, guest, stay } from '../support/front-desk';

// Restrictions per room type and night (minimum stay, closed to arrival, closed to departure, stop-sell), set
// with a rate range: saved and read back, refused by the booking page, sold out in the feed, a warning at the desk.

type Hostel = Awaited<ReturnType<typeof hostelWithPage>>;

async function range(user: Hostel['user'], typeId: string, body: Record<string, unknown>) {
  const response = await user.call('POST', `/rates-and-availability/create/${typeId}`, { custom_rate: 20, ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function nightsOf(user: Hostel['user'], typeId: string, from: string, to: string) {
  const response = await user.call('GET', `/rates-and-availability/${compactDate(from)}-${compactDate(to)}`);
  expect(response.status).toBe(200);
  return response.body.room_types.find((type: { _id: string }) => type._id === typeId).nights as Record<string, unknown>[];
}

const offersOf = async (slug: string, checkIn: string, checkOut: string) => {
  const response = await new ApiUser().call('GET', `/booking-page/${slug}/offers?check_in=${checkIn}&check_out=${checkOut}&guests=1`);
  expect(response.status).toBe(200);
  return (response.body.offers as { room_type_id: string }[]).map((offer) => offer.room_type_id);
};

/** A guest books on the page, asking for message ids (as the web does) and in a language. */
async function bookOnPage(slug: string, body: Record<string, unknown>, language = 'en') {
  const visitor = new ApiUser();
  const captcha_token = await solvedCaptcha(visitor);
  return visitor.call(
    'POST',
    `/booking-page/${slug}/reservations`,
    { ...body, ...guestDetails(), captcha_token },
    { 'idempotency-key': randomUUID(), 'x-message-ids': 'true', 'accept-language': language },
  );
}

describe('restrictions per room type and night', () => {
  it('a range saves them and reads them back; without them, ranges read back as the spec has them', async () => {
    const { user, dorm, today } = await hostelWithPage();
    const from = addDays(today, 5);
    const restricted = await range(user, dorm._id, {
      start_date: from,
      end_date: addDays(from, 1),
      min_stay: '3',
      closed_to_arrival: true,
      closed_to_departure: false,
      stop_sell: null,
    });
    expect(restricted).toMatchObject({ start_date: from, min_stay: 3, closed_to_arrival: true });
    expect(restricted).not.toHaveProperty('closed_to_departure');
    expect(restricted).not.toHaveProperty('stop_sell');
    const plain = await range(user, dorm._id, { start_date: addDays(from, 1), end_date: addDays(from, 2) });
    expect(Object.keys(plain).sort()).toEqual([
      '_id',
      'created_At',
      'custom_availability',
      'custom_rate',
      'end_date',
      'room_type_id',
      'start_date',
    ]);
    // The newest range wins night by night: the second night lost the first range's restrictions with its rate.
    const nights = await nightsOf(user, dorm._id, from, addDays(from, 2));
    expect(nights[0]).toMatchObject({ min_stay: 3, closed_to_arrival: true });
    expect(nights[1]).toEqual({
      date: addDays(from, 1),
      capacity: 6,
      sold: 0,
      availability: 6,
      rate: 20,
      custom_rate: true,
      status: 'Open',
    });
    expect(nights[2]).not.toHaveProperty('min_stay');
    const types = await user.call('GET', '/room-types');
    const plans = types.body.find((type: { _id: string }) => type._id === dorm._id).rates_and_availability;
    expect(plans.map((plan: Record<string, unknown>) => plan.min_stay)).toEqual([3, undefined]);
  });

  it('refuses a minimum stay out of 1 to 30 and a flag that is not true or false, in the request language', async () => {
    const { user, dorm, today } = await hostelWithPage();
    const base = { start_date: addDays(today, 1), end_date: addDays(today, 1), custom_rate: 20 };
    const long = await user.call('POST', `/rates-and-availability/create/${dorm._id}`, { ...base, min_stay: 31 });
    expect(long).toMatchObject({ status: 400, body: [{ msg: 'Minimum stay must be a whole number from 1 to 30', path: 'min_stay' }] });
    const flag = await user.call(
      'POST',
      `/rates-and-availability/create/${dorm._id}`,
      { ...base, stop_sell: 'yes' },
      { 'accept-language': 'es-AR' },
    );
    expect(flag).toMatchObject({ status: 400, body: [{ msg: 'Sin venta debe ser true o false', path: 'stop_sell' }] });
  });

  it('the booking page neither offers nor books a 1-night stay where 2 are the minimum and arrivals are closed', async () => {
    const { user, dorm, double, slug, today } = await hostelWithPage();
    const night = addDays(today, 8);
    await range(user, dorm._id, { start_date: night, end_date: night, min_stay: 2, closed_to_arrival: true });
    expect(await offersOf(slug, night, addDays(night, 1))).toEqual([double._id]);
    const refused = await bookOnPage(slug, stayRequest(dorm._id, night, 1));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual([
      expect.objectContaining({ messageId: 'stay.restrictionMinStay', values: { date: night, count: 2 }, path: 'check_out' }),
      expect.objectContaining({ msg: `No arrivals on ${night}: choose another check-in`, path: 'check_in' }),
    ]);
    const spanish = await bookOnPage(slug, stayRequest(dorm._id, night, 2), 'es-AR');
    expect(spanish).toMatchObject({ status: 400, body: [{ msg: `No hay llegadas el ${night}: elegí otro check-in`, path: 'check_in' }] });
    // Arriving the night before, the stay keeps both: the minimum and the closing are the arrival night's.
    expect(await offersOf(slug, addDays(night, -1), addDays(night, 1))).toContain(dorm._id);
    expect((await bookOnPage(slug, stayRequest(dorm._id, addDays(night, -1), 1))).status).toBe(201);
  });

  it('the booking page refuses a departure on a day closed to departure', async () => {
    const { user, dorm, slug, today } = await hostelWithPage();
    const day = addDays(today, 12);
    await range(user, dorm._id, { start_date: day, end_date: day, closed_to_departure: true });
    expect(await offersOf(slug, addDays(day, -2), day)).not.toContain(dorm._id);
    const refused = await bookOnPage(slug, stayRequest(dorm._id, addDays(day, -2), 2));
    expect(refused).toMatchObject({ status: 400, body: [{ messageId: 'stay.restrictionClosedToDeparture', path: 'check_out' }] });
    // Arriving on it, or staying through it, is allowed.
    expect(await offersOf(slug, day, addDays(day, 1))).toContain(dorm._id);
    expect(await offersOf(slug, addDays(day, -1), addDays(day, 1))).toContain(dorm._id);
  });

  it('a stop-sell night is sold out on the booking page and blocked in the published feed', async () => {
    const { user, dorm, double, slug, today } = await hostelWithPage();
    const night = addDays(today, 15);
    await range(user, double._id, { start_date: night, end_date: night, stop_sell: true });
    expect(await offersOf(slug, addDays(night, -1), addDays(night, 2))).toEqual([dorm._id]);
    const refused = await bookOnPage(slug, stayRequest(double._id, addDays(night, -1), 2));
    expect(refused).toMatchObject({ status: 409, body: { messageId: 'stay.sorryRoomNoLonger' } });
    const feed = await user.call('POST', '/calendar-feeds/create', { room_type_id: double._id });
    expect(feed.status).toBe(201);
    const text = await (await fetch(`${inject('appUrl')}${feed.body.path}`)).text();
    expect(text).toContain(`DTSTART;VALUE=DATE:${compactDate(night)}`);
    expect(text).toContain(`DTEND;VALUE=DATE:${compactDate(addDays(night, 1))}`);
  });

  it('the desk books and moves a stay that breaks them, and reads what it breaks to warn before saving', async () => {
    const { user, dorm, today } = await hostelWithPage();
    const night = addDays(today, 20);
    await range(user, dorm._id, { start_date: night, end_date: night, min_stay: 3, closed_to_arrival: true, stop_sell: true });
    const ana = await guest(user);
    const booked = await book(user, stay(ana._id, dorm._id, night, 1));
    expect(booked.check_in).toBe(night);
    // The warning the desk's forms show: computed from the nights they read, the departure day included.
    const nights = (await nightsOf(user, dorm._id, night, addDays(night, 1))).map((read) => ({
      date: read.date as string,
      minStay: read.min_stay as number | undefined,
      closedToArrival: read.closed_to_arrival as boolean | undefined,
      closedToDeparture: read.closed_to_departure as boolean | undefined,
      stopSell: read.stop_sell as boolean | undefined,
    }));
    const warnings = restrictionBreaks(
      { checkIn: night, checkOut: addDays(night, 1) },
      restrictionsFor(nights, [night, addDays(night, 1)]),
    );
    expect(warnings.map((rule) => rule.id)).toEqual([
      'stay.restrictionMinStay',
      'stay.restrictionClosedToArrival',
      'stay.restrictionStopSell',
    ]);
    const moved = await user.call('PUT', `/reservations/update-dates-guest/${booked._id}`, {
      check_in: night,
      check_out: addDays(night, 2),
      number_of_guest: 1,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  });
});
