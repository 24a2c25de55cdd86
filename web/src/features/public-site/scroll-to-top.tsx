import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Each new page starts at its top (spec §2), not where the previous one was scrolled to. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
