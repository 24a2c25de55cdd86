import { todayIn } from '@hostel/shared/domain/dates';
import { formatPrice } from '../../lib/format-money';
import { REPORT_TEXTS, SOURCE_NAMES } from './report-texts';

// How the report's numbers read on the page: Intl in the browser's language, money in the property's currency.

function browserLocale(): string {
  return typeof navigator === 'undefined' ? 'en' : navigator.language || 'en';
}

const percent = new Intl.NumberFormat(browserLocale(), { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat(browserLocale(), { maximumFractionDigits: 0 });
const signed = new Intl.NumberFormat(browserLocale(), { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
const DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });

/** 0.1923 → "19.2%". */
export const formatOccupancy = (ratio: number) => percent.format(Math.round(ratio * 1000) / 1000);
export const formatCount = (value: number) => whole.format(value);
/** A change in percent points of a hundred (12.5 → "+12.5%"). */
export const formatChange = (value: number) => signed.format(value / 100);
export const money = (currency: string) => (amount: number) => formatPrice(amount, currency);

/** `2026-12-24` → `Thu 24 Dec`. */
export const nightLabel = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

export function sourceName(source: string): string {
  return SOURCE_NAMES[source] ?? source;
}

let regions: Intl.DisplayNames | undefined;
/** `AR` → `Argentina`; none given reads "Not given". */
export function countryName(code: string): string {
  if (!code) return REPORT_TEXTS.noCountry;
  regions ??= new Intl.DisplayNames([browserLocale()], { type: 'region', fallback: 'code' });
  return regions.of(code) ?? code;
}

export function browserToday(now: Date = new Date()): string {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now);
}
