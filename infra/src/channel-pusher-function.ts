// The channel pusher: sends availability and rates to the channel manager. The table's stream hands it
// the keys of changed nights and room types (filtered at the source), gathered for a few seconds into one
// batch; a schedule runs its sweep of pushes that failed. A batch it could not handle at all is recorded
// in a queue; both it and a push pending an hour raise an alarm. Its rights are exactly pushSettings'.
import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Schedule } from 'aws-cdk-lib/aws-scheduler';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { PUSH_ALARM_AFTER_MINUTES, channelPushStreamFilter } from '@hostel/functions/channel-manager/push-changes';
import { FULL_PUSH_EVENT, PUSH_SWEEP_EVENT, pushSettings } from '@hostel/functions/channel-manager/push-settings';
import { METRIC } from '@hostel/functions/http/metric-names';
import { repoRoot } from './repo-paths';
import {
  alarmOnQueue,
  alarmOnWait,
  failedRecordsQueue,
  grantIndexQuery,
  suppressWorkerNags,
  workerFunction,
  workerSchedule,
} from './worker-function';

export const CHANNEL_PUSHER_ENTRY = join(repoRoot, 'functions', 'src', 'channel-manager', 'channel-pusher-handler.ts');

export interface ChannelPusherFunctionProps {
  /** The table, with its stream. */
  table: ITable;
  /** The signing secret: the channel manager's API keys are sealed under a key derived from it. */
  secret: ISecret;
  /** The settings every function reads (config.ts). */
  environment: Record<string, string>;
}

export class ChannelPusherFunction extends Construct {
  readonly function: NodejsFunction;
  /** Stream batches the pusher could not handle after every retry (the table failing too), for a person to look at. */
  readonly failedBatches: Queue;
  /** Runs the sweep of pushes that wait for a retry. */
  readonly sweep: Schedule;
  /** Sends every connected property's whole window once a day. */
  readonly fullPush: Schedule;

  constructor(scope: Construct, id: string, props: ChannelPusherFunctionProps) {
    super(scope, id);
    this.function = workerFunction(this, {
      worker: 'channel-pusher',
      description: 'Sends availability and rates to the channel manager from the table stream (channel pusher)',
      entry: CHANNEL_PUSHER_ENTRY,
      timeoutSeconds: pushSettings.timeoutSeconds,
      table: props.table,
      tableActions: pushSettings.table,
      environment: props.environment,
    });
    props.secret.grantRead(this.function);
    // The sweep lists pending pushes from the index.
    grantIndexQuery(this.function, props.table);
    this.sweep = workerSchedule(this, this.function, {
      roleId: 'SweepSchedulerRole',
      scheduleId: 'SweepPendingPushes',
      everyMinutes: pushSettings.sweepEveryMinutes,
      description: 'Retry availability and rates the channel manager did not accept',
      input: PUSH_SWEEP_EVENT,
    });
    this.fullPush = workerSchedule(this, this.function, {
      roleId: 'FullPushSchedulerRole',
      scheduleId: 'DailyFullPush',
      everyMinutes: pushSettings.fullPushEveryMinutes,
      description: "Send every connected property's availability and rates for the whole window (Channex's daily full update)",
      input: FULL_PUSH_EVENT,
    });

    this.failedBatches = failedRecordsQueue(this, 'FailedChannelPushes');
    // One batch per shard at a time (the default parallelization of 1): a property's items share its
    // partition key, hence one shard, so its changes are handled in order and never two at once.
    this.function.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: pushSettings.batchSize,
        maxBatchingWindow: Duration.seconds(pushSettings.batchingWindowSeconds),
        retryAttempts: pushSettings.retryAttempts,
        bisectBatchOnError: true,
        onFailure: new SqsDlq(this.failedBatches),
        filters: [FilterCriteria.filter(channelPushStreamFilter)],
      }),
    );

    suppressWorkerNags(this, 'ChannelPusher', true);
  }

  /** A stream batch given up: changes that may not have reached the channel manager (a resync sends them). */
  alarmOnFailedBatches(topic: ITopic): Alarm {
    const description =
      'Changes for the channel manager were given up after every retry (see the FailedChannelPushes queue and the pusher log)';
    return alarmOnQueue(this, 'FailedChannelPushesAlarm', this.failedBatches, description, topic);
  }

  /** A push pending an hour: the channels sell from a stale picture, and may oversell. */
  alarmOnPendingPushes(topic: ITopic): Alarm {
    const description = `Availability or rates have waited ${PUSH_ALARM_AFTER_MINUTES} minutes or more for the channel manager (see the pusher log)`;
    return alarmOnWait(
      this,
      'PendingChannelPushAlarm',
      METRIC.oldestPendingChannelPushMinutes,
      PUSH_ALARM_AFTER_MINUTES,
      description,
      topic,
    );
  }
}
