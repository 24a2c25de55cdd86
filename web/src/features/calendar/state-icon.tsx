import type { DisplayedState } from './stay-layout';

// One shape per displayed state, so the state reads without colour: a clock (provisional), a tick
// (confirmed), a bed (in house), an arrow out of a door (checked-out). Decorative: the words are
// beside them for screen readers.

const PATHS: Record<DisplayedState, string> = {
  provisional: 'M12 7v5l3 2M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18',
  confirmed: 'M5 12.5l4.5 4.5L19 7.5',
  'in-house': 'M3 18V7M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5M6.5 11.5h.01',
  'checked-out': 'M14 4h5v16h-5M3 12h11M10 8l4 4-4 4',
};

export function StateIcon({ state }: { state: DisplayedState }) {
  return (
    <svg className="state-icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[state]} />
    </svg>
  );
}
