import { addDays } from '@hostel/shared/domain/dates';
import { cashShifts, type ShiftRecord } from '../data/cash-shift-repository';
import { guests } from '../data/guest-repository';
import { nightInventory } from '../data/night-inventory-repository';
import { reservations } from '../data/reservation-repository';
import type { TenantId } from '../data/tenant';
import type { MoneyStayInput } from './money-figures';
import { arrivingIn, stayed, type ReportNightInput, type ReportStayInput } from './report-figures';

export interface PeriodReads {
  nights: ReportNightInput[];
  stays: (ReportStayInput & MoneyStayInput)[];
  countries: Map<string, string>;
  /** The drawer's shifts opened around the period (a day either side, for the property's time zone); none for employees. */
  shifts: ShiftRecord[];
}

/**
 * What one period of the report reads, all of it bounded by the period: the nights of the range (one
 * Query), the reservations overlapping it (the gsi1 stay-window Queries) and the countries of the guests
 * arriving in it (BatchGet, skipped when nobody arrives), and for money the drawer's shifts opened in it (one
 * Query of the range). Nothing older is read, however long the history.
 */
export async function readPeriod(tenant: TenantId, from: string, to: string, includeMoney = false): Promise<PeriodReads> {
  const [nights, stays, shifts] = await Promise.all([
    nightInventory.window(tenant, from, to),
    reservations.overlapping(tenant, from, to),
    includeMoney ? cashShifts.openedBetween(tenant, addDays(from, -1), addDays(to, 1)) : [],
  ]);
  const arriving = arrivingIn(stays, from, to).filter((stay) => stayed(stay.status));
  const countries =
    arriving.length > 0
      ? await guests.countries(
          tenant,
          arriving.map((stay) => stay.guestId),
        )
      : new Map<string, string>();
  return { nights, stays, countries, shifts };
}
