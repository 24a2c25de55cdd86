import { icalSiteOf } from '@hostel/shared/domain/ical-sites';
import type { MessageId } from '@hostel/shared/i18n/message';
import { channelConnections } from '../data/channel-connection-repository';
import type { TenantId } from '../data/tenant';

// Booking.com's bookings reach a property with a connected channel manager (Channex) through it: an iCal
// import of Booking.com beside it would hold each of them twice. Refused when added, and never synced.

export const THROUGH_CHANNEL_MANAGER = 'calendar.bookingThroughChannelManager' satisfies MessageId;

/** A Booking.com calendar on a property whose channel manager carries Booking.com. */
export async function carriedByChannelManager(tenant: TenantId, feed: { url: string; name: string }): Promise<boolean> {
  return icalSiteOf(feed) === 'booking' && (await channelConnections.get(tenant)) !== undefined;
}
