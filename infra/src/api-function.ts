// One call's Lambda: the defaults every API function shares, and exactly the rights its route asks for.
import { Duration, Tags } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { RouteDefinition } from '@hostel/shared/api/route-table';
import { tableDefinition } from '@hostel/functions/data/table-definition';
import { nodejsBundling } from './lambda-bundling';
import { functionEntry } from './function-entry';
import { lockFile, repoRoot } from './repo-paths';

/** The tag that marks a function as an API call's (and names the call), as opposed to CDK helper functions. */
export const ROUTE_TAG = 'hostel:route';

const INDEX_NAME = tableDefinition.globalSecondaryIndexes[0].indexName;

export interface MailSending {
  /** ARNs ses:SendEmail must be allowed on: the sender identity and the configuration set. */
  resourceArns: string[];
}

export interface ApiFunctionProps {
  routeName: string;
  route: RouteDefinition;
  table: ITable;
  secret: ISecret;
  mail: MailSending;
  /** Settings every function reads (config.ts); APP_ORIGIN may be added later, see setAppOrigin. */
  environment: Record<string, string>;
}

/** Every call's memory, in MB: the choice and its figures are in docs/deploy.md ("Memory"). */
export const API_FUNCTION_MEMORY_MB = 1024;

export class ApiFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const { route } = props;

    // An own log group with a retention, instead of the logRetention helper Lambda.
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    // An own role that may write only to that log group, instead of the broad AWS managed policy.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);

    this.function = new NodejsFunction(this, 'Function', {
      description: `${route.method} ${route.path} (${props.routeName})`,
      entry: functionEntry(props.routeName),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: lockFile,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      // CPU grows with memory, and a call's cold start is CPU: 1 GB makes it about 3× faster than 256 MB for about
      // the same GB-s (docs/deploy.md, "Memory"); scrypt (N=2^17, r=8) needs 128 MiB of it.
      memorySize: API_FUNCTION_MEMORY_MB,
      timeout: Duration.seconds(route.timeoutSeconds ?? (route.hashesPasswords ? 10 : 6)),
      logGroup,
      role,
      bundling: nodejsBundling(),
      // No --enable-source-maps: it parses the whole map at every cold start (about 10 ms of CPU, docs/deploy.md).
      // The map ships beside the bundle and a logged stack is mapped to the TypeScript sources when it is written
      // (functions/src/http/source-stack.ts).
      environment: props.environment,
    });
    Tags.of(this.function).add(ROUTE_TAG, props.routeName);

    // Exactly the table actions the route table declares for this call, and nothing for a call that declares none.
    if (route.table.length > 0) {
      this.function.addToRolePolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: route.table.map((action) => `dynamodb:${action}`),
          resources: [props.table.tableArn],
        }),
      );
    }
    if (route.queriesIndex) {
      this.function.addToRolePolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['dynamodb:Query'],
          resources: [`${props.table.tableArn}/index/${INDEX_NAME}`],
        }),
      );
    }

    // Every call signs or checks tokens, so every function reads the signing keys (once per cold start).
    props.secret.grantRead(this.function);

    if (route.sendsEmail) {
      this.function.addToRolePolicy(
        new PolicyStatement({ effect: Effect.ALLOW, actions: ['ses:SendEmail'], resources: props.mail.resourceArns }),
      );
    }
  }

  /** Sets the origin the app is served from, once the distribution that serves it exists. */
  setAppOrigin(origin: string): void {
    this.function.addEnvironment('APP_ORIGIN', origin);
  }
}
