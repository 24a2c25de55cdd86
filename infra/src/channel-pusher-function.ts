// The channel pusher: sends availability and rates to the channel manager. The table's stream hands it
// the keys of changed nights and room types (filtered at the source), gathered for a few seconds into one
// batch; a schedule runs its sweep of pushes that failed. A batch it could not handle at all is recorded
// in a queue; both it and a push pending an hour raise an alarm. Its rights are exactly pushSettings'.
import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { NagSuppressions } from 'cdk-nag';
import { PUSH_ALARM_AFTER_MINUTES, channelPushStreamFilter } from '@hostel/functions/channel-manager/push-changes';
import { PUSH_SWEEP_EVENT, pushSettings } from '@hostel/functions/channel-manager/push-settings';
import { tableDefinition } from '@hostel/functions/data/table-definition';
import { METRIC, METRICS_NAMESPACE, METRICS_SERVICE } from '@hostel/functions/http/metric-names';
import { repoRoot } from './repo-paths';
import { workerFunction } from './worker-function';

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
    // The sweep lists pending pushes from the index: Query on it alone.
    this.function.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['dynamodb:Query'],
        resources: [`${props.table.tableArn}/index/${tableDefinition.globalSecondaryIndexes[0].indexName}`],
      }),
    );
    const invoker = new Role(this, 'SweepSchedulerRole', { assumedBy: new ServicePrincipal('scheduler.amazonaws.com') });
    this.sweep = new Schedule(this, 'SweepPendingPushes', {
      schedule: ScheduleExpression.rate(Duration.minutes(pushSettings.sweepEveryMinutes)),
      target: new LambdaInvoke(this.function, { retryAttempts: 0, role: invoker, input: ScheduleTargetInput.fromObject(PUSH_SWEEP_EVENT) }),
      description: 'Retry availability and rates the channel manager did not accept',
    });

    this.failedBatches = new Queue(this, 'FailedChannelPushes', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
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

    NagSuppressions.addResourceSuppressions(
      this,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'dynamodb:ListStreams has no resource to scope to (CDK grantStreamRead); reading the stream itself is granted on its ARN only.',
          appliesTo: ['Resource::*'],
        },
        { id: 'AwsSolutions-L1', reason: 'Node.js 22 is the runtime the product targets and tests, as for the API functions.' },
        {
          id: 'AwsSolutions-IAM5',
          reason: "The scheduler's role may invoke this one function; CDK's grantInvoke adds its versions (<arn>:*), nothing else.",
          appliesTo: [{ regex: '/^Resource::<ChannelPusher.*\\.Arn>:\\*$/g' }],
        },
        {
          id: 'AwsSolutions-SQS3',
          reason: "This queue is the dead-letter destination itself: the stream event source's on-failure destination.",
        },
      ],
      true,
    );
  }

  /** A stream batch given up: changes that may not have reached the channel manager (a resync sends them). */
  alarmOnFailedBatches(topic: ITopic): Alarm {
    const alarm = new Alarm(this, 'FailedChannelPushesAlarm', {
      alarmDescription:
        'Changes for the channel manager were given up after every retry (see the FailedChannelPushes queue and the pusher log)',
      metric: this.failedBatches.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(topic));
    return alarm;
  }

  /** A push pending an hour: the channels sell from a stale picture, and may oversell. */
  alarmOnPendingPushes(topic: ITopic): Alarm {
    const alarm = new Alarm(this, 'PendingChannelPushAlarm', {
      alarmDescription: `Availability or rates have waited ${PUSH_ALARM_AFTER_MINUTES} minutes or more for the channel manager (see the pusher log)`,
      metric: new Metric({
        namespace: METRICS_NAMESPACE,
        metricName: METRIC.oldestPendingChannelPushMinutes,
        dimensionsMap: { service: METRICS_SERVICE },
        statistic: 'Maximum',
        period: Duration.minutes(5),
      }),
      threshold: PUSH_ALARM_AFTER_MINUTES,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(topic));
    return alarm;
  }
}
