import { parseIsoDate } from '@hostel/shared/domain/dates';
import { availabilityValue, restrictionValue } from '@hostel/functions/channel-manager/channex-shapes';
import type { StandInState } from './stand-in-state';

// An ARI message checked as Channex documents it (ari, update-restrictions-api): each change object on its
// own. One that fails (an unknown or foreign room type or rate plan, a date that is no date, a range
// backwards or wholly in the past) is refused alone and the others apply; a range that starts in the past
// is clamped to today. The answer is 200 with the refusals as warnings (each the change with a `warning` map
// of field → reasons), and `data` empty when every object failed, as the ari page's validation example shows.

export type AriKind = 'availability' | 'restrictions';

export interface AriCheck {
  /** The change objects that apply, ranges clamped to today. */
  applied: Record<string, unknown>[];
  /** `values.<index>.<field>: <why>`, one per refused object. */
  refused: string[];
  /** The refused objects as the answer lists them: the change sent, with `warning: { <field>: [<why>] }`. */
  warnings: Record<string, unknown>[];
}

const RESTRICTION_FIELDS = ['rate', 'min_stay_arrival', 'closed_to_arrival', 'closed_to_departure', 'stop_sell'];

function datesOf(value: { date?: string; date_from?: string; date_to?: string }): { from: string; to: string } {
  return value.date !== undefined ? { from: value.date, to: value.date } : { from: value.date_from!, to: value.date_to! };
}

type Checked = { ok: true; value: Record<string, unknown> } | { ok: false; field: string; why: string };
const refuse = (field: string, why: string): Checked => ({ ok: false, field, why });

function checkOne(kind: AriKind, raw: unknown, key: string, state: StandInState): Checked {
  const parsed = (kind === 'availability' ? availabilityValue : restrictionValue).safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return refuse(issue.path.join('.') || 'date', issue.message);
  }
  const value = parsed.data as Record<string, unknown> & { property_id: string; date?: string; date_from?: string; date_to?: string };
  if (!state.keysOf(value.property_id).includes(key)) return refuse('property_id', 'is not found');
  if (kind === 'availability') {
    const type = state.roomTypes.get(String(value.room_type_id));
    if (type?.propertyId !== value.property_id) return refuse('room_type_id', 'is not found');
  } else {
    const plan = state.ratePlans.get(String(value.rate_plan_id));
    if (plan?.propertyId !== value.property_id) return refuse('rate_plan_id', 'is not found');
    if (!RESTRICTION_FIELDS.some((field) => value[field] !== undefined)) return refuse('values', 'has nothing to update');
  }
  const { from, to } = datesOf(value);
  if (!parseIsoDate(from) || !parseIsoDate(to)) return refuse(value.date !== undefined ? 'date' : 'date_from', 'is not a valid date');
  if (from > to) return refuse('date_to', 'must not be before date_from');
  const today = state.todayFor(value.property_id);
  if (to < today) return refuse(value.date !== undefined ? 'date' : 'date_to', 'is in the past');
  const { date: _date, date_from: _from, date_to: _to, ...rest } = value;
  return { ok: true, value: { ...rest, date_from: from < today ? today : from, date_to: to } };
}

export function checkAriValues(kind: AriKind, values: unknown[], key: string, state: StandInState): AriCheck {
  const applied: Record<string, unknown>[] = [];
  const refused: string[] = [];
  const warnings: Record<string, unknown>[] = [];
  values.forEach((raw, index) => {
    const result = checkOne(kind, raw, key, state);
    if (result.ok) applied.push(result.value);
    else {
      refused.push(`values.${index}.${result.field}: ${result.why}`);
      const sent = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
      warnings.push({ ...sent, warning: { [result.field]: [result.why] } });
    }
  });
  return { applied, refused, warnings };
}
