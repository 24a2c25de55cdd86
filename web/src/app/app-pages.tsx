import type { Role } from '@hostel/shared/api/account-schemas';
import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import { BuildingIcon, CalendarIcon, ChartIcon, HomeIcon, ListIcon, TagIcon, WalletIcon } from '../components/icons';
import type { MenuItem, ShellMenus } from '../features/shell/menu-item';
import type { PageKey } from '../lib/i18n/catalogs/en';
import type { PageHandle } from '../lib/page-handle';

export type MenuName = keyof ShellMenus;
/** A page's place in a menu (1 first), with its label there when the menu names it otherwise. */
export type MenuPlacement = number | { at: number; label: PageKey };

export interface AppPage {
  /** Under /app, in react-router's syntax; '' is /app itself. */
  path: string;
  /** The page's name in the catalogs (pages.*): its menu label (unless a placement says otherwise) and its document title. */
  title: PageKey;
  /** The route module (it exports `Component`), downloaded when the page is first opened. */
  load: LazyRouteFunction<RouteObject>;
  icon?: ComponentType;
  menus?: Partial<Record<MenuName, MenuPlacement>>;
  /** Who may open it; every signed-in user when absent. */
  roles?: readonly Role[];
  /** An address that opens it, for a page with parameters (the accessibility test visits it). */
  example?: string;
}

// Every signed-in page, one line each. The /app routes, the four menus, the page names and the
// accessibility test's page list are all read from here: a new page is its own folder under
// features/ and one line below.
export const APP_PAGES: readonly AppPage[] = [
  { path: '', title: 'home', icon: HomeIcon, menus: { main: 1, bottom: 1 }, load: () => import('../features/home/home-page') },
  { path: 'calendar', title: 'calendar', icon: CalendarIcon, menus: { main: 2, bottom: 2 }, load: () => import('./calendar-route') },
  {
    path: 'rates-and-availability',
    title: 'rates',
    icon: TagIcon,
    menus: { main: 3, sidebar: 2 },
    load: () => import('../features/rates/rates-page'),
  },
  {
    path: 'reservations',
    title: 'reservations',
    icon: ListIcon,
    menus: { main: 4, bottom: 3 },
    load: () => import('../features/reservations/pages/reservations-page'),
  },
  {
    path: 'reservations/:id',
    title: 'reservationDetail',
    example: 'reservations/abc123',
    load: () => import('../features/reservations/pages/reservation-detail-page'),
  },
  {
    path: 'reservations/:id/receipts/:paymentId',
    title: 'receipt',
    example: 'reservations/abc123/receipts/def456',
    load: () => import('../features/reservations/pages/receipt-page'),
  },
  {
    path: 'reservations/:id/statement',
    title: 'statement',
    example: 'reservations/abc123/statement',
    load: () => import('../features/reservations/pages/statement-page'),
  },
  { path: 'guests/:id', title: 'guest', example: 'guests/abc123', load: () => import('../features/reservations/pages/guest-page') },
  {
    path: 'property/general-info',
    title: 'generalInfo',
    icon: BuildingIcon,
    menus: { main: { at: 5, label: 'property' }, sidebar: { at: 1, label: 'property' } },
    load: () => import('../features/property/pages/general-info-page'),
  },
  { path: 'property/room-types', title: 'roomTypes', load: () => import('../features/property/pages/room-types-page') },
  {
    path: 'reports',
    title: 'reports',
    icon: ChartIcon,
    menus: { main: 6, sidebar: 4 },
    roles: ['admin', 'manager'],
    load: () => import('../features/reports/reports-page'),
  },
  {
    // Every role: each user opens and closes their own shift. After Property, before the managers' Reports.
    path: 'cash-drawer',
    title: 'cashDrawer',
    icon: WalletIcon,
    menus: { main: 5.5, sidebar: 5 },
    load: () => import('../features/cash-drawer/cash-drawer-page'),
  },
  {
    path: 'property/channels',
    title: 'channels',
    roles: ['admin', 'manager'],
    load: () => import('../features/property/pages/channels-page'),
  },
  {
    path: 'property/booking-page',
    title: 'bookingPage',
    roles: ['admin', 'manager'],
    load: () => import('../features/property/pages/booking-page-settings-page'),
  },
  {
    path: 'users/profile/edit',
    title: 'profile',
    menus: { sidebar: { at: 3, label: 'account' }, profile: 1 },
    load: () => import('../features/profile/profile-edit-page'),
  },
  { path: 'notifications', title: 'notifications', load: () => import('../features/notifications/notifications-page') },
];

export const APP_ROOT = '/app';

function linkTo(page: AppPage): string {
  return page.path ? `${APP_ROOT}/${page.path}` : APP_ROOT;
}

/** An address that opens the page: its own, or its example when its path has parameters. */
export function exampleUrl(page: AppPage): string {
  return page.example ? `${APP_ROOT}/${page.example}` : linkTo(page);
}

/** Whether a user with this role may see the page; while the role is not known, only pages open to all. */
export function mayOpen(page: Pick<AppPage, 'roles'>, role: Role | undefined): boolean {
  return !page.roles || (role !== undefined && page.roles.includes(role));
}

/** The /app child routes, each carrying its page's handle; unknown paths get the not-found page in the shell. */
export function appRoutes(pages: readonly AppPage[] = APP_PAGES): RouteObject[] {
  const routes = pages.map((page): RouteObject => {
    const handle: PageHandle = { title: page.title, home: page.path === '', roles: page.roles };
    return page.path ? { path: page.path, lazy: page.load, handle } : { index: true, lazy: page.load, handle };
  });
  return [...routes, { path: '*', lazy: () => import('../features/public-site/pages/not-found-page') }];
}

function placementOf(placement: MenuPlacement): { at: number; label?: PageKey } {
  return typeof placement === 'number' ? { at: placement } : placement;
}

/** One menu's links for a role, in their places. */
export function menuItems(menu: MenuName, role: Role | undefined, pages: readonly AppPage[] = APP_PAGES): MenuItem[] {
  return pages
    .flatMap((page) => {
      const placement = page.menus?.[menu];
      if (placement === undefined || !mayOpen(page, role)) return [];
      const { at, label } = placementOf(placement);
      return [{ at, item: { to: linkTo(page), label: label ?? page.title, icon: page.icon, end: page.path === '' } }];
    })
    .sort((a, b) => a.at - b.at)
    .map(({ item }) => item);
}

export function shellMenus(role: Role | undefined, pages: readonly AppPage[] = APP_PAGES): ShellMenus {
  return {
    main: menuItems('main', role, pages),
    bottom: menuItems('bottom', role, pages),
    sidebar: menuItems('sidebar', role, pages),
    profile: menuItems('profile', role, pages),
  };
}
