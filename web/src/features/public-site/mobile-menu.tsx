import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { VisitorStatus } from '../../lib/session/use-visitor-status';
import { usePublicTexts } from './public-language';

const MENU_ID = 'site-mobile-menu';

// The spec's labels for the phone menu, "About As" included.
const LINKS = [
  ['/', 'home'],
  ['/pricing', 'pricing'],
  ['/contact-us', 'contact'],
  ['/about-us', 'aboutUsMobile'],
] as const;

// Drawn here rather than taken from components/icons: that module would add a chunk to every first visit.
const icon = (path: string) => (
  <svg
    aria-hidden="true"
    focusable="false"
    viewBox="0 0 24 24"
    width="22"
    height="22"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
  >
    <path d={path} />
  </svg>
);

/**
 * The phone navigation (spec §2): a slide-out panel built on the popover API, so it also opens and
 * closes on the prerendered pages, which run no React. The browser closes it on Escape and on a click
 * outside; with React, focus moves into it, returns to the open button, and a navigation closes it.
 */
export function MobileMenu({ status }: { status: VisitorStatus }) {
  const [open, setOpen] = useState(false);
  // aria-expanded is written only once React runs; a static page relies on the browser's own state.
  const [live, setLive] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { t, to } = usePublicTexts();

  useEffect(() => {
    setLive(true);
    const menu = panel.current!;
    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open';
      setOpen(opened);
      if (opened) closeButton.current?.focus();
      else if (document.activeElement === document.body || menu.contains(document.activeElement)) openButton.current?.focus();
    };
    menu.addEventListener('toggle', onToggle);
    return () => menu.removeEventListener('toggle', onToggle);
  }, []);

  const hide = () => {
    if (panel.current?.matches(':popover-open')) panel.current.hidePopover();
  };

  // Following a link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: following a link (a new pathname) is the trigger
  useEffect(hide, [pathname]);

  return (
    <>
      <button
        ref={openButton}
        type="button"
        className="icon-button site-menu-button"
        aria-label={t('publicSite.menu.open')}
        aria-expanded={live ? open : undefined}
        aria-controls={MENU_ID}
        popoverTarget={MENU_ID}
        popoverTargetAction="show"
      >
        {icon('M4 6h16M4 12h16M4 18h16')}
      </button>
      <div ref={panel} id={MENU_ID} className="side-panel site-mobile-menu" popover="auto">
        <div className="side-panel-top">
          <button
            ref={closeButton}
            type="button"
            className="icon-button"
            aria-label={t('publicSite.menu.close')}
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
          >
            {icon('M6 6l12 12M18 6L6 18')}
          </button>
        </div>
        <nav aria-label={t('publicSite.nav.mobile')}>
          <ul>
            {LINKS.map(([path, label]) => (
              <li key={path}>
                <NavLink to={to(path)} end onClick={hide}>
                  {t(`publicSite.nav.${label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="site-mobile-actions">
            <Link
              className="button button-primary button-block"
              to="/app"
              onClick={hide}
              data-visitor="signed-in"
              hidden={status !== 'signed-in'}
            >
              {t('publicSite.actions.goToApp')}
            </Link>
            <div className="site-mobile-actions" data-visitor="signed-out" hidden={status === 'signed-in'}>
              <Link className="button button-block" to="/accounts/login" onClick={hide}>
                {t('publicSite.actions.signInMobile')}
              </Link>
              <Link className="button button-primary button-block" to="/accounts/signup" onClick={hide}>
                {t('publicSite.actions.createAccount')}
              </Link>
            </div>
          </div>
        </nav>
      </div>
    </>
  );
}
