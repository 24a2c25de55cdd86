// The scheduled calendar sync: one Lambda that EventBridge Scheduler calls every 15 minutes, which reads
// every imported iCal feed and syncs it, then purges the closed properties whose 30 days have passed (one
// Query of the index, nearly always empty: no schedule of its own). Cost is flat: one invocation per period
// whatever the number of feeds, nothing always on per feed. The same run pulls every connected property's
// channel-manager bookings (it reads the signing secret to open their API keys). Its rights are exactly
// syncSettings' and that secret (no mail: conflicts are queued).
import { join } from 'node:path';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Schedule } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { syncSettings } from '@hostel/functions/calendar-sync/sync-settings';
import { repoRoot } from './repo-paths';
import { grantIndexQuery, suppressWorkerNags, workerFunction, workerSchedule } from './worker-function';

export const CALENDAR_SYNC_ENTRY = join(repoRoot, 'functions', 'src', 'calendar-sync', 'scheduled-sync.ts');

export interface CalendarSyncFunctionProps {
  table: ITable;
  /** The signing secret: the channel manager's API keys are sealed under a key derived from it. */
  secret: ISecret;
  /** The settings every function reads (config.ts); APP_ORIGIN comes later, see setAppOrigin. */
  environment: Record<string, string>;
}

export class CalendarSyncFunction extends Construct {
  readonly function: NodejsFunction;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: CalendarSyncFunctionProps) {
    super(scope, id);
    this.function = workerFunction(this, {
      worker: 'calendar-sync',
      description: 'Syncs imported iCal feeds into reservations and purges closed properties due (every 15 minutes)',
      entry: CALENDAR_SYNC_ENTRY,
      timeoutSeconds: syncSettings.timeoutSeconds,
      table: props.table,
      tableActions: syncSettings.table,
      environment: props.environment,
      // One run at a time: a slow run is never overlapped by the next one.
      extra: { reservedConcurrentExecutions: 1 },
    });
    // It pulls every connected property's channel-manager bookings too, opening each one's sealed API key.
    props.secret.grantRead(this.function);
    grantIndexQuery(this.function, props.table);
    this.schedule = workerSchedule(this, this.function, {
      roleId: 'SchedulerRole',
      scheduleId: 'Every15Minutes',
      everyMinutes: syncSettings.everyMinutes,
      description: 'Sync imported iCal feeds',
    });

    suppressWorkerNags(this, 'CalendarSync', false);
  }

  /** Conflict mail links to the app, known once the distribution exists. */
  setAppOrigin(origin: string): void {
    this.function.addEnvironment('APP_ORIGIN', origin);
  }
}
