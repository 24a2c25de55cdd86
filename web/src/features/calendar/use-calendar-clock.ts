import { todayIn } from '@hostel/shared/domain/dates';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { BREAKPOINT_PX } from './calendar-window';

// The two things the calendar reads from the world: the screen's width (over 984 px is wide) and
// today in the property's time zone, which moves on at the property's midnight while the page is open.

const WIDE_QUERY = `(min-width: ${BREAKPOINT_PX + 1}px)`;

function subscribeWide(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}

const MINUTE_MS = 60_000;

/** Today (yyyy-MM-dd) in the time zone, checked every minute; undefined until the zone is known. */
export function usePropertyToday(timeZone: string | undefined): string | undefined {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  if (!timeZone) return undefined;
  try {
    return todayIn(timeZone, now);
  } catch {
    // A zone this browser does not know: its own today is the nearest guess.
    return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now);
  }
}
