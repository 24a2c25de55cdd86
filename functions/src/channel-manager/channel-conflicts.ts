import type { ImportConflict } from '../data/calendar-import-repository';
import { channelBookings, type ChannelConflict } from '../data/channel-booking-repository';
import type { TenantId } from '../data/tenant';

// A channel booking's rooms that did not fit, told as iCal's conflicts are: the same notice on Home and
// the calendar (`GET /calendar-imports/conflicts`) and the same digest mail, under one feed id of their own.

export const CHANNEL_FEED_ID = 'channel-manager';

const keyOf = (bookingId: string, index: number) => `${bookingId}#${index}`;

/** Each room of a stored conflict as an import conflict (its key: `<bookingId>#<room index>`). */
export function asImportConflicts(conflict: ChannelConflict): ImportConflict[] {
  const { revision } = conflict;
  return conflict.rooms.map((room) => ({
    feedId: CHANNEL_FEED_ID,
    uidKey: keyOf(conflict.bookingId, room.index),
    uid: revision.rooms.length > 1 ? `${revision.otaReservationCode} (${room.index + 1})` : revision.otaReservationCode,
    feedName: revision.channel,
    roomTypeId: room.roomTypeId ?? '',
    checkIn: room.checkIn,
    checkOut: room.checkOut,
    reason: room.reason,
    detectedAt: conflict.detectedAt,
  }));
}

export async function channelImportConflicts(tenant: TenantId): Promise<ImportConflict[]> {
  return (await channelBookings.conflicts(tenant)).flatMap(asImportConflicts);
}

/** One room's conflict by its key, if still stored (the mailer leaves out those resolved meanwhile). */
export async function channelImportConflict(tenant: TenantId, uidKey: string): Promise<ImportConflict | undefined> {
  const cut = uidKey.lastIndexOf('#');
  const stored = await channelBookings.conflict(tenant, uidKey.slice(0, cut));
  return stored && asImportConflicts(stored).find((conflict) => conflict.uidKey === uidKey);
}
