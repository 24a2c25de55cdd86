import { type RefObject, useLayoutEffect, useState } from 'react';

// Where a floating panel (the bar's menu, its tooltip) stands beside an element of the grid, placed
// before paint and again on every resize and scroll (of the window or any scrolling box, hence capture).

export interface PanelPosition {
  top: number;
  left: number;
}

/** The panel's size as rendered, or the fallback before its first layout. */
export type PanelSize = { width: number; height: number };

/**
 * The panel's position from `place(anchorRect, panelSize, viewportWidth)`; undefined until first placed.
 * `anchor` is the element measured; `place` must be stable for the anchor it serves.
 */
export function useAnchoredPosition(
  anchor: HTMLElement,
  panel: RefObject<HTMLElement | null>,
  fallback: PanelSize,
  place: (rect: DOMRect, size: PanelSize, viewportWidth: number) => PanelPosition,
): PanelPosition | undefined {
  const [position, setPosition] = useState<PanelPosition | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-placed per anchor; `place` and `fallback` are fixed per caller
  useLayoutEffect(() => {
    const update = () => {
      const size = { width: panel.current?.offsetWidth ?? fallback.width, height: panel.current?.offsetHeight ?? fallback.height };
      setPosition(place(anchor.getBoundingClientRect(), size, document.documentElement.clientWidth));
    };
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [anchor]);
  return position;
}
