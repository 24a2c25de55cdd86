// Bench: reservations through the local stack (real DynamoDB Local). Prints, for each figure, what it
// costs in latency and in DynamoDB capacity units (read from ConsumedCapacity, which the bench asks the
// table to return on every command the handlers send):
//   - booking a 3-night and a 30-night stay (one transaction: the reservation, its marker, the room
//     type's sale mark, the guest's link, one update per night);
//   - find over a 14-day window in a property with 10 years of past reservations vs one with none but
//     the same reservations near the window: the read units must not grow with history (ratio ≤ 1.1);
//   - 40 bookings at once, at the last free beds and spread over free nights: throughput and 409s.
import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '@hostel/functions/data/db-client';
import { reservations, type ReservationRecord } from '@hostel/functions/data/reservation-repository';
import { trustedTenant } from '@hostel/functions/data/tenant';
import { addDays, compactDate, todayIn } from '@hostel/shared/domain/dates';
import type { LocalStack } from '../../local/local-stack';
import { benchOwner, benchRoomTypes } from './bench-owner';
import { caller, json, percentile, type BenchOptions, type Call } from './bench-stack';

const ARRIVALS_PER_DAY = 5;

const meter = { read: 0, write: 0, overheadMs: 0 };
// The client commands under the document client's (the input is still in document form here).
const READS = new Set(['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand']);

/** An item's size as DynamoDB counts it: names and values in bytes (numbers about one byte per two digits). */
function valueSize(value: unknown): number {
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number') return Math.ceil(String(Math.abs(value)).replace('.', '').length / 2) + 1;
  if (value instanceof Set) return [...value].reduce((sum: number, part) => sum + valueSize(part), 0);
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, part) => sum + 1 + valueSize(part), 0);
  if (value && typeof value === 'object')
    return 3 + Object.entries(value).reduce((sum, [name, part]) => sum + 1 + Buffer.byteLength(name) + valueSize(part), 0);
  return 1;
}
const itemSize = (item: Record<string, unknown>) =>
  Object.entries(item).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + valueSize(value), 0);

type Part = {
  Put?: { Item: Record<string, unknown> };
  Update?: { Key: Record<string, unknown> };
  Delete?: { Key: Record<string, unknown> };
  ConditionCheck?: unknown;
};

/**
 * DynamoDB Local reports 2 units for any transaction, so a transaction is priced here as DynamoDB prices it:
 * 2 write units per KB (rounded up) of each item it writes, as the item is afterwards, plus the gsi1 copy of
 * an item the index holds (1 unit per KB). The reads this takes are not counted, and their time is taken
 * out of the latency.
 */
async function transactionUnits(parts: Part[]): Promise<number> {
  let units = 0;
  for (const part of parts) {
    const key = part.Update?.Key ?? part.Delete?.Key;
    const item =
      part.Put?.Item ??
      (part.Update ? (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item : undefined);
    const kilobytes = Math.max(1, Math.ceil((item ? itemSize(item) : 1) / 1024));
    units += part.ConditionCheck ? 0 : 2 * kilobytes;
    if (item?.gsi1pk) units += kilobytes;
  }
  return units;
}

let metering = false;
/** Asks for ConsumedCapacity on every command of the one client, and adds it up (once per process). */
function installMeter(): void {
  if (metering) return;
  metering = true;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      input.ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const command = context.commandName ?? '';
      if (command === 'TransactWriteItemsCommand') {
        const started = performance.now();
        const reads = meter.read;
        meter.write += await transactionUnits(input.TransactItems as Part[]);
        // The pricing's own reads pass through this client too: they are not the call's.
        meter.read = reads;
        meter.overheadMs += performance.now() - started;
        return result;
      }
      const consumed = (result.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }).ConsumedCapacity;
      const units = [consumed ?? []].flat().reduce((sum, part) => sum + (part.CapacityUnits ?? 0), 0);
      if (READS.has(command)) meter.read += units;
      else meter.write += units;
      return result;
    },
    { step: 'initialize', name: 'benchCapacityMeter' },
  );
}

async function measured(send: () => Promise<Response>): Promise<{ ms: number; read: number; write: number; status: number }> {
  const before = { ...meter };
  const started = performance.now();
  const response = await send();
  await response.arrayBuffer();
  const ms = performance.now() - started - (meter.overheadMs - before.overheadMs);
  return { ms, read: meter.read - before.read, write: meter.write - before.write, status: response.status };
}

interface Property {
  cookie: string;
  propertyId: string;
  dorm: { _id: string; description: string };
  double: { _id: string; description: string };
  guestId: string;
}

async function property(call: Call, stack: LocalStack, name: string): Promise<Property> {
  const { cookie, propertyId } = await benchOwner(stack, { name });
  const { dorm, double } = await benchRoomTypes(stack, cookie);
  const guest = await json(
    call('POST', '/guests/create', { firstName: 'Bench', lastName: 'Guest', email: `guest-${name.toLowerCase()}@example.com` }, cookie),
  );
  return { cookie, propertyId, dorm, double, guestId: guest._id };
}

/** Reservation items written as the repository writes them, ARRIVALS_PER_DAY a day from `first` to `last`. */
async function seed(target: Property, label: string, first: string, last: string): Promise<number> {
  const tenant = trustedTenant(target.propertyId); // the bench's own property, from its signed-in session
  const items: Record<string, unknown>[] = [];
  for (let date = first, day = 0; date <= last; date = addDays(date, 1), day += 1) {
    for (let n = 0; n < ARRIVALS_PER_DAY; n += 1) {
      const type = n % 2 === 0 ? target.dorm : target.double;
      const record: ReservationRecord = {
        id: `${label}-${day}-${n}`,
        guestId: target.guestId,
        guestFirstName: 'Bench',
        guestLastName: `Guest ${n}`,
        roomTypeId: type._id,
        roomTypeName: type.description,
        checkIn: date,
        checkOut: addDays(date, 1 + ((day + n) % 4)),
        guests: 1,
        totalCents: 4000,
        currency: 'USD',
        bookingSource: 'direct',
        status: 'confirmed',
        paymentStatus: 'paid',
        beds: [],
        createdAt: `${date}T12:00:00.000Z`,
        updatedAt: `${date}T12:00:00.000Z`,
      };
      items.push((reservations.createParts(tenant, record)[0]!.Put as { Item: Record<string, unknown> }).Item);
    }
  }
  for (let start = 0; start < items.length; start += 25) {
    let requests = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    while (requests.length > 0) {
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (result.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
  return items.length;
}

function summary(runs: { ms: number; read: number; write: number }[]) {
  const times = runs.map((run) => run.ms).sort((a, b) => a - b);
  const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    read: average(runs.map((run) => run.read)),
    write: average(runs.map((run) => run.write)),
  };
}

export interface ReservationsFigures {
  bookings: { call: string; runs: number; 'p50 ms': number; 'p95 ms': number; 'read units': number; 'write units': number }[];
  find: { property: string; found: number; 'p50 ms': number; 'p95 ms': number; 'read units': number }[];
  /** Read units and p50 latency of the find, with history over without. */
  ratios: { units: number; latency: number };
  bursts: { case: string; 'req/s': number; 'wall s': number; '201 created': number; '409 refused': number; other: number }[];
}

export async function benchReservations(stack: LocalStack, { quick = false }: BenchOptions = {}): Promise<ReservationsFigures> {
  const HISTORY_DAYS = quick ? 30 : 3650;
  const BOOKING_RUNS = quick ? 2 : 12;
  const FIND_RUNS = quick ? 2 : 80;
  const BURST = quick ? 8 : 40;
  const NEAR_DAYS = quick ? 7 : 90;
  const call = caller(stack);
  installMeter();
  const today = todayIn('UTC');
  const [history, fresh] = await Promise.all([property(call, stack, 'History'), property(call, stack, 'Fresh')]);

  // 1. Booking latency and write units by stay length.
  const rows: ReservationsFigures['bookings'] = [];
  for (const nights of [3, 30]) {
    const runs = [];
    for (let run = 0; run < BOOKING_RUNS; run += 1) {
      const checkIn = addDays(today, 400 + run * (nights + 1));
      const body = {
        guest_id: fresh.guestId,
        room_type_id: fresh.double._id,
        check_in: checkIn,
        check_out: addDays(checkIn, nights),
        number_of_guest: 2,
        total_price: 50 * nights,
        currency: 'USD',
      };
      const result = await measured(() => call('POST', '/reservations/new', body, fresh.cookie));
      if (result.status !== 201) throw new Error(`booking refused: ${result.status}`);
      runs.push(result);
    }
    const { p50, p95, read, write } = summary(runs);
    rows.push({
      call: `createReservation, ${nights} nights`,
      runs: runs.length,
      'p50 ms': +p50.toFixed(1),
      'p95 ms': +p95.toFixed(1),
      'read units': +read.toFixed(1),
      'write units': +write.toFixed(1),
    });
  }
  console.log('\nBooking a stay (one transaction with every night)');
  console.table(rows);

  // 2. Find over 14 days: the same reservations near the window in both, ten years before it in one.
  const windowStart = addDays(today, 30);
  const windowEnd = addDays(windowStart, 13);
  const nearFrom = addDays(windowStart, -NEAR_DAYS);
  const near = await seed(history, 'near', nearFrom, windowEnd);
  await seed(fresh, 'near', nearFrom, windowEnd);
  const started = performance.now();
  const old = await seed(history, 'old', addDays(nearFrom, -HISTORY_DAYS), addDays(nearFrom, -1));
  console.log(
    `\nSeeded ${near} reservations near the window in each property, and ${old} more over the ${HISTORY_DAYS} days before it in one (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  const path = `/reservations/find/${compactDate(windowStart)}-${compactDate(windowEnd)}-all`;
  const findRows: ReservationsFigures['find'] = [];
  const withHistoryName = HISTORY_DAYS >= 365 ? `${Math.round(HISTORY_DAYS / 365)} years of history` : `${HISTORY_DAYS} days of history`;
  const targets = [
    [withHistoryName, history],
    ['no history', fresh],
  ] as const;
  const runs: Record<string, Awaited<ReturnType<typeof measured>>[]> = { [withHistoryName]: [], 'no history': [] };
  const found: Record<string, number> = {};
  for (const [name, target] of targets) found[name] = ((await json(call('GET', path, undefined, target.cookie))) as unknown[]).length;
  // Interleaved, each going first every other time, so warm-up and the machine's other load fall on both alike.
  for (let run = 0; run < FIND_RUNS; run += 1) {
    for (const [name, target] of run % 2 === 0 ? targets : [...targets].reverse())
      runs[name]!.push(await measured(() => call('GET', path, undefined, target.cookie)));
  }
  const results: Record<string, ReturnType<typeof summary>> = {};
  for (const [name] of targets) {
    results[name] = summary(runs[name]!);
    findRows.push({
      property: name,
      found: found[name]!,
      'p50 ms': +results[name].p50.toFixed(1),
      'p95 ms': +results[name].p95.toFixed(1),
      'read units': +results[name].read.toFixed(1),
    });
  }
  console.log('\nfindReservations over a 14-day window');
  console.table(findRows);
  const withHistory = results[withHistoryName]!;
  const without = results['no history']!;
  const unitRatio = withHistory.read / without.read;
  console.log(
    `read units ratio (history / none): ${unitRatio.toFixed(3)} ${unitRatio <= 1.1 ? '≤ 1.1: cost does not grow with history' : '> 1.1: COST GROWS WITH HISTORY'}`,
  );
  const latencyRatio = withHistory.p50 / without.p50;
  console.log(
    `latency ratio (p50, history / none): ${latencyRatio.toFixed(3)} ${latencyRatio <= 1.1 ? '≤ 1.1' : '> 1.1 (see the read units: DynamoDB bills and scales on those)'}`,
  );

  // 3. Forty bookings at once (eight in quick mode).
  const night = addDays(today, 2000);
  const setUp = {
    guest_id: fresh.guestId,
    room_type_id: fresh.dorm._id,
    check_in: night,
    check_out: addDays(night, 2),
    number_of_guest: 8,
    total_price: 320,
    currency: 'USD',
  };
  await json(call('POST', '/reservations/new', setUp, fresh.cookie));
  const burst = async (bodies: unknown[]) => {
    const begun = performance.now();
    const statuses = await Promise.all(bodies.map(async (body) => (await call('POST', '/reservations/new', body, fresh.cookie)).status));
    const seconds = (performance.now() - begun) / 1000;
    return {
      seconds,
      created: statuses.filter((status) => status === 201).length,
      refused: statuses.filter((status) => status === 409).length,
      other: statuses.filter((status) => status !== 201 && status !== 409).length,
    };
  };
  const lastBeds = await burst(Array.from({ length: BURST }, () => ({ ...setUp, number_of_guest: 1, total_price: 40 })));
  const spread = await burst(
    Array.from({ length: BURST }, (_, index) => ({
      ...setUp,
      check_in: addDays(night, 10 + index * 2),
      check_out: addDays(night, 11 + index * 2),
      number_of_guest: 1,
      total_price: 20,
    })),
  );
  const burstRow = (name: string, result: Awaited<ReturnType<typeof burst>>) => ({
    case: name,
    'req/s': +(BURST / result.seconds).toFixed(1),
    'wall s': +result.seconds.toFixed(2),
    '201 created': result.created,
    '409 refused': result.refused,
    other: result.other,
  });
  const bursts = [burstRow('at the last 2 free beds', lastBeds), burstRow(`on ${BURST} free nights`, spread)];
  console.log(`\n${BURST} bookings at once (one room type)`);
  console.table(bursts);
  return { bookings: rows, find: findRows, ratios: { units: unitRatio, latency: latencyRatio }, bursts };
}
