import type { Role } from '@hostel/shared/api/account-schemas';
import { useMatches } from 'react-router-dom';

/** What each signed-in page's route carries, from the page table (web/src/app/app-pages.tsx). */
export interface PageHandle {
  /** The page's name: its heading while it is still to come, and its document title. */
  title: string;
  documentTitle: string;
  roles?: readonly Role[] | undefined;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof (handle as PageHandle | undefined)?.title === 'string';
}

/** The page table's entry for the page on screen; undefined for a path no page matches. */
export function usePageHandle(): PageHandle | undefined {
  const handle = useMatches().at(-1)?.handle;
  return isPageHandle(handle) ? handle : undefined;
}
