import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { STATIC_PAGES } from '../../shared/src/http/static-pages';
import { APP_PAGES, appRoutes, exampleUrl, mayOpen, menuItems, shellMenus, type AppPage } from '../../web/src/app/app-pages';
import { routes } from '../../web/src/app/routes';
import { en, type PageKey } from '../../web/src/lib/i18n/catalogs/en';
import type { PageHandle } from '../../web/src/lib/page-handle';

// Labels are catalog keys; the spec's names are their English texts.
const labels = (items: { label: PageKey }[]) => items.map((item) => en.pages[item.label]);
const load: AppPage['load'] = async () => ({});

/** Every route's full path, with its handle. */
function flatten(tree: RouteObject[], parent = ''): { path: string; route: RouteObject }[] {
  return tree.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
    return [{ path, route }, ...flatten(route.children ?? [], path)];
  });
}

describe('the page table of the signed-in area', () => {
  test('gives each menu its pages in the spec order, with their labels', () => {
    const menus = shellMenus('employee');
    // The spec's five, then the cash drawer every role keeps.
    expect(labels(menus.main)).toEqual(['Home', 'Calendar', 'Rates & availability', 'Reservations', 'Property', 'Cash drawer']);
    expect(menus.main.map((item) => item.to)).toEqual([
      '/app',
      '/app/calendar',
      '/app/rates-and-availability',
      '/app/reservations',
      '/app/property/general-info',
      '/app/cash-drawer',
    ]);
    expect(labels(menus.bottom)).toEqual(['Home', 'Calendar', 'Reservations']);
    expect(labels(menus.sidebar)).toEqual(['Property', 'Rates & availability', 'Account', 'Cash drawer']);
    expect(menus.sidebar.at(-2)?.to).toBe('/app/users/profile/edit');
    expect(menus.profile).toEqual([{ to: '/app/users/profile/edit', label: 'profile', icon: undefined, end: false }]);
    // Home is active only on /app itself.
    expect(menus.main.filter((item) => item.end).map((item) => item.to)).toEqual(['/app']);
  });

  test('puts Reports in the main menu and the sidebar for managers and admins only', () => {
    for (const role of ['admin', 'manager'] as const) {
      expect(labels(shellMenus(role).main).at(-1), role).toBe('Reports');
      expect(labels(shellMenus(role).sidebar), role).toEqual(['Property', 'Rates & availability', 'Account', 'Reports', 'Cash drawer']);
    }
    expect(labels(shellMenus('employee').main)).not.toContain('Reports');
    expect(mayOpen(APP_PAGES.find((page) => page.path === 'reports')!, 'employee')).toBe(false);
  });

  test('routes every page under /app, each named by its handle, and unknown paths to the not-found page', () => {
    const tree: RouteObject[] = [{ path: '/app', children: appRoutes() }];
    for (const page of APP_PAGES) {
      const matched = matchRoutes(tree, exampleUrl(page));
      const handle = matched?.at(-1)?.route.handle as PageHandle | undefined;
      expect(handle?.title, exampleUrl(page)).toBe(page.title);
    }
    expect((matchRoutes(tree, '/app/reservations/R-42')!.at(-1)!.route.handle as PageHandle).title).toBe('reservationDetail');
    expect(matchRoutes(tree, '/app/elsewhere')?.at(-1)?.route.handle).toBeUndefined();
    expect(matchRoutes(tree, '/app/elsewhere')?.at(-1)?.route.path).toBe('*');
  });

  test('marks Home, titled "Dashboard" alone, and names the other pages for "<page> · Dashboard"', () => {
    const handles = appRoutes().map((route) => route.handle as PageHandle | undefined);
    expect(handles[0]).toMatchObject({ title: 'home', home: true });
    expect(handles.find((handle) => handle?.title === 'calendar')?.home).toBe(false);
    expect([en.shell.dashboard, en.shell.pageTitle.replace('{{page}}', en.pages.calendar)]).toEqual(['Dashboard', 'Calendar · Dashboard']);
  });

  test('has one page per path and no two pages in the same place of a menu', () => {
    expect(new Set(APP_PAGES.map((page) => page.path)).size).toBe(APP_PAGES.length);
    for (const menu of ['main', 'bottom', 'sidebar', 'profile'] as const) {
      const places = APP_PAGES.flatMap((page) => {
        const placement = page.menus?.[menu];
        return placement === undefined ? [] : [typeof placement === 'number' ? placement : placement.at];
      });
      expect(new Set(places).size, menu).toBe(places.length);
    }
  });

  test('shows a page reserved for some roles only to them, and not before the role is known', () => {
    const pages: AppPage[] = [
      { path: '', title: 'home', menus: { main: 1 }, load },
      { path: 'team', title: 'account', roles: ['admin', 'manager'], menus: { main: 2 }, load },
    ];
    expect(labels(menuItems('main', 'manager', pages))).toEqual(['Home', 'Account']);
    expect(labels(menuItems('main', 'employee', pages))).toEqual(['Home']);
    expect(labels(menuItems('main', undefined, pages))).toEqual(['Home']);
    expect(mayOpen(pages[1]!, 'admin')).toBe(true);
    expect(mayOpen(pages[1]!, undefined)).toBe(false);
    expect((appRoutes(pages)[1]!.handle as PageHandle).roles).toEqual(['admin', 'manager']);
  });
});

describe('the prerendered public pages', () => {
  const all = flatten(routes);

  test('are exactly the routes marked as prerendered in the route tree', () => {
    const marked = all.filter(({ route }) => (route.handle as { prerendered?: boolean } | undefined)?.prerendered).map(({ path }) => path);
    expect([...marked].sort()).toEqual([...STATIC_PAGES].sort());
  });

  test('each path of the list renders its own public page, not the not-found page or the app', () => {
    for (const path of STATIC_PAGES) {
      const matched = matchRoutes(routes, path);
      expect(matched?.[0]?.route.path, path).toBe('/');
      expect(matched?.at(-1)?.route.path, path).not.toBe('*');
      expect(matched?.at(-1)?.route.lazy, path).toBeTypeOf('function');
    }
  });
});
