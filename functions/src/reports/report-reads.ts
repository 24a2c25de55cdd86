import { guests } from '../data/guest-repository';
import { nightInventory } from '../data/night-inventory-repository';
import { reservations } from '../data/reservation-repository';
import type { TenantId } from '../data/tenant';
import { arrivingIn, stayed, type ReportNightInput, type ReportStayInput } from './report-figures';

export interface PeriodReads {
  nights: ReportNightInput[];
  stays: ReportStayInput[];
  countries: Map<string, string>;
}

/**
 * What one period of the report reads, all of it bounded by the period: the nights of the range (one
 * Query), the reservations overlapping it (the gsi1 stay-window Queries) and the countries of the guests
 * arriving in it (BatchGet, skipped when nobody arrives). Nothing older is read, however long the history.
 */
export async function readPeriod(tenant: TenantId, from: string, to: string): Promise<PeriodReads> {
  const [nights, stays] = await Promise.all([nightInventory.window(tenant, from, to), reservations.overlapping(tenant, from, to)]);
  const arriving = arrivingIn(stays, from, to).filter((stay) => stayed(stay.status));
  const countries =
    arriving.length > 0
      ? await guests.countries(
          tenant,
          arriving.map((stay) => stay.guestId),
        )
      : new Map<string, string>();
  return { nights, stays, countries };
}
