import { todayIn } from '@hostel/shared/domain/dates';
import { useEffect, useRef } from 'react';
import { browserZone } from '../browser-zone';
import { useProfile } from './get-profile';

/** Today in the property's time zone; the browser's only until the profile says the property's, or for a zone it does not know. */
export function deskToday(propertyZone: string | undefined, now: Date = new Date()): string {
  try {
    return todayIn(propertyZone ?? browserZone(), now);
  } catch {
    return todayIn(browserZone(), now);
  }
}

/** The property's today for the desk's screens: a manager's browser may be in another zone than the hostel. */
export function useDeskToday(): string {
  return deskToday(useProfile().data?.time_zone);
}

/**
 * Calls `moved(before, after)` after a render in which the desk's today changed: a form opened before the
 * profile was read started from the browser's today, and its defaults follow the property's (followDefaults).
 */
export function useTodayMoved(today: string, moved: (before: string, after: string) => void): void {
  const seen = useRef(today);
  useEffect(() => {
    const before = seen.current;
    if (before === today) return;
    seen.current = today;
    moved(before, today);
  });
}
