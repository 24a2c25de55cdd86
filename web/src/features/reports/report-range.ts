import { MAX_REPORT_NIGHTS } from '@hostel/shared/api/report-schemas';
import { addDays, daysBetween, parseIsoDate } from '@hostel/shared/domain/dates';

// The report's range of nights, first and last included, and its presets.

export interface ReportRange {
  from: string;
  to: string;
}

export const PRESETS = ['last30', 'thisMonth', 'lastMonth', 'next30'] as const;
export type Preset = (typeof PRESETS)[number];

const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;
const lastOfMonth = (date: string) => addDays(firstOfMonth(addDays(firstOfMonth(date), 32)), -1);

/** A preset's nights, from today: the 30 nights up to last night, this or last calendar month, or the 30 nights from tonight. */
export function presetRange(preset: Preset, today: string): ReportRange {
  switch (preset) {
    case 'last30':
      return { from: addDays(today, -30), to: addDays(today, -1) };
    case 'thisMonth':
      return { from: firstOfMonth(today), to: lastOfMonth(today) };
    case 'lastMonth': {
      const previous = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(previous), to: previous };
    }
    case 'next30':
      return { from: today, to: addDays(today, 29) };
  }
}

/** The range from the address (`?from=&to=`) when it is a valid one, else the default: the last 30 days. */
export function rangeFromSearch(search: URLSearchParams, today: string): ReportRange {
  const from = parseIsoDate(search.get('from') ?? '');
  const to = parseIsoDate(search.get('to') ?? '');
  if (from && to && rangeProblem({ from, to }) === undefined) return { from, to };
  return presetRange('last30', today);
}

export type RangeProblem = 'reversed' | 'tooLong';

/** What the server would refuse, said before asking it. */
export function rangeProblem(range: ReportRange): RangeProblem | undefined {
  const nights = daysBetween(range.from, range.to);
  if (nights < 0) return 'reversed';
  if (nights >= MAX_REPORT_NIGHTS) return 'tooLong';
  return undefined;
}

/** Change from the year before as a signed percentage, or undefined when there was nothing to compare with. */
export function changePercent(now: number, before: number): number | undefined {
  if (before === 0) return undefined;
  return Math.round(((now - before) / before) * 1000) / 10;
}
