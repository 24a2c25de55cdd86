import type { RecordedPaymentMethod, ReservationStatus } from '@hostel/shared/api/reservation-schemas';
import type { ReportMoney } from '@hostel/shared/api/report-schemas';
import { todayIn } from '@hostel/shared/domain/dates';
import { fromCents } from '@hostel/shared/domain/money';
import { type NightPrice, nightlyShares, nightShares, shareStep, stayNights } from '@hostel/shared/domain/stay-price';
import type { StayTaxRecord } from '../data/reservation-repository';
import { stayTaxCents } from '../reservations/tourist-tax';
import { arrivingIn, stayed } from './report-figures';

// The money of one period beside the nights' figures (report-figures.ts), pure and unit-tested
// (tests/unit/report-money.test.ts); the rules are in docs/architecture/reports.md:
//   - revenue split: each stay's nights at its folio's prices, and its extras, adjustments (discounts included) and
//     tourist tax spread evenly over its nights, counted on the nights inside the period, so `nights` is
//     the period's revenue and the four add up to what the stays' folios bring to these nights;
//   - payments by method and currency: every payment and refund of the stays arriving in the period (any
//     status, whatever day it was paid), in the currency it was paid in, so each stay's money counts once;
//   - the drawer: each shift opened on a day of the period (the property's days), with its differences.

export interface MoneyStayInput {
  checkIn: string;
  checkOut: string;
  guests: number;
  totalCents: number;
  currency: string;
  status: ReservationStatus;
  nightPrices?: readonly NightPrice[];
  charges?: readonly { kind: string; amountCents: number }[];
  touristTax?: StayTaxRecord;
  payments?: readonly { method: RecordedPaymentMethod; amountCents: number; currency?: string; foreignCents?: number }[];
}

export interface ShiftInput {
  id: string;
  userName: string;
  openedAt: string;
  closedAt?: string;
  differenceCents?: Partial<Record<string, number>>;
}

export interface MoneyInput {
  from: string;
  to: string;
  currency: string;
  timeZone: string;
  stays: readonly MoneyStayInput[];
  shifts: readonly ShiftInput[];
}

type Part = 'nights' | 'extras' | 'adjustments' | 'tax';

/** A stay's cents of each part on the nights inside [from, to]. */
function stayParts(stay: MoneyStayInput, from: string, to: string): Record<Part, number> {
  const nights = stayNights(stay.checkIn, stay.checkOut);
  const charges = stay.charges ?? [];
  const whole: Record<Exclude<Part, 'nights'>, number> = {
    extras: charges.filter((charge) => charge.kind === 'extra').reduce((sum, charge) => sum + charge.amountCents, 0),
    adjustments: charges.filter((charge) => charge.kind !== 'extra').reduce((sum, charge) => sum + charge.amountCents, 0),
    tax: stayTaxCents(stay),
  };
  const inside = nights.map((date) => date >= from && date <= to);
  const insideOf = (shares: readonly number[]) => shares.reduce((total, share, index) => total + (inside[index] ? share : 0), 0);
  const counted = (cents: number) => {
    // A negative part (a discount) spreads as its opposite does, so its nights mirror a charge's.
    const sum = insideOf(nightlyShares(Math.abs(cents), nights.length, shareStep(stay.currency)));
    return cents < 0 ? -sum : sum;
  };
  // The nights as the folio prices them (report-figures.ts counts the same), the rest spread evenly.
  return {
    nights: insideOf(nightShares(stay)),
    extras: counted(whole.extras),
    adjustments: counted(whole.adjustments),
    tax: counted(whole.tax),
  };
}

export function moneyFigures(input: MoneyInput): ReportMoney {
  const split: Record<Part, number> = { nights: 0, extras: 0, adjustments: 0, tax: 0 };
  for (const stay of input.stays) {
    if (!stayed(stay.status) || stay.currency !== input.currency) continue;
    const parts = stayParts(stay, input.from, input.to);
    for (const part of Object.keys(split) as Part[]) split[part] += parts[part];
  }

  const paid = new Map<string, { method: RecordedPaymentMethod; currency: string; payments: number; cents: number }>();
  for (const stay of arrivingIn(input.stays, input.from, input.to)) {
    for (const payment of stay.payments ?? []) {
      const currency = payment.currency ?? stay.currency;
      const key = `${payment.method}#${currency}`;
      const row = paid.get(key) ?? { method: payment.method, currency, payments: 0, cents: 0 };
      row.payments += 1;
      row.cents += payment.foreignCents ?? payment.amountCents;
      paid.set(key, row);
    }
  }

  const shifts = input.shifts
    .filter((shift) => {
      const day = todayIn(input.timeZone, new Date(shift.openedAt));
      return day >= input.from && day <= input.to;
    })
    .sort((a, b) => a.openedAt.localeCompare(b.openedAt));

  return {
    revenue_split: {
      nights: fromCents(split.nights),
      extras: fromCents(split.extras),
      adjustments: fromCents(split.adjustments),
      tax: fromCents(split.tax),
      total: fromCents(split.nights + split.extras + split.adjustments + split.tax),
    },
    payments_by_method: [...paid.values()]
      .sort((a, b) => a.method.localeCompare(b.method) || a.currency.localeCompare(b.currency))
      .map((row) => ({ method: row.method, currency: row.currency, payments: row.payments, amount: fromCents(row.cents) })),
    drawer_shifts: shifts.map((shift) => ({
      shift_id: shift.id,
      user_name: shift.userName,
      opened_At: shift.openedAt,
      closed_At: shift.closedAt ?? null,
      differences: Object.entries(shift.differenceCents ?? {})
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, cents]) => ({ currency, difference: fromCents(cents ?? 0) })),
    })),
  };
}
