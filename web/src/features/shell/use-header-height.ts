import { useLayoutEffect, type RefObject } from 'react';

/**
 * Publishes the sticky header's height as `--app-header-height` on the page, so content that sticks
 * under it (the calendar's dates) sits right below it however the header wraps.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    // Fractional, as laid out: a rounded height would leave a hairline between the header and what sticks under it.
    const publish = () => root.style.setProperty('--app-header-height', `${element.getBoundingClientRect().height}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--app-header-height');
    };
  }, [header]);
}
