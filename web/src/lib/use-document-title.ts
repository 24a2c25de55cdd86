import { createContext, useContext, useEffect } from 'react';

export const PRODUCT_NAME = 'Hostel App'; // i18n-exempt: the product's name, the same in every language

/** Set only while prerendering a public page at build time: it collects the page's title. */
export const PrerenderTitle = createContext<{ title: string } | undefined>(undefined);

/** Sets the document title; undefined leaves it to a page further down (e.g. the not-found page in the shell). */
export function useDocumentTitle(title: string | undefined): void {
  const full = title === undefined ? undefined : title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  const prerender = useContext(PrerenderTitle);
  // Effects do not run when prerendering, so the title is handed over during render instead.
  if (prerender && full) prerender.title = full;
  useEffect(() => {
    if (full) document.title = full;
  }, [full]);
}
