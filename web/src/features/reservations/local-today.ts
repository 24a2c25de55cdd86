import { todayIn } from '@hostel/shared/domain/dates';

/** Today where the desk's browser is: a starting point for forms only; the server decides the property's today. */
export function localToday(now: Date = new Date()): string {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now);
}
