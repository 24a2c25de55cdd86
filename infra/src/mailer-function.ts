// The mailer: the one function that sends email. The table's stream hands it new outbox items
// (filtered at the source, keys only); it retries a failed send a few times, then hands it to its sweep,
// which a schedule runs every few minutes for a day of slower retries. A record the stream could not
// process at all is recorded in a queue; both it and mail waiting an hour raise an alarm. Its rights are
// exactly mailerSettings'.
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
import { outboxStreamFilter } from '@hostel/functions/data/outbox-repository';
import { tableDefinition } from '@hostel/functions/data/table-definition';
import { mailerSettings, SWEEP_EVENT } from '@hostel/functions/mailer/mailer-settings';
import { METRIC, METRICS_NAMESPACE, METRICS_SERVICE } from '@hostel/functions/http/metric-names';
import { ALARM_AFTER_MINUTES } from '@hostel/functions/mailer/retry-plan';
import type { MailSending } from './api-function';
import { repoRoot } from './repo-paths';
import { workerFunction } from './worker-function';

export const MAILER_ENTRY = join(repoRoot, 'functions', 'src', 'mailer', 'mailer-handler.ts');

export interface MailerFunctionProps {
  /** The table, with its stream. */
  table: ITable;
  secret: ISecret;
  mail: MailSending;
  /** The settings every function reads (config.ts); APP_ORIGIN comes later, see setAppOrigin. */
  environment: Record<string, string>;
}

export class MailerFunction extends Construct {
  readonly function: NodejsFunction;
  /** Records of mail given up after every retry: which stream records, for a person to look at. */
  readonly failedMail: Queue;
  /** Runs the sweep of mail that waits for a later try. */
  readonly sweep: Schedule;

  constructor(scope: Construct, id: string, props: MailerFunctionProps) {
    super(scope, id);
    this.function = workerFunction(this, {
      worker: 'mailer',
      description: 'Sends queued account mail from the table stream (mailer)',
      entry: MAILER_ENTRY,
      // Room for the longest wait before a retry, and the send after it.
      timeoutSeconds: mailerSettings.timeoutSeconds,
      table: props.table,
      tableActions: mailerSettings.table,
      environment: props.environment,
    });
    props.secret.grantRead(this.function);
    // The sweep lists waiting mail from the index: Query on it alone.
    this.function.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['dynamodb:Query'],
        resources: [`${props.table.tableArn}/index/${tableDefinition.globalSecondaryIndexes[0].indexName}`],
      }),
    );
    // A missed run is the next one's work; its own role, so the nag rule below stays scoped to this function.
    const invoker = new Role(this, 'SweepSchedulerRole', { assumedBy: new ServicePrincipal('scheduler.amazonaws.com') });
    this.sweep = new Schedule(this, 'SweepWaitingMail', {
      schedule: ScheduleExpression.rate(Duration.minutes(mailerSettings.sweepEveryMinutes)),
      target: new LambdaInvoke(this.function, { retryAttempts: 0, role: invoker, input: ScheduleTargetInput.fromObject(SWEEP_EVENT) }),
      description: 'Retry mail the mail service refused for a while',
    });
    this.function.addToRolePolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['ses:SendEmail'], resources: props.mail.resourceArns }),
    );

    this.failedMail = new Queue(this, 'FailedMail', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    // Grants reading the stream (and nothing else of the table) and sending to the queue.
    this.function.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: mailerSettings.batchSize,
        retryAttempts: mailerSettings.retryAttempts,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(this.failedMail),
        filters: [FilterCriteria.filter(outboxStreamFilter)],
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
          appliesTo: [{ regex: '/^Resource::<Mailer.*\\.Arn>:\\*$/g' }],
        },
        {
          id: 'AwsSolutions-SQS3',
          reason: "This queue is the dead-letter destination itself: the stream event source's on-failure destination.",
        },
      ],
      true,
    );
  }

  /** Mail given up after every retry is an incident: someone did not get their link. */
  alarmOnFailedMail(topic: ITopic): Alarm {
    const alarm = new Alarm(this, 'FailedMailAlarm', {
      alarmDescription: 'Account mail was given up after every retry (see the FailedMail queue and the mailer log)',
      metric: this.failedMail.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(topic));
    return alarm;
  }

  /**
   * Mail that waits is a guest or a member without their link: the oldest waiting mail's wait (the sweep's
   * gauge, published while mail waits) reaching an hour pages someone. Mail given up is Alarms' MailsGivenUp.
   */
  alarmOnWaitingMail(topic: ITopic): Alarm {
    const alarm = new Alarm(this, 'WaitingMailAlarm', {
      alarmDescription: `A queued mail has waited ${ALARM_AFTER_MINUTES} minutes or more for the mail service (see the mailer log)`,
      metric: new Metric({
        namespace: METRICS_NAMESPACE,
        metricName: METRIC.oldestWaitingMailMinutes,
        dimensionsMap: { service: METRICS_SERVICE },
        statistic: 'Maximum',
        period: Duration.minutes(5),
      }),
      threshold: ALARM_AFTER_MINUTES,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(topic));
    return alarm;
  }

  /** The links in the mail point at the app's origin, known once the distribution exists. */
  setAppOrigin(origin: string): void {
    this.function.addEnvironment('APP_ORIGIN', origin);
  }
}
