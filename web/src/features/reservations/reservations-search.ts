import { said, message } from '@hostel/shared/i18n/message';
import type { LabelId } from '@hostel/shared/i18n/message';
import { MAX_FIND_WINDOW_DAYS, MAX_SEARCH_TEXT } from '@hostel/shared/api/reservation-schemas';
import { addDays, daysBetween, parseIsoDate } from '@hostel/shared/domain/dates';
import * as z from 'zod/mini';

// The reservations page's search (spec §2, §5): From and Until required, Search text optional (2 to 40).
// It lives in the address (`?from=…&until=…&search=…`), so a search can be bookmarked and the back button
// returns to the previous one. The header search sends only `search`: it gets one year back to one ahead.

export const MIN_SEARCH_TEXT = 2;
/** With no dates in the address: the next month of stays, what a front desk looks at first. */
export const UPCOMING_DAYS = 30;

export interface SearchCriteria {
  from: string;
  until: string;
  /** '' for everyone. */
  search: string;
}

/** The same day `years` later; 29 February becomes the 28th in a year without it. */
export function shiftYears(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = year + years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${String(target).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** What the address asks for, with the defaults filled: the header search's two years, else the next month. */
export function criteriaFromUrl(params: URLSearchParams, today: string): SearchCriteria {
  const search = (params.get('search') ?? '').trim();
  const fromHeader = search !== '' && !params.has('from') && !params.has('until');
  const date = (name: string) => params.get(name) ?? '';
  if (fromHeader) return { from: shiftYears(today, -1), until: shiftYears(today, 1), search };
  return {
    from: params.has('from') ? date('from') : today,
    until: params.has('until') ? date('until') : addDays(today, UPCOMING_DAYS),
    search,
  };
}

/** The address of a search (the dates always, the text when there is one). */
export function searchUrl(criteria: SearchCriteria): string {
  const params = new URLSearchParams({ from: criteria.from, until: criteria.until });
  const search = criteria.search.trim();
  if (search) params.set('search', search);
  return `?${params}`;
}

const requiredDate = (label: LabelId) =>
  z.string().check(
    z.minLength(1, said('field.labelRequired', { label: message(label) })),
    z.refine((value) => value === '' || parseIsoDate(value) !== undefined, said('field.labelDate', { label: message(label) })),
  );

const bothDates = (value: unknown) => {
  const criteria = value as Partial<SearchCriteria> | null;
  return parseIsoDate(criteria?.from ?? '') !== undefined && parseIsoDate(criteria?.until ?? '') !== undefined;
};

const TEXT_RANGE = said('field.labelMinMaxCharacters', { label: message('label.searchText'), min: MIN_SEARCH_TEXT, max: MAX_SEARCH_TEXT });

export const reservationsSearchForm = z
  .object({
    from: requiredDate('label.from'),
    until: requiredDate('label.until'),
    search: z.string().check(
      z.trim(),
      z.refine((value) => value === '' || value.length >= MIN_SEARCH_TEXT, TEXT_RANGE),
      z.maxLength(MAX_SEARCH_TEXT, TEXT_RANGE),
    ),
  })
  .check(
    z.refine((value) => daysBetween(value.from, value.until) >= 0, {
      message: said('web.untilAfter'),
      path: ['until'],
      when: ({ value }) => bothDates(value),
    }),
    z.refine((value) => daysBetween(value.from, value.until) < MAX_FIND_WINDOW_DAYS, {
      message: said('validation.searchCoversMostMax', { max: MAX_FIND_WINDOW_DAYS }),
      path: ['until'],
      when: ({ value }) => bothDates(value),
    }),
  );

/** The criteria when the search may run as they are; undefined when the form must say what is wrong first. */
export function runnableCriteria(criteria: SearchCriteria): SearchCriteria | undefined {
  const parsed = reservationsSearchForm.safeParse(criteria);
  return parsed.success ? parsed.data : undefined;
}
