import type { TableAction } from '@hostel/shared/api/route-table';
import type { RunningFunction } from '../http/route-context';

// The channel pusher: the one function that sends availability and rates to the channel manager. Its
// rights, batching and retries are declared here once: the CDK stack grants and configures exactly this,
// and the local stream reader feeds it the same way (docs/architecture/channel-manager.md).

export const pushSettings = {
  /**
   * Read the connection, the property, its room types and nights (Query), the pending push (Get); record
   * what is pending (Put), claim it, note a failure and the push's outcome (Update), clear it once sent (Delete).
   */
  table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'] as const satisfies readonly TableAction[],
  /** The sweep lists the pending pushes from the index (gsi1pk = CHANNELPUSH). */
  queriesIndex: true,
  /** The sweep runs on the mailer's schedule: every 5 minutes. */
  sweepEveryMinutes: 5,
  /**
   * The full window of every connected property, once a day (Channex's PMS guide: "a daily full update"): the
   * night that enters the window each day is sent though nothing changed it, and any drift is put right.
   */
  fullPushEveryMinutes: 24 * 60,
  /** Stream records read per invocation: one batch holds many changes of a property, sent as one message. */
  batchSize: 100,
  /** How long the stream gathers records before it invokes the pusher: changes within it go out together. */
  batchingWindowSeconds: 10,
  /** A batch the pusher could not record (the table down) is retried this often, then sent to the failure queue. */
  retryAttempts: 10,
  /** Properties of one batch sent at once: each waits mostly on Channex (up to 10 s a call, three calls a push). */
  propertiesAtOnce: 4,
  timeoutSeconds: 120,
  /** A property's pushes are held this long by one run (longer than a run); one that dies leaves them to the sweep. */
  leaseSeconds: 180,
} as const;

/** What the schedule sends the pusher: retry the pushes that wait. */
export const PUSH_SWEEP_EVENT = { sweep: 'pending-channel-pushes' } as const;
/** What the daily schedule sends it: every connected property's whole window, as "Send all" does. */
export const FULL_PUSH_EVENT = { sweep: 'daily-full-push' } as const;

/** The pusher under its declaration, so a local run refuses what it did not declare (route-context.ts). */
export const pusherFunction: RunningFunction = {
  name: 'channelPusher',
  label: 'The channel pusher',
  declaredIn: 'functions/src/channel-manager/push-settings.ts',
  declared: new Set([...pushSettings.table, ...(pushSettings.queriesIndex ? (['QueryIndex'] as const) : [])]),
};
