// The mailer: the one function that sends email. The table's stream hands it new outbox items
// (filtered at the source, keys only); it retries a failed send a few times, then hands it to its sweep,
// which a schedule runs every few minutes for a day of slower retries. A record the stream could not
// process at all is recorded in a queue; both it and mail waiting an hour raise an alarm. Its rights are
// exactly mailerSettings'.
import { join } from 'node:path';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Schedule } from 'aws-cdk-lib/aws-scheduler';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { outboxStreamFilter } from '@hostel/functions/data/outbox-repository';
import { mailerSettings, SWEEP_EVENT } from '@hostel/functions/mailer/mailer-settings';
import { METRIC } from '@hostel/functions/http/metric-names';
import { ALARM_AFTER_MINUTES } from '@hostel/functions/mailer/retry-plan';
import type { MailSending } from './api-function';
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
    // The sweep lists waiting mail from the index.
    grantIndexQuery(this.function, props.table);
    this.sweep = workerSchedule(this, this.function, {
      roleId: 'SweepSchedulerRole',
      scheduleId: 'SweepWaitingMail',
      everyMinutes: mailerSettings.sweepEveryMinutes,
      description: 'Retry mail the mail service refused for a while',
      input: SWEEP_EVENT,
    });
    this.function.addToRolePolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['ses:SendEmail'], resources: props.mail.resourceArns }),
    );

    this.failedMail = failedRecordsQueue(this, 'FailedMail');
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

    suppressWorkerNags(this, 'Mailer', true);
  }

  /** Mail given up after every retry is an incident: someone did not get their link. */
  alarmOnFailedMail(topic: ITopic): Alarm {
    const description = 'Account mail was given up after every retry (see the FailedMail queue and the mailer log)';
    return alarmOnQueue(this, 'FailedMailAlarm', this.failedMail, description, topic);
  }

  /**
   * Mail that waits is a guest or a member without their link: the oldest waiting mail's wait (the sweep's
   * gauge, published while mail waits) reaching an hour pages someone. Mail given up is Alarms' MailsGivenUp.
   */
  alarmOnWaitingMail(topic: ITopic): Alarm {
    const description = `A queued mail has waited ${ALARM_AFTER_MINUTES} minutes or more for the mail service (see the mailer log)`;
    return alarmOnWait(this, 'WaitingMailAlarm', METRIC.oldestWaitingMailMinutes, ALARM_AFTER_MINUTES, description, topic);
  }

  /** The links in the mail point at the app's origin, known once the distribution exists. */
  setAppOrigin(origin: string): void {
    this.function.addEnvironment('APP_ORIGIN', origin);
  }
}
