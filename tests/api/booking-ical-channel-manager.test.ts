import { describe, expect, it } from 'vitest';
import { MESSAGES_EN } from '../../shared/src/i18n/messages-en';
import type { ApiUser } from '../support/api';
import { syncNow } from '../support/calendar-feeds';
import { channexStandIn } from '../support/channex-stand-in';
import { hostel, roomType } from '../support/front-desk';

// Booking.com's calendar and a connected channel manager (Channex) would both bring in its bookings: each
// held twice. With Channex connected, an iCal import of Booking.com is refused when added, and one added
// before the connection books nothing more: each sync says why, whoever starts it.

const THROUGH_CHANNEL_MANAGER = MESSAGES_EN['calendar.bookingThroughChannelManager'];

/** `before`: what the owner does before connecting Channex (an import added while none was connected). */
async function connectedHostelWithRoom(before?: (user: ApiUser, roomId: string) => Promise<unknown>) {
  const base = await hostel();
  const room = await roomType(base.user, {
    description: 'Double',
    type: 'private',
    max_occupancy: 2,
    inventory: 1,
    base_rate: 40,
    currency: 'USD',
  });
  await before?.(base.user, room._id);
  const channex = await channexStandIn.createProperty({ title: 'Casa', currency: 'USD', roomTypes: [{ title: 'Double', units: 1 }] });
  const connected = await base.user.call('POST', '/channel-manager/connect', { api_key: channex.apiKey });
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  return { ...base, room };
}

describe('a Booking.com calendar beside a connected channel manager', () => {
  it('is refused when added, by its address or by its name, while other sites are still imported', async () => {
    const { user, room } = await connectedHostelWithRoom();
    for (const feed of [
      { name: 'Double room', url: 'https://admin.booking.com/hotel/hoteladmin/ical.html?t=4f1c2d' },
      { name: 'Booking.com', url: 'https://calendars.example.org/double.ics' },
    ]) {
      const refused = await user.call('POST', '/calendar-imports/create', { ...feed, room_type_id: room._id });
      expect([refused.status, refused.body.msg]).toEqual([409, THROUGH_CHANNEL_MANAGER]);
    }
    expect((await user.call('GET', '/calendar-imports')).body.feeds).toEqual([]);
    const airbnb = await user.call('POST', '/calendar-imports/create', {
      name: 'Airbnb',
      url: 'https://www.airbnb.com/calendar/ical/123.ics?s=abc',
      room_type_id: room._id,
    });
    expect(airbnb.status, JSON.stringify(airbnb.body)).toBe(201);
  });

  it('added before the connection, books nothing from then on and says why on every sync', async () => {
    let feedId = '';
    const { user } = await connectedHostelWithRoom(async (owner, roomId) => {
      const created = await owner.call('POST', '/calendar-imports/create', {
        name: 'Booking.com',
        url: 'https://admin.booking.com/hotel/hoteladmin/ical.html?t=4f1c2d',
        room_type_id: roomId,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      feedId = created.body._id;
    });
    // Refused before the feed is read: the address is never fetched.
    expect((await syncNow<{ last_error?: string }>(user, feedId)).last_error).toBe(THROUGH_CHANNEL_MANAGER);
    expect((await user.call('GET', '/reservations/home')).body).toMatchObject({ arrivals: [], departures: [] });
  });
});
