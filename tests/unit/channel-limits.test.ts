import { describe, expect, it } from 'vitest';
import { channelLimit } from '../../web/src/features/property/channel-limits';

// What iCal cannot carry to a site: a calendar that cannot keep its room type or unit in sync is said so.

const DORM = { _id: 'dorm', type: 'dorm' as const, inventory: 1 };
const ROOMS = { _id: 'rooms', type: 'private' as const, inventory: 3 };
const SUITE = { _id: 'suite', type: 'private' as const, inventory: 1 };
const TYPES = [DORM, ROOMS, SUITE];
const feed = (url: string, room_type_id: string, unit_id?: string, name = 'Site') => ({
  url,
  name,
  room_type_id,
  ...(unit_id ? { unit_id } : {}),
});

describe('what a site can sync by iCal', () => {
  it('Booking.com cannot carry a dorm sold by the bed, whole or bed by bed', () => {
    expect(channelLimit(feed('https://admin.booking.com/hotel/ical.ics?t=1', 'dorm'), TYPES)).toBe('bookingDorm');
    expect(channelLimit(feed('https://ical.booking.com/v1/export?t=1', 'dorm', 'dorm-r1-b2'), TYPES)).toBe('bookingDorm');
    expect(channelLimit(feed('https://example.com/x.ics', 'dorm', undefined, 'Booking.com'), TYPES)).toBe('bookingDorm');
  });

  it('Booking.com carries one unit: a private room, or a type of one room; not a type of several as a whole', () => {
    expect(channelLimit(feed('https://ical.booking.com/v1/export?t=1', 'rooms'), TYPES)).toBe('bookingSeveralUnits');
    expect(channelLimit(feed('https://ical.booking.com/v1/export?t=1', 'rooms', 'rooms-r2-b1'), TYPES)).toBeUndefined();
    expect(channelLimit(feed('https://ical.booking.com/v1/export?t=1', 'suite'), TYPES)).toBeUndefined();
  });

  it('Booking.com comes through the channel manager once one is connected: its iCal import would double up', () => {
    const booking = feed('https://ical.booking.com/v1/export?t=1', 'suite');
    expect(channelLimit(booking, TYPES)).toBeUndefined();
    expect(channelLimit(booking, TYPES, false)).toBeUndefined();
    expect(channelLimit(booking, TYPES, true)).toBe('bookingChannelManager');
    expect(channelLimit(feed('https://example.com/x.ics', 'rooms', 'rooms-r2-b1', 'Booking.com'), TYPES, true)).toBe(
      'bookingChannelManager',
    );
    expect(channelLimit(feed('https://ical.booking.com/v1/export?t=1', 'dorm'), TYPES, true)).toBe('bookingChannelManager');
    // Other sites are not what a channel manager replaces here.
    expect(channelLimit(feed('https://www.airbnb.com/calendar/ical/1.ics', 'suite'), TYPES, true)).toBeUndefined();
    expect(channelLimit(feed('https://www.hostelworld.com/x.ics', 'suite'), TYPES, true)).toBe('hostelworld');
  });

  it('Hostelworld offers no iCal; Airbnb carries every unit', () => {
    expect(channelLimit(feed('https://www.hostelworld.com/x.ics', 'suite'), TYPES)).toBe('hostelworld');
    expect(channelLimit(feed('https://www.airbnb.com/calendar/ical/1.ics', 'dorm', 'dorm-r1-b1'), TYPES)).toBeUndefined();
    expect(channelLimit(feed('https://www.airbnb.com/calendar/ical/1.ics', 'dorm'), TYPES)).toBeUndefined();
  });
});
