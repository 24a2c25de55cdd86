import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelFailure, ChannelManager } from '../../functions/src/channel-manager/channel-manager-port';
import { channexManagerWith } from '../../functions/src/channel-manager/channex-client';
import { type ChannexSettings, readChannexSettings } from '../../functions/src/channel-manager/channex-settings';
import {
  ackAnswer,
  ariAnswer,
  availabilityRequest,
  errorBody,
  propertyList,
  ratePlanList,
  restrictionsRequest,
  revisionFeed,
  roomTypeList,
} from '../../functions/src/channel-manager/channex-shapes';
import type { CreatedProperty } from '../../local/channex-stand-in/stand-in-control';
import { type ChannexStandIn, startChannexStandIn } from '../../local/channex-stand-in/stand-in-server';

// The contract, checked from both sides with the same shapes (channex-shapes.ts): every request the
// adapter makes is a documented request, every answer of the stand-in a documented answer; and the
// adapter over the stand-in: pagination, amounts, validation, rate limits and failures. The stand-in's
// clock is this file's: "today" is 2026-12-01 and rate limits move only when the test moves it.

const START = Date.parse('2026-12-01T12:00:00Z');
const now = START;
let standIn: ChannexStandIn;
let settings: ChannexSettings;

beforeAll(async () => {
  standIn = await startChannexStandIn({ now: () => now });
  settings = readChannexSettings({ CHANNEX_API_URL: standIn.apiUrl });
});

afterAll(async () => {
  await standIn.stop();
});

function hostel(currency = 'USD', extra: Partial<Parameters<ChannexStandIn['control']['createProperty']>[0]> = {}): CreatedProperty {
  return standIn.control.createProperty({
    title: 'Hostel Sur',
    currency,
    roomTypes: [
      { title: 'Dorm 8', units: 8, kind: 'dorm', occAdults: 1 },
      { title: 'Double', units: 3, kind: 'room', ratePlans: ['Flexible', 'Non refundable'] },
    ],
    ...extra,
  });
}

async function failure(run: () => Promise<unknown>): Promise<ChannelFailure> {
  try {
    await run();
  } catch (error) {
    return (error as { failure: ChannelFailure }).failure;
  }
  throw new Error('the call did not fail');
}

const call = async (path: string, key: string, init: RequestInit = {}) => {
  const response = await fetch(`${standIn.apiUrl}${path}`, {
    ...init,
    headers: { 'user-api-key': key, 'content-type': 'application/json' },
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
};

describe("the stand-in's answers are the documented ones", () => {
  it('lists, feed, ARI and ack answers match their shapes', async () => {
    const created = hostel();
    const { apiKey, propertyId } = created;
    standIn.control.addRevision({
      propertyId,
      status: 'new',
      otaName: 'BookingCom',
      rooms: [{ roomTypeId: created.roomTypes[0]!.id, checkIn: '2026-12-10', checkOut: '2026-12-12', adults: 2, nightly: '20.10' }],
    });
    expect(propertyList.parse((await call('/properties', apiKey)).body).data).toHaveLength(1);
    expect(roomTypeList.parse((await call(`/room_types?filter[property_id]=${propertyId}`, apiKey)).body).data).toHaveLength(2);
    expect(ratePlanList.parse((await call(`/rate_plans?filter[property_id]=${propertyId}`, apiKey)).body).data).toHaveLength(3);
    const feed = revisionFeed.parse((await call('/booking_revisions/feed', apiKey)).body);
    expect(feed.data[0]!.attributes).toMatchObject({ amount: '40.20', status: 'new', ota_name: 'BookingCom' });
    const body = JSON.stringify({
      values: [{ property_id: propertyId, room_type_id: created.roomTypes[0]!.id, date: '2026-12-05', availability: 3 }],
    });
    expect(ariAnswer.parse((await call('/availability', apiKey, { method: 'POST', body })).body).data).toHaveLength(1);
    ackAnswer.parse((await call(`/booking_revisions/${feed.data[0]!.id}/ack`, apiKey, { method: 'POST', body: '{}' })).body);
  });

  it('errors have the documented envelope: 401, 403, 404, 429; a message whose every change is refused is 200 with warnings', async () => {
    const { apiKey, propertyId, roomTypes } = hostel();
    const other = hostel();
    const unauthorized = await call('/properties', 'not-a-key');
    expect(unauthorized.status).toBe(401);
    expect(errorBody.parse(unauthorized.body).errors.code).toBe('unauthorized');
    const forbidden = await call(`/room_types?filter[property_id]=${other.propertyId}`, apiKey);
    expect([forbidden.status, errorBody.parse(forbidden.body).errors.code]).toEqual([403, 'forbidden']);
    const missing = await call('/booking_revisions/nope/ack', apiKey, { method: 'POST', body: '{}' });
    expect([missing.status, errorBody.parse(missing.body).errors.code]).toEqual([404, 'resource_not_found']);
    const invalid = await call('/availability', apiKey, {
      method: 'POST',
      body: JSON.stringify({ values: [{ property_id: propertyId, room_type_id: 'nope', date: '2026-12-05', availability: 1 }] }),
    });
    // As the ari page's "Validation Error Response": 200, no task, each refused change with its `warning` map.
    expect(invalid.status).toBe(200);
    expect(ariAnswer.parse(invalid.body)).toEqual({
      data: [],
      meta: {
        message: 'Success',
        warnings: [
          {
            property_id: propertyId,
            room_type_id: 'nope',
            date: '2026-12-05',
            availability: 1,
            warning: { room_type_id: ['is not found'] },
          },
        ],
      },
    });
    const value = { property_id: propertyId, room_type_id: roomTypes[0]!.id, date: '2026-12-05', availability: 1 };
    // The refused message above counted: nine more fill the minute.
    for (let sent = 0; sent < 9; sent += 1)
      expect((await call('/availability', apiKey, { method: 'POST', body: JSON.stringify({ values: [value] }) })).status).toBe(200);
    const limited = await call('/availability', apiKey, { method: 'POST', body: JSON.stringify({ values: [value] }) });
    expect([limited.status, errorBody.parse(limited.body).errors.code]).toEqual([429, 'http_too_many_requests']);
    expect(limited.headers.get('retry-after')).toBe('60');
  });
});

describe('the adapter over the stand-in', () => {
  const manager = (created: CreatedProperty, overrides: Partial<ChannexSettings> = {}): ChannelManager =>
    channexManagerWith(created.apiKey, { ...settings, ...overrides });

  it('reads the property, its room types (units) and rate plans (with their room type)', async () => {
    const created = hostel('ARS');
    const channex = manager(created);
    expect(await channex.property()).toEqual({ id: created.propertyId, title: 'Hostel Sur', currency: 'ARS' });
    expect(await channex.roomTypes()).toEqual([
      { id: created.roomTypes[0]!.id, title: 'Dorm 8', units: 8, kind: 'dorm', adults: 1 },
      { id: created.roomTypes[1]!.id, title: 'Double', units: 3, kind: 'room', adults: 2 },
    ]);
    const plans = await channex.ratePlans();
    expect(plans).toHaveLength(3);
    expect(plans[2]).toEqual({
      id: created.roomTypes[1]!.ratePlans[1]!.id,
      title: 'Non refundable',
      roomTypeId: created.roomTypes[1]!.id,
      currency: 'ARS',
      sellMode: 'per_room',
    });
    const perPerson = hostel('USD', { roomTypes: [{ title: 'Dorm 4', units: 4, kind: 'dorm', occAdults: 1, sellMode: 'per_person' }] });
    expect((await manager(perPerson).ratePlans())[0]?.sellMode).toBe('per_person');
  });

  it('sends only documented requests: paged lists, one message per batch, amounts as decimal strings', async () => {
    const created = hostel('CLP');
    const channex = manager(created);
    const [dorm, double] = created.roomTypes;
    await channex.roomTypes();
    await channex.ratePlans();
    await channex.pushAvailability([
      { roomTypeId: dorm!.id, from: '2026-12-01', to: '2026-12-31', units: 8 },
      { roomTypeId: double!.id, from: '2026-12-24', to: '2026-12-24', units: 0 },
    ]);
    await channex.pushRates([
      { ratePlanId: dorm!.ratePlans[0]!.id, from: '2026-12-01', to: '2026-12-15', rateCents: 1_500_000 },
      { ratePlanId: double!.ratePlans[0]!.id, from: '2026-12-02', to: '2026-12-03', rateCents: 10_050, minStayArrival: 2, stopSell: false },
      { ratePlanId: double!.ratePlans[1]!.id, from: '2026-12-04', to: '2026-12-04', closedToArrival: true, closedToDeparture: true },
    ]);
    await channex.unacknowledgedRevisions();
    const requests = standIn.control.requests(created.apiKey);
    const id = created.propertyId;
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /properties?pagination[page]=1&pagination[limit]=100',
      `GET /room_types?filter[property_id]=${id}&pagination[page]=1&pagination[limit]=100`,
      `GET /rate_plans?filter[property_id]=${id}&pagination[page]=1&pagination[limit]=100`,
      'POST /availability',
      'POST /restrictions',
      `GET /booking_revisions/feed?filter[property_id]=${id}&order[inserted_at]=asc&pagination[page]=1&pagination[limit]=100`,
    ]);
    const availability = availabilityRequest.parse(requests[3]!.body);
    expect(availability.values).toEqual([
      { property_id: id, room_type_id: dorm!.id, date_from: '2026-12-01', date_to: '2026-12-31', availability: 8 },
      { property_id: id, room_type_id: double!.id, date: '2026-12-24', availability: 0 },
    ]);
    const restrictions = restrictionsRequest.parse(requests[4]!.body);
    expect(restrictions.values.map((value) => value.rate)).toEqual(['15000.00', '100.50', undefined]);
    expect(restrictions.values[1]).toMatchObject({ min_stay_arrival: 2, stop_sell: false });
    expect(restrictions.values[2]).toEqual({
      property_id: id,
      rate_plan_id: double!.ratePlans[1]!.id,
      date: '2026-12-04',
      closed_to_arrival: true,
      closed_to_departure: true,
    });
    expect(standIn.control.ariMessages(created.apiKey).map((message) => [message.kind, message.status])).toEqual([
      ['availability', 200],
      ['restrictions', 200],
    ]);
  });

  it('a refused change is rejected with its reason, alone or beside accepted ones; a range begun in the past is clamped', async () => {
    const created = hostel();
    const channex = manager(created);
    const dorm = created.roomTypes[0]!;
    expect(
      await failure(() => channex.pushAvailability([{ roomTypeId: 'unknown', from: '2026-12-05', to: '2026-12-06', units: 1 }])),
    ).toEqual({
      kind: 'rejected',
      details: ['room_type_id (2026-12-05–2026-12-06): is not found'],
    });
    expect(
      await failure(() => channex.pushRates([{ ratePlanId: dorm.ratePlans[0]!.id, from: '2026-11-01', to: '2026-11-30', rateCents: 100 }])),
    ).toEqual({
      kind: 'rejected',
      details: ['date_to (2026-11-01–2026-11-30): is in the past'],
    });
    const mixed = await failure(() =>
      channex.pushAvailability([
        { roomTypeId: dorm.id, from: '2026-11-20', to: '2026-12-03', units: 4 },
        { roomTypeId: dorm.id, from: '2026-12-10', to: '2026-12-09', units: 4 },
        { roomTypeId: dorm.id, from: '2026-02-30', to: '2026-12-09', units: 4 },
      ]),
    );
    expect(mixed).toEqual({
      kind: 'rejected',
      details: ['date_to (2026-12-10–2026-12-09): must not be before date_from', 'date_from (2026-02-30–2026-12-09): is not a valid date'],
    });
    const last = standIn.control.ariMessages(created.apiKey).at(-1)!;
    expect(last.status).toBe(200);
    expect(last.refused).toHaveLength(2);
    // A batch that is not of the documented shape never leaves.
    expect(
      (await failure(() => channex.pushAvailability([{ roomTypeId: dorm.id, from: '1/12/2026', to: '2026-12-02', units: -1 }]))).kind,
    ).toBe('rejected');
    expect(standIn.control.requests(created.apiKey).filter((request) => request.method === 'POST')).toHaveLength(3);
  });

  it('keeps to the documented rate limit: the 11th message of a minute waits, the other kind does not', async () => {
    const created = hostel();
    const channex = manager(created);
    const change = { roomTypeId: created.roomTypes[0]!.id, from: '2026-12-05', to: '2026-12-05', units: 2 };
    for (let sent = 0; sent < 10; sent += 1) await channex.pushAvailability([change]);
    const limited = await failure(() => channex.pushAvailability([change]));
    expect(limited).toEqual({ kind: 'rateLimited', retryAfterMs: 60_000 });
    await channex.pushRates([
      { ratePlanId: created.roomTypes[0]!.ratePlans[0]!.id, from: '2026-12-05', to: '2026-12-05', rateCents: 2000 },
    ]);
    standIn.control.advanceClock(created.propertyId, (limited as { retryAfterMs: number }).retryAfterMs);
    await channex.pushAvailability([change]);
    expect(standIn.control.ariMessages(created.apiKey).filter((message) => message.kind === 'availability')).toHaveLength(11);
  });

  it('reads the whole feed page by page, oldest first, within its bound; an acknowledged revision leaves it', async () => {
    const created = hostel('EUR');
    const dorm = created.roomTypes[0]!;
    const ids: string[] = [];
    for (let index = 0; index < 25; index += 1)
      ids.push(
        standIn.control.addRevision({
          propertyId: created.propertyId,
          status: 'new',
          otaName: index % 2 ? 'Hostelworld' : 'Airbnb',
          rooms: [{ roomTypeId: dorm.id, checkIn: '2026-12-10', checkOut: '2026-12-13', adults: 1, nightly: '33.35' }],
        }).revisionId,
      );
    const all = await manager(created, { feedPageSize: 10 }).unacknowledgedRevisions();
    expect(all.map((revision) => revision.id)).toEqual(ids);
    expect(all[0]).toMatchObject({ channel: 'airbnb', currency: 'EUR', amountCents: 10005 });
    expect(all[1]!.channel).toBe('hostelworld');
    const bounded = manager(created, { feedPageSize: 10, maxFeedPages: 2 });
    const first = await bounded.unacknowledgedRevisions();
    expect(first.map((revision) => revision.id)).toEqual(ids.slice(0, 20));
    for (const revision of first) await bounded.acknowledge(revision.id);
    expect((await bounded.unacknowledgedRevisions()).map((revision) => revision.id)).toEqual(ids.slice(20));
    expect(standIn.control.acknowledged(created.apiKey)).toEqual(ids.slice(0, 20));
    expect(await failure(() => bounded.acknowledge('no-such-revision'))).toEqual({ kind: 'rejected', details: ['Resource Not Found'] });
  });

  it('a booking modified then cancelled keeps its booking id; its amounts are exact', async () => {
    const created = hostel();
    const dorm = created.roomTypes[0]!;
    const booked = standIn.control.addRevision({
      propertyId: created.propertyId,
      status: 'new',
      otaName: 'Expedia',
      otaReservationCode: 'EXP-1',
      customer: { name: 'Lea', surname: 'Roth', mail: 'lea@example.com', country: 'DE' },
      rooms: [
        {
          roomTypeId: dorm.id,
          ratePlanId: dorm.ratePlans[0]!.id,
          checkIn: '2026-12-10',
          checkOut: '2026-12-12',
          adults: 2,
          nightly: '0.10',
        },
      ],
    });
    for (const status of ['modified', 'cancelled'] as const)
      standIn.control.addRevision({
        propertyId: created.propertyId,
        bookingId: booked.bookingId,
        status,
        otaName: 'Expedia',
        otaReservationCode: 'EXP-1',
        rooms: [{ roomTypeId: dorm.id, checkIn: '2026-12-10', checkOut: '2026-12-13', adults: 2, nightly: '0.10' }],
      });
    const revisions = await manager(created).unacknowledgedRevisions();
    expect(revisions.map((revision) => [revision.status, revision.bookingId, revision.amountCents])).toEqual([
      ['new', booked.bookingId, 20],
      ['modified', booked.bookingId, 30],
      ['cancelled', booked.bookingId, 30],
    ]);
    expect(revisions[0]).toMatchObject({
      otaReservationCode: 'EXP-1',
      channel: 'expedia',
      customer: { name: 'Lea', surname: 'Roth', email: 'lea@example.com', country: 'DE' },
      rooms: [
        {
          roomTypeId: dorm.id,
          ratePlanId: dorm.ratePlans[0]!.id,
          checkIn: '2026-12-10',
          checkOut: '2026-12-12',
          guests: 2,
          amountCents: 20,
        },
      ],
    });
  });

  it('a wrong key is unauthorized everywhere; injected failures are unavailable and rate limited', async () => {
    const created = hostel();
    const wrong = channexManagerWith('wrong-key', settings);
    for (const run of [
      () => wrong.property(),
      () => wrong.roomTypes(),
      () => wrong.unacknowledgedRevisions(),
      () => wrong.acknowledge('x'),
    ])
      expect(await failure(run)).toEqual({ kind: 'unauthorized' });
    const channex = manager(created);
    standIn.control.failNext(created.apiKey, 1, 500);
    expect(await failure(() => channex.property())).toEqual({ kind: 'unavailable' });
    standIn.control.failNext(created.apiKey, 2, 429);
    expect(await failure(() => channex.unacknowledgedRevisions())).toEqual({ kind: 'rateLimited', retryAfterMs: 1000 });
    expect(await failure(() => channex.unacknowledgedRevisions())).toEqual({ kind: 'rateLimited', retryAfterMs: 1000 });
    expect(await channex.unacknowledgedRevisions()).toEqual([]);
  });
});
