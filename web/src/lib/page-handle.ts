import type { Role } from '@hostel/shared/api/account-schemas';
import { useMatches } from 'react-router-dom';
import type { PageKey } from './i18n/catalogs/en';

/** What each signed-in page's route carries, from the page table (web/src/app/app-pages.tsx). */
export interface PageHandle {
  /** The page's name in the catalogs (pages.*), for its document title. */
  title: PageKey;
  /** Home is titled "Dashboard" alone (spec §2). */
  home: boolean;
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
