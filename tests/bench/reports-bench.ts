// Bench: the owner's report (getReports) in a hostel with two years of bookings: what a 30-, 90- and 366-night
// report reads (items and read units, from the table's own counts) and how long it takes, and the 30-night
// report again once nine more years of bookings sit before it. The items read must not change with those
// years (the report reads its nights, the stays near them and their guests); they grow with the range.
// Nothing is asserted on time.
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '@hostel/functions/data/db-client';
import { reservations, type ReservationRecord } from '@hostel/functions/data/reservation-repository';
import { trustedTenant } from '@hostel/functions/data/tenant';
import { addDays, todayIn } from '@hostel/shared/domain/dates';
import type { LocalStack } from '../../local/local-stack';
import { benchOwner, benchRoomTypes } from './bench-owner';
import { caller, json, percentile, type BenchOptions } from './bench-stack';

const ARRIVALS_PER_DAY = 5;
const GUESTS = 20;
const COUNTRIES = ['AR', 'BR', 'DE', 'ES', 'FR', 'US'];

const meter = { items: 0, units: 0 };
let metering = false;
/** Items the table read (a Query's ScannedCount, a BatchGet's answers, a GetItem's item) and read units, per process. */
function installMeter(): void {
  if (metering) return;
  metering = true;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const command = context.commandName ?? '';
      const reads = ['QueryCommand', 'BatchGetItemCommand', 'GetItemCommand'].includes(command);
      if (reads) (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      if (!reads) return result;
      const output = result.output as {
        ScannedCount?: number;
        Item?: unknown;
        Responses?: Record<string, unknown[]>;
        ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
      };
      if (command === 'QueryCommand') meter.items += output.ScannedCount ?? 0;
      else if (command === 'GetItemCommand') meter.items += output.Item ? 1 : 0;
      else meter.items += Object.values(output.Responses ?? {}).reduce((sum, found) => sum + found.length, 0);
      meter.units += [output.ConsumedCapacity ?? []].flat().reduce((sum, part) => sum + (part.CapacityUnits ?? 0), 0);
      return result;
    },
    { step: 'initialize', name: 'reportsBenchMeter' },
  );
}

interface Hostel {
  cookie: string;
  propertyId: string;
  types: { id: string; name: string; kind: 'dorm' | 'private'; capacity: number }[];
  guestIds: string[];
}

async function hostel(stack: LocalStack, name: string): Promise<Hostel> {
  const call = caller(stack);
  const { cookie, propertyId } = await benchOwner(stack, { name });
  const { dorm, double } = await benchRoomTypes(stack, cookie);
  const guestIds: string[] = [];
  for (let index = 0; index < GUESTS; index += 1) {
    const body = {
      firstName: 'Bench',
      lastName: `Guest ${index}`,
      email: `report-guest-${index}-${name.toLowerCase()}@example.com`,
      countryCode: COUNTRIES[index % COUNTRIES.length],
    };
    guestIds.push((await json(call('POST', '/guests/create', body, cookie)))._id);
  }
  return {
    cookie,
    propertyId,
    types: [
      { id: dorm._id, name: dorm.description, kind: 'dorm', capacity: 10 },
      { id: double._id, name: double.description, kind: 'private', capacity: 5 },
    ],
    guestIds,
  };
}

/** Reservations as the repository writes them and the nights they sold, ARRIVALS_PER_DAY a day from `first` to `last`. */
async function seed(target: Hostel, label: string, first: string, last: string): Promise<number> {
  const tenant = trustedTenant(target.propertyId); // the bench's own property, from its signed-in session
  const items: Record<string, unknown>[] = [];
  const sold = new Map<string, number>();
  for (let date = first, day = 0; date <= last; date = addDays(date, 1), day += 1) {
    for (let n = 0; n < ARRIVALS_PER_DAY; n += 1) {
      const type = target.types[n % 2]!;
      const nights = 1 + ((day + n) % 4);
      const record: ReservationRecord = {
        id: `${label}-${day}-${n}`,
        guestId: target.guestIds[(day * ARRIVALS_PER_DAY + n) % GUESTS]!,
        guestFirstName: 'Bench',
        guestLastName: `Guest ${n}`,
        roomTypeId: type.id,
        roomTypeName: type.name,
        checkIn: date,
        checkOut: addDays(date, nights),
        guests: 1,
        totalCents: 4000 * nights,
        currency: 'USD',
        bookingSource: (['direct', 'booking.com', 'hostelworld.com'] as const)[n % 3]!,
        status: n === 4 && day % 7 === 0 ? 'canceled' : 'confirmed',
        paymentStatus: 'paid',
        beds: [],
        createdAt: `${date}T12:00:00.000Z`,
        updatedAt: `${date}T12:00:00.000Z`,
      };
      items.push((reservations.createParts(tenant, record)[0]!.Put as { Item: Record<string, unknown> }).Item);
      if (record.status === 'canceled') continue;
      for (let night = 0; night < nights; night += 1) {
        const key = `${addDays(date, night)}#${type.id}`;
        sold.set(key, Math.min(type.capacity, (sold.get(key) ?? 0) + 1));
      }
    }
  }
  // The nights those stays sold, as bookings leave them (one item per type and night).
  for (const [key, units] of sold) {
    const [date, roomTypeId] = key.split('#') as [string, string];
    const capacity = target.types.find((type) => type.id === roomTypeId)!.capacity;
    items.push({
      pk: `PROP#${target.propertyId}`,
      sk: `NIGHT#${key}`,
      type: 'night',
      roomTypeId,
      date,
      sold: units,
      forSale: capacity - units,
    });
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

export interface ReportsBenchRow {
  report: string;
  runs: number;
  'items read': number;
  'read units': number;
  'p50 ms': number;
  'p95 ms': number;
}

export async function benchReports(stack: LocalStack, { quick = false }: BenchOptions = {}): Promise<{ rows: ReportsBenchRow[] }> {
  const RUNS = quick ? 2 : 30;
  const MORE_YEARS = 9;
  const call = caller(stack);
  installMeter();
  const today = todayIn('UTC');
  const target = await hostel(stack, 'Reports');
  // Two years of bookings up to tonight (100 days in quick mode): every report below, and the year before it, has its data.
  const seededDays = quick ? 100 : 2 * 366;
  const yearStart = addDays(today, -seededDays);
  const seeded = await seed(target, 'year', yearStart, today);
  console.log(`\nReports: seeded ${seeded} reservations and nights over the ${seededDays} days up to today`);

  const rows: ReportsBenchRow[] = [];
  const measure = async (name: string, nights: number) => {
    const path = `/reports?from=${addDays(today, -nights)}&to=${addDays(today, -1)}`;
    await json(call('GET', path, undefined, target.cookie), 'getReports');
    const times: number[] = [];
    const before = { ...meter };
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const response = await call('GET', path, undefined, target.cookie);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (!response.ok) throw new Error(`report failed: ${response.status}`);
    }
    times.sort((a, b) => a - b);
    rows.push({
      report: name,
      runs: RUNS,
      'items read': Math.round((meter.items - before.items) / RUNS),
      'read units': +((meter.units - before.units) / RUNS).toFixed(1),
      'p50 ms': +percentile(times, 50).toFixed(1),
      'p95 ms': +percentile(times, 95).toFixed(1),
    });
  };
  await measure('30 nights', 30);
  await measure('90 nights', 90);
  await measure('366 nights', 366);
  const older = await seed(target, 'older', addDays(yearStart, quick ? -30 : -MORE_YEARS * 365), addDays(yearStart, -1));
  await measure(`30 nights, ${older} more items over ${quick ? 'a month' : `${MORE_YEARS} years`} before`, 30);

  console.log(
    `Reports (getReports: the range and the same nights a year before), ${ARRIVALS_PER_DAY} arrivals a day, ${RUNS} sequential runs each; items read and read units per report, the session check included`,
  );
  console.table(rows);
  const [first, , , last] = rows;
  console.log(
    `items read, 30 nights with the earlier years / without: ${(last!['items read'] / first!['items read']).toFixed(2)} (1.00: the report does not read history)`,
  );
  return { rows };
}
