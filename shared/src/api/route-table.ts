import type * as z from 'zod/mini';
import { accountRoutes } from './account-routes';
import { bookingPageRoutes } from './booking-page-routes';
import { cashDrawerRoutes } from './cash-drawer-routes';
import { channelManagerRoutes } from './channel-manager-routes';
import { channelRoutes } from './channel-routes';
import { folioRoutes } from './folio-routes';
import type { EndpointName } from './endpoints';
import { guestRoutes } from './guest-routes';
import { propertyRoutes } from './property-routes';
import type { RouteDefinition } from './route-definition';
import { reservationRoutes } from './reservation-routes';
import { teamRoutes } from './team-routes';

export { API_PREFIX, buildPath, kebabName } from './endpoints';
export type { Access, HttpMethod } from './endpoints';
export { TABLE_ACTIONS } from './route-definition';
export type { RouteDefinition, ServedRoute, TableAction } from './route-definition';

/**
 * Every call of the API: where it lives (endpoints.ts) plus what it accepts and answers and what its
 * Lambda may do, one file per area (account-routes.ts …). The handler pipeline, the local server, the CDK
 * stack and the web client all read it; the key is the call's one name in every layer, and the type below
 * holds the area files and endpoints.ts to the same names.
 */
export const routeTable = {
  ...accountRoutes,
  ...propertyRoutes,
  ...teamRoutes,
  ...guestRoutes,
  ...reservationRoutes,
  ...folioRoutes,
  ...channelRoutes,
  ...bookingPageRoutes,
  ...cashDrawerRoutes,
  ...channelManagerRoutes,
} as const satisfies { [N in EndpointName]: RouteDefinition };

export type RouteTable = typeof routeTable;
export type RouteName = keyof RouteTable;

export const routeNames = Object.keys(routeTable) as RouteName[];

type SchemaOf<R, K extends string> = R extends Record<K, infer S extends z.ZodMiniType> ? S : undefined;
type Infer<S> = S extends z.ZodMiniType ? z.infer<S> : undefined;
type Input<S> = S extends z.ZodMiniType ? z.input<S> : undefined;

export type BodyOf<N extends RouteName> = Infer<SchemaOf<RouteTable[N], 'body'>>;
export type BodyInputOf<N extends RouteName> = Input<SchemaOf<RouteTable[N], 'body'>>;
export type ParamsOf<N extends RouteName> = Infer<SchemaOf<RouteTable[N], 'params'>>;
export type QueryOf<N extends RouteName> = Infer<SchemaOf<RouteTable[N], 'query'>>;
/** What a caller sends (before the schemas parse it): the web client's path parameters and query. */
export type ParamsInputOf<N extends RouteName> = Input<SchemaOf<RouteTable[N], 'params'>>;
export type QueryInputOf<N extends RouteName> = Input<SchemaOf<RouteTable[N], 'query'>>;
export type ResponseOf<N extends RouteName> = z.infer<RouteTable[N]['response']>;
