import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { MainLandmarkProvider } from '../../components/page-main';
import { AppHeader } from './app-header';
import { BottomMenu } from './bottom-menu';
import { MainMenu } from './main-menu';
import type { ShellMenus } from './menu-item';
import { MobileSidebar } from './mobile-sidebar';
import './shell.css';

interface AppLayoutProps {
  menus: ShellMenus;
  /** The page on screen (the route's outlet, or what shows instead of it). */
  children: ReactNode;
}

/**
 * The signed-in shell (spec §2): header, main menu on the side from 768px up; below that the
 * bottom menu, whose More opens the sidebar. Pages render inside the one <main>.
 */
export function AppLayout({ menus, children }: AppLayoutProps) {
  const [moreOpen, setMoreOpen] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { t } = useTranslation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger
  useEffect(() => {
    setMoreOpen(false);
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <AppHeader profileItems={menus.profile} />
      <MainMenu items={menus.main} />
      <main id="main" tabIndex={-1} className="app-content">
        <MainLandmarkProvider value={true}>{children}</MainLandmarkProvider>
      </main>
      <BottomMenu items={menus.bottom} moreOpen={moreOpen} onMore={() => setMoreOpen(true)} moreButton={moreButton} />
      <MobileSidebar items={menus.sidebar} open={moreOpen} onClose={() => setMoreOpen(false)} opener={moreButton} />
    </div>
  );
}
