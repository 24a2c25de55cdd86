import type { ChannelManagerView } from '@hostel/shared/api/channel-manager-schemas';
import type { ChannelConnectionRecord } from '../data/channel-connection-repository';

/** The connection as the page shows it: the Channex property and the mapping, never the key. */
export function connectionView(record: ChannelConnectionRecord | undefined): ChannelManagerView {
  if (!record) return { connected: false };
  return {
    connected: true,
    provider: record.provider,
    channel_property_id: record.channelPropertyId,
    channel_property_title: record.channelPropertyTitle,
    currency: record.currency,
    connected_at: record.connectedAt,
    mappings: record.mappings.map((mapping) => ({
      room_type_id: mapping.roomTypeId,
      channel_room_type_id: mapping.channelRoomTypeId,
      channel_rate_plan_id: mapping.channelRatePlanId,
    })),
    ...(record.lastPullAt ? { last_pull_at: record.lastPullAt } : {}),
    ...(record.lastPullError ? { last_pull_error: record.lastPullError } : {}),
    ...(record.lastPushAt ? { last_push_at: record.lastPushAt } : {}),
    ...(record.lastPushError ? { last_push_error: record.lastPushError } : {}),
  };
}
