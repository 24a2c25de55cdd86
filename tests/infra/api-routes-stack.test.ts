// How the route table's calls are grouped into nested stacks: by area, stable as the table grows, bounded per stack.
import { describe, expect, it } from 'vitest';
import { routeTable, type RouteDefinition } from '@hostel/shared/api/route-table';
import { groupRoutesByStack, MAX_CALLS_PER_ROUTES_STACK, routesStackId } from '../../infra/src/api-routes-stack';

const routes: Record<string, RouteDefinition> = routeTable;
const someRoute = Object.values(routes)[0]!;
const call = (path: string): RouteDefinition => ({ ...someRoute, path });

function placement(table: Record<string, RouteDefinition>): Map<string, string> {
  const placed = new Map<string, string>();
  for (const [id, calls] of groupRoutesByStack(table)) for (const [name] of calls) placed.set(name, id);
  return placed;
}

describe('nested stacks of the API', () => {
  it("names a call's stack after the first segment of its path", () => {
    expect(routesStackId(call('/reservations/{id}/check-in'))).toBe('RoutesReservations');
    expect(routesStackId(call('/booking-page/{slug}/offers'))).toBe('RoutesBookingPage');
    expect(routesStackId(call('/captcha/challenge'))).toBe('RoutesCaptcha');
  });

  it('moves no existing call when calls are added, in a known area or a new one', () => {
    const before = placement(routes);
    const grown = { ...routes, zzNewReservationCall: call('/reservations/new-thing'), zzNewArea: call('/invoices/list') };
    const after = placement(grown);
    for (const [name, id] of before) expect(after.get(name), name).toBe(id);
    expect(after.get('zzNewReservationCall')).toBe('RoutesReservations');
    expect(after.get('zzNewArea')).toBe('RoutesInvoices');
  });

  it('holds several hundred calls over areas within the bound of every stack', () => {
    const big: Record<string, RouteDefinition> = {};
    for (let i = 0; i < 600; i++) big[`call${i}`] = call(`/area-${i % 15}/thing-${i}`);
    const groups = groupRoutesByStack(big);
    expect([...groups.values()].reduce((sum, calls) => sum + calls.length, 0)).toBe(600);
    for (const [id, calls] of groups) expect(calls.length, id).toBeLessThanOrEqual(MAX_CALLS_PER_ROUTES_STACK);
  });

  it('refuses an area with more calls than one stack may hold, naming it', () => {
    const crowded: Record<string, RouteDefinition> = {};
    for (let i = 0; i <= MAX_CALLS_PER_ROUTES_STACK; i++) crowded[`call${i}`] = call(`/reservations/thing-${i}`);
    expect(() => groupRoutesByStack(crowded)).toThrow(/RoutesReservations holds 51 calls, more than 50/);
  });
});
