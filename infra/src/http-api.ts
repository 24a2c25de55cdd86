// The HTTP API, generated from the route table: one route and one Lambda per call, nothing by hand.
// The API and its stage live here (the parent stack); the calls live in nested stacks by area (api-routes-stack.ts).
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { type CfnStage, HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { API_PREFIX, routeTable, type RouteDefinition } from '@hostel/shared/api/route-table';
import type { ApiFunction, MailSending } from './api-function';
import { ApiRoutesStack, groupRoutesByStack } from './api-routes-stack';

// One JSON line per request, without the query string or headers (which may hold tokens).
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    route: '$context.routeKey',
    status: '$context.status',
    bytes: '$context.responseLength',
    latencyMs: '$context.integrationLatency',
    error: '$context.integrationErrorMessage',
  }),
);

export interface HttpApiProps {
  table: ITable;
  secret: ISecret;
  mail: MailSending;
  environment: Record<string, string>;
  /** Requests per second over all routes, and the burst above it. */
  throttle?: { rateLimit: number; burstLimit: number };
  /** Requests per second of each public route (the booking page, a stay link, a feed), and its burst. */
  publicThrottle?: { rateLimit: number; burstLimit: number };
}

/** A public route may use this much of the stage: anonymous traffic never throttles the desks' calls. */
const PUBLIC_ROUTE_THROTTLE = { rateLimit: 10, burstLimit: 20 };

export class HostelHttpApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** The functions by route name, in route-table order. */
  readonly functions = new Map<string, ApiFunction>();
  /** The nested stacks that hold the calls, one per area of the route table. */
  readonly routeStacks: ApiRoutesStack[] = [];

  constructor(scope: Construct, id: string, props: HttpApiProps) {
    super(scope, id);
    // The stage is declared below, so it can have throttling and access logs.
    this.api = new HttpApi(this, 'Api', { description: 'Hostel reservations API', createDefaultStage: false });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle ?? { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });

    const routes: Record<string, RouteDefinition> = routeTable;
    const publicThrottle = props.publicThrottle ?? PUBLIC_ROUTE_THROTTLE;
    // RouteSettings is a plain JSON map in CloudFormation: CDK passes it as written, so its keys are CloudFormation's own.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const route of Object.values(routes))
      if (route.access === 'public')
        routeSettings[`${route.method} ${API_PREFIX}${route.path}`] = {
          ThrottlingRateLimit: publicThrottle.rateLimit,
          ThrottlingBurstLimit: publicThrottle.burstLimit,
        };
    for (const [stackId, calls] of groupRoutesByStack(routes)) {
      const nested = new ApiRoutesStack(this, stackId, {
        httpApi: this.api,
        calls,
        table: props.table,
        secret: props.secret,
        mail: props.mail,
        environment: props.environment,
      });
      this.routeStacks.push(nested);
      // Route settings on the stage name route keys, which must exist first: the stage waits for every call's stack.
      this.stage.node.addDependency(nested);
      for (const [name, fn] of nested.functions) this.functions.set(name, fn);
    }
    // The L2 stage has no per-route settings; its CloudFormation resource does.
    (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
  }

  /** The API's endpoint (https://<id>.execute-api.<region>.amazonaws.com): it depends on the API only, not on its routes. */
  get endpoint(): string {
    return this.api.apiEndpoint;
  }

  /** Tells every function where the app is served from (see the stack for why this comes last). */
  setAppOrigin(origin: string): void {
    for (const fn of this.functions.values()) fn.setAppOrigin(origin);
  }
}
