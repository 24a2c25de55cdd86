import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import type { ChannelFailure } from '../../functions/src/channel-manager/channel-manager-port';
import { channexManagerWith } from '../../functions/src/channel-manager/channex-client';
import { readChannexSettings } from '../../functions/src/channel-manager/channex-settings';
import { availabilityRequest, restrictionsRequest } from '../../functions/src/channel-manager/channex-shapes';
import { channexStandIn } from '../support/channex-stand-in';

// The adapter end to end against the stand-in the test stack runs (the one the stack's functions reach
// through CHANNEX_API_URL): connect, list, push one batch, read and acknowledge revisions, a wrong key,
// and a rate limit waited out. The stand-in's clock moves only when this file moves it.

const manager = (apiKey: string) => channexManagerWith(apiKey, readChannexSettings({ CHANNEX_API_URL: channexStandIn.apiUrl() }));
const today = () => new Date().toISOString().slice(0, 10);

async function failure(run: () => Promise<unknown>): Promise<ChannelFailure> {
  try {
    await run();
  } catch (error) {
    return (error as { failure: ChannelFailure }).failure;
  }
  throw new Error('the call did not fail');
}

async function connectedHostel() {
  const created = await channexStandIn.createProperty({
    title: 'Casa Andina Hostel',
    currency: 'PEN',
    roomTypes: [
      { title: 'Dorm 4', units: 4, kind: 'dorm', occAdults: 1, ratePlans: ['Bed'] },
      { title: 'Private Twin', units: 2, kind: 'room', ratePlans: ['Room'] },
    ],
  });
  return { created, channex: manager(created.apiKey) };
}

describe('the Channex adapter against the running stand-in', () => {
  it('connects, lists, pushes one batch and acknowledges what it read', async () => {
    const { created, channex } = await connectedHostel();
    const [dorm, twin] = created.roomTypes;
    expect(await channex.property()).toEqual({ id: created.propertyId, title: 'Casa Andina Hostel', currency: 'PEN' });
    expect((await channex.roomTypes()).map((type) => [type.title, type.units])).toEqual([
      ['Dorm 4', 4],
      ['Private Twin', 2],
    ]);
    expect((await channex.ratePlans()).map((plan) => [plan.title, plan.roomTypeId, plan.currency])).toEqual([
      ['Bed', dorm!.id, 'PEN'],
      ['Room', twin!.id, 'PEN'],
    ]);

    const from = today();
    await channex.pushAvailability([
      { roomTypeId: dorm!.id, from, to: addDays(from, 30), units: 4 },
      { roomTypeId: twin!.id, from: addDays(from, 3), to: addDays(from, 3), units: 1 },
    ]);
    await channex.pushRates([{ ratePlanId: dorm!.ratePlans[0]!.id, from, to: addDays(from, 30), rateCents: 4550, minStayArrival: 1 }]);
    const messages = await channexStandIn.ariMessages(created.apiKey);
    expect(messages.map((message) => [message.kind, message.status, message.refused])).toEqual([
      ['availability', 200, []],
      ['restrictions', 200, []],
    ]);
    expect(availabilityRequest.parse({ values: messages[0]!.values }).values).toHaveLength(2);
    expect(restrictionsRequest.parse({ values: messages[1]!.values }).values[0]!.rate).toBe('45.50');

    const booked = await channexStandIn.addRevision({
      propertyId: created.propertyId,
      status: 'new',
      otaName: 'BookingCom',
      customer: { name: 'Tom', surname: 'Hale', mail: 'tom@example.com', country: 'GB' },
      rooms: [{ roomTypeId: dorm!.id, checkIn: addDays(from, 5), checkOut: addDays(from, 7), adults: 2, nightly: '45.50' }],
    });
    const cancelled = await channexStandIn.addRevision({
      propertyId: created.propertyId,
      bookingId: booked.bookingId,
      status: 'cancelled',
      otaName: 'BookingCom',
      rooms: [{ roomTypeId: dorm!.id, checkIn: addDays(from, 5), checkOut: addDays(from, 7), adults: 2, nightly: '45.50' }],
    });
    const revisions = await channex.unacknowledgedRevisions();
    expect(revisions.map((revision) => [revision.id, revision.status, revision.channel, revision.amountCents, revision.bookingId])).toEqual(
      [
        [booked.revisionId, 'new', 'booking.com', 9_100, booked.bookingId],
        [cancelled.revisionId, 'cancelled', 'booking.com', 9_100, booked.bookingId],
      ],
    );
    await channex.acknowledge(booked.revisionId);
    expect((await channex.unacknowledgedRevisions()).map((revision) => revision.id)).toEqual([cancelled.revisionId]);
    expect(await channexStandIn.acknowledged(created.apiKey)).toEqual([booked.revisionId]);
  });

  it('a wrong key is unauthorized; a rate limit is waited out, then the message goes through', async () => {
    expect(await failure(() => manager('not-a-channex-key').property())).toEqual({ kind: 'unauthorized' });

    const { created, channex } = await connectedHostel();
    const change = { roomTypeId: created.roomTypes[0]!.id, from: today(), to: addDays(today(), 1), units: 3 };
    for (let sent = 0; sent < 10; sent += 1) await channex.pushAvailability([change]);
    const limited = await failure(() => channex.pushAvailability([change]));
    expect(limited.kind).toBe('rateLimited');
    await channexStandIn.advanceClock(created.propertyId, (limited as { retryAfterMs: number }).retryAfterMs);
    await channex.pushAvailability([change]);
    expect((await channexStandIn.ariMessages(created.apiKey)).filter((message) => message.status === 200)).toHaveLength(11);

    await channexStandIn.failNext(created.apiKey, 1, 500);
    expect(await failure(() => channex.roomTypes())).toEqual({ kind: 'unavailable' });
    expect(await channex.roomTypes()).toHaveLength(2);
  });
});
