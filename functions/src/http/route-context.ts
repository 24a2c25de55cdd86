import { AsyncLocalStorage } from 'node:async_hooks';
import type { RouteName, ServedRoute, TableAction } from '@hostel/shared/api/route-table';
import { routeDefinition } from './route-registry';

// The code that is running (an API call, or the mailer function), known to every layer below it
// without passing it around, so the data layer and the mail sender can hold it to the rights it
// declares: a route in route-table.ts, the mailer in mailer-settings.ts. IAM holds the deployed
// Lambda to the same declaration; this makes a missing right fail in `npm test`, and the record of
// what each one used makes an excessive one fail there too (see declared-rights-reporter).

/** One thing a call may do beyond computing: a table action, a query of the index, sending mail. */
export type Right = TableAction | 'QueryIndex' | 'SendEmail';

/** The code that is running, under its declaration: an API route, or the mailer function. */
export interface RunningFunction {
  /** The key its record of used rights is kept under: the route's name, or "mailer". */
  name: string;
  /** "Route getProfile", "The mailer": how a refusal names it. */
  label: string;
  /** The file that declares its rights, named in a refusal. */
  declaredIn: string;
  declared: ReadonlySet<Right>;
}

/** Thrown when running code does something it did not declare; names the route (or the mailer) and the right. */
export class UndeclaredRight extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UndeclaredRight';
  }
}

const running = new AsyncLocalStorage<RunningFunction>();

export interface RightsRecord {
  declared: ReadonlySet<Right>;
  used: Set<Right>;
}

// Kept on globalThis: a test runner may load this module more than once in one process, and the
// record must be one. In a Lambda it holds a handful of names.
const RECORD_KEY = Symbol.for('hostel.rightsUsedByFunction');
const holder = globalThis as { [RECORD_KEY]?: Map<string, RightsRecord> };
const record: Map<string, RightsRecord> = holder[RECORD_KEY] ?? new Map();
holder[RECORD_KEY] = record;

/** Runs work as a named function held to its declaration; the mailer's handler does this. */
export function runAsFunction<T>(fn: RunningFunction, work: () => T): T {
  if (!record.has(fn.name)) record.set(fn.name, { declared: fn.declared, used: new Set() });
  return running.run(fn, work);
}

/** Everything a route's declaration allows. */
export function declaredRights(route: ServedRoute): Set<Right> {
  const rights = new Set<Right>(route.table);
  if (route.queriesIndex) rights.add('QueryIndex');
  if (route.sendsEmail) rights.add('SendEmail');
  return rights;
}

/** Runs a call's whole pipeline as that route; defineHandler does this for every handler. */
export function runAsRoute<T>(name: RouteName, work: () => T): T {
  return runAsFunction(
    { name, label: `Route ${name}`, declaredIn: 'shared/src/api/route-table.ts', declared: declaredRights(routeDefinition(name)) },
    work,
  );
}

/** Work a request starts but does not own (a poller, a background sender) runs as no route. */
export function runOutsideRoute<T>(work: () => T): T {
  return running.exit(work);
}

/** How a refusal names what is running, or undefined outside any declared function. */
export function runningLabel(): string | undefined {
  return running.getStore()?.label;
}

/**
 * Refuses what the running function did not declare, and records what it used. Outside any (a script,
 * a test's own setup) there is no declaration to hold to.
 */
export function assertRouteMay(rights: readonly Right[]): void {
  const fn = running.getStore();
  if (!fn) return;
  for (const right of rights) {
    if (!fn.declared.has(right)) {
      const what = right === 'SendEmail' ? 'sendsEmail' : right === 'QueryIndex' ? 'queriesIndex' : `table action ${right}`;
      throw new UndeclaredRight(`${fn.label} used ${what} without declaring it in ${fn.declaredIn}`);
    }
  }
  const used = record.get(fn.name)!.used;
  for (const right of rights) used.add(right);
}

/** The mailer calls this before sending: only what declares `sendsEmail` may. */
export function assertRouteMaySendEmail(): void {
  assertRouteMay(['SendEmail']);
}

/** What each function that ran in this process declared and used, by name. */
export function rightsUsed(): ReadonlyMap<string, RightsRecord> {
  return record;
}

export interface ExcessDeclaration {
  name: string;
  unused: Right[];
}

/** Functions that ran and declared rights they never used: the declaration is wider than the code. */
export function excessDeclarations(ran: ReadonlyMap<string, RightsRecord> = record): ExcessDeclaration[] {
  const excess: ExcessDeclaration[] = [];
  for (const [name, { declared, used }] of ran) {
    const unused = [...declared].filter((right) => !used.has(right));
    if (unused.length > 0) excess.push({ name, unused });
  }
  return excess.sort((a, b) => a.name.localeCompare(b.name));
}
