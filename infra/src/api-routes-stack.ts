// The calls' functions, routes, integrations and invoke permissions, in nested stacks grouped by the call's area,
// so the parent stays far under CloudFormation's 500 resources however long the route table grows.
import { NestedStack } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { API_PREFIX, type RouteDefinition } from '@hostel/shared/api/route-table';
import { ApiFunction, type MailSending } from './api-function';

/** 7 resources per call (function, role, policy, log group, integration, route, permission): 50 calls stay under 400. */
export const MAX_CALLS_PER_ROUTES_STACK = 50;

/**
 * The nested stack a call lives in, from the first segment of its path (`/reservations/...` → `RoutesReservations`).
 * A new call joins its area's stack and moves no other call: moving a function between stacks would replace it.
 */
export function routesStackId(route: RouteDefinition): string {
  const area = route.path.split('/').find((segment) => segment !== '') ?? 'root';
  const pascal = area
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
  return `Routes${pascal}`;
}

/** The route table's calls by nested stack id, each group in route-table order. */
export function groupRoutesByStack(routes: Record<string, RouteDefinition>): Map<string, Array<[string, RouteDefinition]>> {
  const groups = new Map<string, Array<[string, RouteDefinition]>>();
  for (const [name, route] of Object.entries(routes)) {
    const id = routesStackId(route);
    groups.set(id, [...(groups.get(id) ?? []), [name, route]]);
  }
  for (const [id, calls] of groups) {
    if (calls.length > MAX_CALLS_PER_ROUTES_STACK) {
      throw new Error(
        `${id} holds ${calls.length} calls, more than ${MAX_CALLS_PER_ROUTES_STACK}: split its area in routesStackId (infra/src/api-routes-stack.ts)`,
      );
    }
  }
  return groups;
}

export interface ApiRoutesStackProps {
  httpApi: IHttpApi;
  calls: Array<[string, RouteDefinition]>;
  table: ITable;
  secret: ISecret;
  mail: MailSending;
  environment: Record<string, string>;
}

export class ApiRoutesStack extends NestedStack {
  /** The functions by route name, in route-table order. */
  readonly functions = new Map<string, ApiFunction>();

  constructor(scope: Construct, id: string, props: ApiRoutesStackProps) {
    super(scope, id, { description: `Hostel API calls under ${id}` });
    for (const [name, route] of props.calls) {
      const fn = new ApiFunction(this, name, {
        routeName: name,
        route,
        table: props.table,
        secret: props.secret,
        mail: props.mail,
        environment: props.environment,
      });
      this.functions.set(name, fn);
      // The route is declared here, beside its function, on the parent's API: a route's resources count in this stack.
      new HttpRoute(this, `${name}Route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(`${API_PREFIX}${route.path}`, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${name}Integration`, fn.function),
      });
      if (route.head)
        new HttpRoute(this, `${name}HeadRoute`, {
          httpApi: props.httpApi,
          routeKey: HttpRouteKey.with(`${API_PREFIX}${route.path}`, HttpMethod.HEAD),
          integration: new HttpLambdaIntegration(`${name}HeadIntegration`, fn.function),
        });
    }
  }
}
