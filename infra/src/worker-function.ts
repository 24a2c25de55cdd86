// What the functions that are no API call share (the mailer, the scheduled calendar sync, the channel
// pusher): a log group and a role of their own, the runtime and bundling the API functions use, a tag naming
// the worker, exactly the table actions its settings list; and the parts several of them have: a Query of the
// index, a schedule, a queue of stream records given up, the alarms on it and on a gauge, cdk-nag's reasons.
import { Duration, Tags } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { NagSuppressions } from 'cdk-nag';
import { tableDefinition } from '@hostel/functions/data/table-definition';
import { METRICS_NAMESPACE, METRICS_SERVICE } from '@hostel/functions/http/metric-names';
import { workerEntry } from './function-entry';
import { nodejsBundling } from './lambda-bundling';
import { lockFile, repoRoot } from './repo-paths';

/** Marks functions that are not an API call's, and names them. */
export const WORKER_TAG = 'hostel:worker';

export interface WorkerFunctionProps {
  /** The tag's value: 'mailer', 'calendar-sync'. */
  worker: string;
  description: string;
  /** The handler's module; the function's entry (function-entry.ts) puts the message catalogs in place before it. */
  entry: string;
  timeoutSeconds: number;
  table: ITable;
  /** The table actions the worker's code performs (its settings' list); granted on the table alone. */
  tableActions: readonly string[];
  /** The settings every function reads (config.ts); APP_ORIGIN comes later. */
  environment: Record<string, string>;
  /** What this worker sets beyond the shared defaults (e.g. reserved concurrency). */
  extra?: Partial<NodejsFunctionProps>;
}

/** A worker's function in `scope`, as `<scope>/Function` with its `Logs` and `Role`. */
export function workerFunction(scope: Construct, props: WorkerFunctionProps): NodejsFunction {
  const logGroup = new LogGroup(scope, 'Logs', { retention: RetentionDays.ONE_MONTH });
  const role = new Role(scope, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  logGroup.grantWrite(role);
  const fn = new NodejsFunction(scope, 'Function', {
    description: props.description,
    entry: workerEntry(props.worker, props.entry),
    handler: 'handler',
    projectRoot: repoRoot,
    depsLockFilePath: lockFile,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: 256,
    timeout: Duration.seconds(props.timeoutSeconds),
    logGroup,
    role,
    bundling: nodejsBundling(),
    // Stack traces in the logs point at the TypeScript sources. Workers run on schedules and streams, where no one
    // waits on their cold start, and the runtime logs an uncaught error's stack itself; the API's calls map theirs
    // when they log one instead (api-function.ts).
    environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
    ...props.extra,
  });
  Tags.of(fn).add(WORKER_TAG, props.worker);
  fn.addToRolePolicy(
    new PolicyStatement({
      effect: Effect.ALLOW,
      actions: props.tableActions.map((action) => `dynamodb:${action}`),
      resources: [props.table.tableArn],
    }),
  );
  return fn;
}

/** Query on the table's index alone: a worker that lists from it what waits (mail, pushes, feeds). */
export function grantIndexQuery(fn: NodejsFunction, table: ITable): void {
  fn.addToRolePolicy(
    new PolicyStatement({
      effect: Effect.ALLOW,
      actions: ['dynamodb:Query'],
      resources: [`${table.tableArn}/index/${tableDefinition.globalSecondaryIndexes[0].indexName}`],
    }),
  );
}

export interface WorkerScheduleProps {
  /** The construct ids of its role and its schedule. */
  roleId: string;
  scheduleId: string;
  everyMinutes: number;
  description: string;
  /** The event the worker receives; none for a worker the schedule alone calls. */
  input?: object;
}

/**
 * Runs `fn` every few minutes. A missed run is the next one's work: no retries piling up behind a slow one.
 * Its own role (not the stack-wide one the target would make), so the nag reason on invoking it stays scoped.
 */
export function workerSchedule(scope: Construct, fn: NodejsFunction, props: WorkerScheduleProps): Schedule {
  const invoker = new Role(scope, props.roleId, { assumedBy: new ServicePrincipal('scheduler.amazonaws.com') });
  return new Schedule(scope, props.scheduleId, {
    schedule: ScheduleExpression.rate(Duration.minutes(props.everyMinutes)),
    target: new LambdaInvoke(fn, {
      retryAttempts: 0,
      role: invoker,
      ...(props.input ? { input: ScheduleTargetInput.fromObject(props.input) } : {}),
    }),
    description: props.description,
  });
}

/** Where the stream's records a worker gave up after every retry go, for a person to look at (two weeks). */
export function failedRecordsQueue(scope: Construct, id: string): Queue {
  return new Queue(scope, id, { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
}

function pagingAlarm(
  scope: Construct,
  id: string,
  topic: ITopic,
  props: { description: string; metric: Metric; threshold: number },
): Alarm {
  const alarm = new Alarm(scope, id, {
    alarmDescription: props.description,
    metric: props.metric,
    threshold: props.threshold,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  alarm.addAlarmAction(new SnsAction(topic));
  return alarm;
}

/** Pages `topic` as soon as one record is in `queue`. */
export function alarmOnQueue(scope: Construct, id: string, queue: Queue, description: string, topic: ITopic): Alarm {
  const metric = queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' });
  return pagingAlarm(scope, id, topic, { description, metric, threshold: 1 });
}

/** Pages `topic` when a worker's gauge (a wait in minutes, published by its sweep) reaches `minutes`. */
export function alarmOnWait(scope: Construct, id: string, metricName: string, minutes: number, description: string, topic: ITopic): Alarm {
  const metric = new Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    dimensionsMap: { service: METRICS_SERVICE },
    statistic: 'Maximum',
    period: Duration.minutes(5),
  });
  return pagingAlarm(scope, id, topic, { description, metric, threshold: minutes });
}

/**
 * cdk-nag's reasons for a scheduled worker named `logicalName` (its functions' logical ids start with it), and
 * with `stream`, for one fed by the table's stream with a queue of records given up.
 */
export function suppressWorkerNags(scope: Construct, logicalName: string, stream: boolean): void {
  NagSuppressions.addResourceSuppressions(
    scope,
    [
      ...(stream
        ? [
            {
              id: 'AwsSolutions-IAM5',
              reason:
                'dynamodb:ListStreams has no resource to scope to (CDK grantStreamRead); reading the stream itself is granted on its ARN only.',
              appliesTo: ['Resource::*'],
            },
          ]
        : []),
      { id: 'AwsSolutions-L1', reason: 'Node.js 22 is the runtime the product targets and tests, as for the API functions.' },
      {
        id: 'AwsSolutions-IAM5',
        reason: "The scheduler's role may invoke this one function; CDK's grantInvoke adds its versions (<arn>:*), nothing else.",
        appliesTo: [{ regex: `/^Resource::<${logicalName}.*\\.Arn>:\\*$/g` }],
      },
      ...(stream
        ? [
            {
              id: 'AwsSolutions-SQS3',
              reason: "This queue is the dead-letter destination itself: the stream event source's on-failure destination.",
            },
          ]
        : []),
    ],
    true,
  );
}
