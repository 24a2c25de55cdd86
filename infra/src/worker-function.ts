// What the functions that are no API call share (the mailer, the scheduled calendar sync): a log group
// and a role of their own, the runtime and bundling the API functions use, a tag naming the worker, and
// exactly the table actions its settings list.
import { Duration, Tags } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { nodejsBundling } from './lambda-bundling';
import { lockFile, repoRoot } from './repo-paths';

/** Marks functions that are not an API call's, and names them. */
export const WORKER_TAG = 'hostel:worker';

export interface WorkerFunctionProps {
  /** The tag's value: 'mailer', 'calendar-sync'. */
  worker: string;
  description: string;
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
    entry: props.entry,
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
