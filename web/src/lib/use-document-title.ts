import { createContext, useContext, useEffect } from 'react';

export const PRODUCT_NAME = 'Hostel App';

/** Set only while prerendering a public page at build time: it collects the page's title. */
export const PrerenderTitle = createContext<{ title: string } | undefined>(undefined);

export function useDocumentTitle(title: string): void {
  const full = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  const prerender = useContext(PrerenderTitle);
  // Effects do not run when prerendering, so the title is handed over during render instead.
  if (prerender) prerender.title = full;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
