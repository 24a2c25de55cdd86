import type { RouteName, RouteTable, ServedRoute } from '@hostel/shared/api/route-table';

// The calls this process serves. A deployed function serves one: its entry (infra/src/function-entry.ts)
// puts that call's definition here before the handler loads, so the bundle never builds the other calls'
// schemas (a cold start spent a fifth of its CPU on them). Anywhere else (the local server, tests) the
// whole table is loaded. A deployed bundle is built with HOSTEL_CALL_BUNDLE defined (infra/src/lambda-bundling.ts),
// which makes the fallback dead code, so esbuild leaves the table out: a worker never loads it either.

const FUNCTION_ROUTES = Symbol.for('hostel.functionRoutes');
type Registered = Partial<Record<RouteName, ServedRoute>>;
const holder = globalThis as { [FUNCTION_ROUTES]?: Registered };

const routes: Registered =
  holder[FUNCTION_ROUTES] ?? (process.env.HOSTEL_CALL_BUNDLE === 'true' ? {} : (await import('@hostel/shared/api/route-table')).routeTable);

/** A call's definition, its answer's schema aside; a function asked for a call it was not built for fails at load, naming both. */
export function routeDefinition<N extends RouteName>(name: N): Omit<RouteTable[N], 'response'> {
  const route = routes[name];
  if (!route) throw new Error(`This function serves ${Object.keys(routes).join(', ')}, not ${name}`);
  return route as Omit<RouteTable[N], 'response'>;
}
