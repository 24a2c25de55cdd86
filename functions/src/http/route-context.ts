import { AsyncLocalStorage } from 'node:async_hooks';
import { routeTable, type RouteDefinition, type RouteName, type TableAction } from '@hostel/shared/api/route-table';

// The call that is running, known to every layer below the handler without passing it around, so
// the data layer and the mailer can hold each call to the rights its route declares. IAM holds the
// deployed Lambda to the same declaration; this makes a missing right fail in `npm test`, and the
// record of what each call used makes an excessive one fail there too (see declared-rights-reporter).

/** One thing a call may do beyond computing: a table action, a query of the index, sending mail. */
export type Right = TableAction | 'QueryIndex' | 'SendEmail';

export interface RunningRoute {
  name: RouteName;
  route: RouteDefinition;
}

/** Thrown when a call does something its route did not declare; names the route and the right. */
export class UndeclaredRight extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UndeclaredRight';
  }
}

const running = new AsyncLocalStorage<RunningRoute>();

// Kept on globalThis: a test runner may load this module more than once in one process, and the
// record must be one. In a Lambda it holds a handful of names.
const RECORD_KEY = Symbol.for('hostel.rightsUsedByRoute');
type RightsRecord = Map<RouteName, Set<Right>>;
const record: RightsRecord = ((globalThis as { [RECORD_KEY]?: RightsRecord })[RECORD_KEY] ??= new Map());

/** Runs a call's whole pipeline as that route; defineHandler does this for every handler. */
export function runAsRoute<T>(name: RouteName, work: () => T): T {
  if (!record.has(name)) record.set(name, new Set());
  return running.run({ name, route: routeTable[name] }, work);
}

/** Work a request starts but does not own (a poller, a background sender) runs as no route. */
export function runOutsideRoute<T>(work: () => T): T {
  return running.exit(work);
}

export function runningRoute(): RunningRoute | undefined {
  return running.getStore();
}

/** Everything a route's declaration allows. */
export function declaredRights(route: RouteDefinition): Set<Right> {
  const rights = new Set<Right>(route.table);
  if (route.queriesIndex) rights.add('QueryIndex');
  if (route.sendsEmail) rights.add('SendEmail');
  return rights;
}

const WHERE = 'shared/src/api/route-table.ts';

/**
 * Refuses what the running route did not declare, and records what it used. Outside any route
 * (a script, a function that is not an API call) there is no declaration to hold to.
 */
export function assertRouteMay(rights: readonly Right[]): void {
  const current = running.getStore();
  if (!current) return;
  const declared = declaredRights(current.route);
  for (const right of rights) {
    if (!declared.has(right)) {
      const what = right === 'SendEmail' ? 'sendsEmail' : right === 'QueryIndex' ? 'queriesIndex' : `table action ${right}`;
      throw new UndeclaredRight(`Route ${current.name} used ${what} without declaring it in ${WHERE}`);
    }
  }
  const used = record.get(current.name) ?? new Set<Right>();
  for (const right of rights) used.add(right);
  record.set(current.name, used);
}

/** The mailer calls this before sending: only routes with `sendsEmail` may. */
export function assertRouteMaySendEmail(): void {
  assertRouteMay(['SendEmail']);
}

/** What each route that ran in this process used, by route. */
export function rightsUsed(): ReadonlyMap<RouteName, ReadonlySet<Right>> {
  return record;
}

export interface ExcessDeclaration {
  route: RouteName;
  unused: Right[];
}

/** Routes that ran and declared rights they never used: the declaration is wider than the code. */
export function excessDeclarations(used: ReadonlyMap<RouteName, ReadonlySet<Right>> = record): ExcessDeclaration[] {
  const excess: ExcessDeclaration[] = [];
  for (const [route, rights] of used) {
    const unused = [...declaredRights(routeTable[route])].filter((right) => !rights.has(right));
    if (unused.length > 0) excess.push({ route, unused });
  }
  return excess.sort((a, b) => a.route.localeCompare(b.route));
}
