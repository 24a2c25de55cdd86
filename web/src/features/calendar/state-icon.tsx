import type { DisplayedState } from './stay-layout';

// One shape per displayed state, so the state reads without colour (the shapes are in calendar.css).
// Decorative: the words are beside them for screen readers.

export function StateIcon({ state }: { state: DisplayedState }) {
  return <span className={`state-icon state-icon-${state}`} aria-hidden="true" />;
}
