// Bench: the rates page's read (getRatesAndAvailability) for 7 and 90 nights with 5 room types, in read
// units and latency, then the same reads once two years of past nights sit in the table. The baseline
// is the first row (7 nights, no history), measured in the same run; the read must not grow with history.
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, compactDate, todayIn } from '@hostel/shared/domain/dates';
import { db, tableName } from '@hostel/functions/data/db-client';
import type { LocalStack } from '../../local/local-stack';
import { benchOwner } from './bench-owner';
import { caller, json, percentile, type BenchOptions } from './bench-stack';

/** Read units the table reports for every Query and GetItem of this process, per kind. */
const consumed = { Query: 0, GetItem: 0 };
let counting = false;
function countReadUnits(): void {
  if (counting) return;
  counting = true;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const kind = String(context.commandName).replace('Command', '') as keyof typeof consumed;
      if (kind in consumed) (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const units = (result.output as { ConsumedCapacity?: { CapacityUnits?: number } }).ConsumedCapacity?.CapacityUnits;
      if (kind in consumed && units) consumed[kind] += units;
      return result;
    },
    { step: 'initialize', name: 'benchReadUnits' },
  );
}

export interface RatesReadRow {
  read: string;
  'read units (Query)': number;
  'read units (all, with session check)': number;
  'p50 ms': number;
  'p95 ms': number;
  'x baseline units': number;
  'x baseline ms': number;
}

export async function benchRatesRead(stack: LocalStack, { quick = false }: BenchOptions = {}): Promise<{ rows: RatesReadRow[] }> {
  const RUNS = quick ? 3 : 60;
  const HISTORY_DAYS = quick ? 30 : 730;
  const TYPES = quick ? 2 : 5;
  const call = caller(stack);
  const { cookie, propertyId } = await benchOwner(stack, { name: 'Rates' });
  countReadUnits();

  // Five room types (two in quick mode), each with a rate and availability on every one of the next 90 nights.
  const today = todayIn('UTC');
  const types: string[] = [];
  for (let index = 0; index < TYPES; index += 1) {
    const type = (await json(
      call(
        'POST',
        '/room-types/create',
        { description: `Dorm ${index + 1}`, type: 'dorm', max_occupancy: 2, inventory: 2, base_rate: 20, currency: 'USD' },
        cookie,
      ),
      'createRoomType',
    )) as { _id: string };
    types.push(type._id);
    await json(
      call(
        'POST',
        `/rates-and-availability/create/${type._id}`,
        { start_date: today, end_date: addDays(today, 89), custom_rate: 25, custom_availability: 3 },
        cookie,
      ),
      'createRateRange',
    );
  }

  const windows = [
    { name: '7 nights', path: `/rates-and-availability/${compactDate(today)}-${compactDate(addDays(today, 6))}` },
    { name: '90 nights', path: `/rates-and-availability/${compactDate(today)}-${compactDate(addDays(today, 89))}` },
  ];
  const rows: RatesReadRow[] = [];
  let baseline: { ms: number; units: number } | undefined;
  const measure = async (history: string) => {
    for (const window of windows) {
      const times: number[] = [];
      consumed.Query = 0;
      consumed.GetItem = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        const response = await call('GET', window.path, undefined, cookie);
        await response.arrayBuffer();
        times.push(performance.now() - started);
        if (!response.ok) throw new Error(`rates read failed: ${response.status}`);
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      const queryUnits = consumed.Query / RUNS;
      const units = (consumed.Query + consumed.GetItem) / RUNS;
      baseline ??= { ms: p50, units };
      rows.push({
        read: `${window.name}, ${history}`,
        'read units (Query)': +queryUnits.toFixed(1),
        'read units (all, with session check)': +units.toFixed(1),
        'p50 ms': +p50.toFixed(2),
        'p95 ms': +percentile(times, 95).toFixed(2),
        'x baseline units': +(units / baseline.units).toFixed(2),
        'x baseline ms': +(p50 / baseline.ms).toFixed(2),
      });
    }
  };
  // Warm up (module loading, JIT) so the baseline row measures the read, not the first call.
  for (let run = 0; run < (quick ? 2 : 10); run += 1) await (await call('GET', windows[1]!.path, undefined, cookie)).arrayBuffer();
  await measure('no history');

  // Two years of past nights (30 in quick mode) for the room types, as sales and ranges would have left them.
  const past: Record<string, unknown>[] = [];
  for (let day = 1; day <= HISTORY_DAYS; day += 1) {
    const date = addDays(today, -day);
    for (const type of types) {
      past.push({
        pk: `PROP#${propertyId}`,
        sk: `NIGHT#${date}#${type}`,
        type: 'night',
        roomTypeId: type,
        date,
        sold: 2,
        forSale: 1,
        customRateCents: 2500,
        rateSetAt: new Date().toISOString(),
        beds: new Set([`${type}-r1-b1`, `${type}-r1-b2`]),
      });
    }
  }
  for (let start = 0; start < past.length; start += 25) {
    let requests = past.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    while (requests.length > 0) {
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (result.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
  await measure(`${past.length} past nights in the table`);

  console.log(`\nRates read (getRatesAndAvailability), ${TYPES} room types, ${RUNS} sequential runs each; baseline: the first row`);
  console.table(rows);
  return { rows };
}
