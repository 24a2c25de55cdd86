import type { RatePlan, RoomType } from '@hostel/shared/api/room-type-schemas';
import { datesFrom } from '@hostel/shared/domain/dates';
import { capacityOf } from '@hostel/shared/domain/room-units';
import { i18n } from '../../lib/i18n/i18n';

// "Active rate plans" (general info): each room type's custom ranges that are current or upcoming.
// A newer range overrides an older one night by night, so each range also says on how many nights,
// from today on, it is still the one that applies; a range left with none has been replaced.

export type PlanState = 'current' | 'upcoming' | 'replaced';

export interface ActivePlan {
  plan: RatePlan;
  state: PlanState;
  /** Nights of the range, both ends included. */
  nights: number;
  /** Nights from today on where no newer range overrides it. */
  nightsInForce: number;
}

export interface RoomTypePlans {
  roomType: Pick<RoomType, '_id' | 'description' | 'currency'> & { capacity: number };
  plans: ActivePlan[];
}

function byCreation(a: RatePlan, b: RatePlan): number {
  return a.created_At.localeCompare(b.created_At) || a._id.localeCompare(b._id);
}

/** One room type's ranges that end today or later, by start date, each with the nights it still rules. */
export function activePlansOf(plans: readonly RatePlan[], today: string): ActivePlan[] {
  const live = plans.filter((plan) => plan.end_date >= today);
  const covered = new Set<string>();
  const inForce = new Map<string, number>();
  // Newest first: whatever a newer range already covers, an older one no longer rules.
  for (const plan of [...live].sort(byCreation).reverse()) {
    const from = plan.start_date > today ? plan.start_date : today;
    let count = 0;
    for (const date of datesFrom(from, plan.end_date)) {
      if (!covered.has(date)) {
        count += 1;
        covered.add(date);
      }
    }
    inForce.set(plan._id, count);
  }
  return live
    .map((plan): ActivePlan => {
      const nightsInForce = inForce.get(plan._id) ?? 0;
      const state: PlanState = nightsInForce === 0 ? 'replaced' : plan.start_date <= today ? 'current' : 'upcoming';
      return { plan, state, nights: datesFrom(plan.start_date, plan.end_date).length, nightsInForce };
    })
    .sort((a, b) => a.plan.start_date.localeCompare(b.plan.start_date) || byCreation(a.plan, b.plan));
}

/** Every room type with at least one current or upcoming range, in the list's order. */
export function activeRatePlans(types: readonly RoomType[], today: string): RoomTypePlans[] {
  return types
    .map((type) => ({
      roomType: {
        _id: type._id,
        description: type.description,
        currency: type.currency,
        capacity: capacityOf({ kind: type.type, maxOccupancy: type.max_occupancy, inventory: type.inventory }),
      },
      plans: activePlansOf(type.rates_and_availability, today),
    }))
    .filter((entry) => entry.plans.length > 0);
}

/** `3 nights`, `1 night`. */
export function nightsText(count: number): string {
  return i18n.t('property.ratePlans.nights', { count });
}

/** What a range set for sale, e.g. ` · 4 for sale`; nothing when it set only a rate (it reports the capacity). */
export function availabilityText(plan: Pick<RatePlan, 'custom_availability'>, capacity: number): string {
  return plan.custom_availability === capacity ? '' : ` · ${i18n.t('property.ratePlans.forSale', { available: plan.custom_availability })}`;
}

/** What a range's badge says. */
export function planStateText(active: ActivePlan): string {
  return i18n.t(`property.ratePlans.${active.state}`);
}
