import type { ComponentType } from 'react';
import type { PageKey } from '../../lib/i18n/catalogs/en';

/** One link of a shell menu; the app builds the lists from its page table. */
export interface MenuItem {
  to: string;
  /** The page's name in the catalogs (pages.*). */
  label: PageKey;
  icon?: ComponentType | undefined;
  /** Active only on this exact path (Home), not on the pages below it. */
  end: boolean;
}

/** The shell's menus: the side menu, the phone's bottom bar and sidebar, the header's profile menu. */
export interface ShellMenus {
  main: MenuItem[];
  bottom: MenuItem[];
  sidebar: MenuItem[];
  profile: MenuItem[];
}
