import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MainLandmarkProvider } from '../../components/page-main';
import { AppHeader } from './app-header';
import { BottomMenu } from './bottom-menu';
import { MainMenu } from './main-menu';
import { MobileSidebar } from './mobile-sidebar';
import './shell.css';

/**
 * The signed-in shell (spec §2): header, main menu on the side from 768px up; below that the
 * bottom menu, whose More opens the sidebar. Pages render inside the one <main>.
 */
export function AppLayout() {
  const [moreOpen, setMoreOpen] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    setMoreOpen(false);
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppHeader />
      <MainMenu />
      <main id="main" tabIndex={-1} className="app-content">
        <MainLandmarkProvider value={true}>
          <Outlet />
        </MainLandmarkProvider>
      </main>
      <BottomMenu moreOpen={moreOpen} onMore={() => setMoreOpen(true)} moreButton={moreButton} />
      <MobileSidebar open={moreOpen} onClose={() => setMoreOpen(false)} opener={moreButton} />
    </div>
  );
}
