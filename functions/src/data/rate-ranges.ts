import { datesFrom } from '@hostel/shared/domain/dates';
import { physicallyFree } from '@hostel/shared/domain/night-availability';
import { ConditionFailed, NightsChangedMeanwhile, NotEnoughFree, type PartlySaved } from './data-errors';
import { nightInventory, type NightItem } from './night-inventory-repository';
import { ratePlans, type RatePlanRecord } from './rate-plan-repository';
import type { TenantId } from './tenant';
import { MAX_TRANSACTION_ITEMS, transact } from './transactions';

// Saving a rate range: every night of it, plus its plan record. A transaction holds 100 items, and a
// range up to 366 nights, so:
//   1. with a custom availability, the range's nights are read first (one Query) and any night where it
//      would exceed what is physically free refuses the whole range before anything is written;
//   2. nights are written in chunks of 98, each chunk one transaction together with the plan record,
//      moved to end at the chunk's last night: the record always says exactly which nights were applied;
//   3. each night's write holds its own conditions (still free enough; no newer range set it), so a
//      sale racing in between steps 1 and 2 cannot be oversold.
// A range of up to 98 nights is therefore all or nothing. A longer one that loses a race in a later chunk
// keeps its earlier chunks (they were valid when written, and the record says where they end), and the
// refusal names the first night not saved, so the user can save the rest again.

const NIGHTS_PER_CHUNK = MAX_TRANSACTION_ITEMS - 2;

export interface RangeRoomType {
  id: string;
  capacity: number;
}

function shortNights(dates: string[], nights: NightItem[], capacity: number, availability: number) {
  const byDate = new Map(nights.map((night) => [night.date, night]));
  return dates.map((date) => ({ date, free: physicallyFree(capacity, byDate.get(date)) })).filter((night) => night.free < availability);
}

function partlySaved(savedThrough: string | undefined, firstNotSaved: string): PartlySaved | undefined {
  return savedThrough ? { savedThrough, firstNotSaved } : undefined;
}

async function explain(
  tenant: TenantId,
  type: RangeRoomType,
  availability: number | undefined,
  chunk: string[],
  savedThrough: string | undefined,
): Promise<ConditionFailed> {
  const partly = partlySaved(savedThrough, chunk[0]!);
  if (availability !== undefined) {
    const nights = await nightInventory.ofType(tenant, type.id, chunk[0]!, chunk.at(-1)!);
    const short = shortNights(chunk, nights, type.capacity, availability);
    if (short.length > 0) return new NotEnoughFree(short, partly);
  }
  return new NightsChangedMeanwhile(partly);
}

/**
 * Saves `plan` and its nights. `availability` is the units for sale to set on each night; undefined leaves
 * every night's as it is (the record then says the type's capacity: "no override", spec §4).
 */
export async function applyRateRange(
  tenant: TenantId,
  type: RangeRoomType,
  plan: RatePlanRecord,
  availability: number | undefined,
): Promise<RatePlanRecord> {
  const dates = datesFrom(plan.startDate, plan.endDate);
  if (availability !== undefined) {
    const nights = await nightInventory.ofType(tenant, type.id, plan.startDate, plan.endDate);
    const short = shortNights(dates, nights, type.capacity, availability);
    if (short.length > 0) throw new NotEnoughFree(short);
  }
  let savedThrough: string | undefined;
  for (let start = 0; start < dates.length; start += NIGHTS_PER_CHUNK) {
    const chunk = dates.slice(start, start + NIGHTS_PER_CHUNK);
    const through = chunk.at(-1)!;
    const parts = chunk.map((date) =>
      nightInventory.rangePart(tenant, {
        roomTypeId: type.id,
        date,
        capacity: type.capacity,
        rateCents: plan.rateCents,
        availability,
        rangeId: plan.id,
        setAt: plan.createdAt,
        restrictions: plan,
      }),
    );
    parts.push(ratePlans.putPart(tenant, { ...plan, endDate: through }));
    if (savedThrough) parts.push(ratePlans.deletePart(tenant, savedThrough, plan.id));
    try {
      await transact(parts);
    } catch (error) {
      if (error instanceof ConditionFailed) throw await explain(tenant, type, availability, chunk, savedThrough);
      throw error;
    }
    savedThrough = through;
  }
  return plan;
}
