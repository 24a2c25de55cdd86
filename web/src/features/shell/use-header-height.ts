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
    const publish = () => root.style.setProperty('--app-header-height', `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--app-header-height');
    };
  }, [header]);
}
