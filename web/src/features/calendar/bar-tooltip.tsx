import { useEffect, useId, useMemo, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { StayFacts } from './stay-facts';
import { type PanelPosition, type PanelSize, useAnchoredPosition } from './use-anchored-position';

// The one tooltip of the grid: a bar's guest in full and the stay's facts, shown while a pointer rests
// on the bar or its link has the keyboard's focus (a one-night bar shows only initials). It is a real
// role="tooltip" the focused link points to (aria-describedby); Escape hides it, and a pointer may move
// onto it without losing it (WCAG 1.4.13).

export interface Hint {
  facts: StayFacts;
  /** The bar's link: where the tooltip stands, and what it describes. */
  anchor: HTMLElement;
}

const GAP_PX = 6;
const TOOLTIP_SIZE = { width: 240, height: 100 };

/** Above the bar unless the app's sticky header or the window's top would cover it. */
function placeTooltip(bar: DOMRect, size: PanelSize, viewportWidth: number): PanelPosition {
  const left = Math.max(8, Math.min(bar.left, viewportWidth - size.width - 8));
  const above = bar.top - size.height - GAP_PX;
  return { top: above > 130 ? above : bar.bottom + GAP_PX, left };
}

function BarTooltip({ hint, onHover, onLeave, onDismiss }: { hint: Hint; onHover(): void; onLeave(): void; onDismiss(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { anchor, facts } = hint;

  // Placed by the whole bar, not only its link.
  const bar = (anchor.closest('.stay-bar') as HTMLElement | null) ?? anchor;
  const position = useAnchoredPosition(bar, panel, TOOLTIP_SIZE, placeTooltip);

  useEffect(() => {
    anchor.setAttribute('aria-describedby', id);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      anchor.removeAttribute('aria-describedby');
      window.removeEventListener('keydown', onKey);
    };
  }, [anchor, id, onDismiss]);

  return (
    <div
      ref={panel}
      id={id}
      role="tooltip"
      className="bar-tooltip"
      style={position ?? { visibility: 'hidden' }}
      onPointerEnter={onHover}
      onPointerLeave={onLeave}
    >
      <strong className="bar-tooltip-name">{facts.name}</strong>
      <span>{facts.dates}</span>
      <span>
        {facts.state} · {facts.guests}
      </span>
      <span>{facts.bed}</span>
      {facts.held ? <span>{facts.held}</span> : null}
      {facts.provisional ? <span>{t('calendar.notAssigned')}</span> : null}
      {facts.balance ? <span>{facts.balance}</span> : null}
    </div>
  );
}

const HINT_LINGER_MS = 200;

/**
 * Which bar the tooltip is for, kept outside React's state of the grid: hovering a bar re-renders the
 * tooltip alone, never the grid. Shown at once; hidden a moment after the pointer leaves, so it can
 * move onto the tooltip.
 */
export function useBarHints() {
  return useMemo(() => {
    let current: Hint | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listeners = new Set<() => void>();
    const publish = (next: Hint | undefined) => {
      current = next;
      for (const listener of listeners) listener();
    };
    const keep = () => clearTimeout(timer);
    const clear = () => {
      keep();
      publish(undefined);
    };
    const leave = () => {
      keep();
      timer = setTimeout(() => publish(undefined), HINT_LINGER_MS);
    };
    return {
      set(facts: StayFacts | undefined, anchor: HTMLElement | undefined) {
        if (!facts || !anchor) return leave();
        keep();
        publish({ facts, anchor });
      },
      keep,
      leave,
      clear,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      snapshot: () => current,
    };
  }, []);
}

export type BarHints = ReturnType<typeof useBarHints>;

export function BarTooltipHost({ hints, hidden }: { hints: BarHints; hidden: boolean }) {
  const hint = useSyncExternalStore(hints.subscribe, hints.snapshot, hints.snapshot);
  // A bar redrawn elsewhere (moved, another window) leaves its old link detached: no tooltip for it.
  if (!hint || hidden || !hint.anchor.isConnected) return null;
  return <BarTooltip hint={hint} onHover={hints.keep} onLeave={hints.leave} onDismiss={hints.clear} />;
}
