import type { ChannelPullView } from '@hostel/shared/api/channel-sync-schemas';
import type { PullOutcome } from './channel-pull';

/** A pull's outcome as "Sync now" answers it. */
export function pullView(outcome: PullOutcome): ChannelPullView {
  return {
    sync_running: outcome.running === true,
    applied: outcome.applied,
    conflicts: outcome.conflicts,
    left_to_desk: outcome.left,
    acknowledged: outcome.acknowledged,
    more: outcome.more === true,
    ...(outcome.error ? { error: outcome.error } : {}),
  };
}
