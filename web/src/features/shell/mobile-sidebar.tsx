import { useTranslation } from 'react-i18next';
import { useEffect, useRef, type RefObject } from 'react';
import { NavLink } from 'react-router-dom';
import { CloseIcon } from '../../components/icons';
import type { MenuItem } from './menu-item';
import { useLogout } from './use-logout';

export const MOBILE_SIDEBAR_ID = 'app-more-menu';

interface MobileSidebarProps {
  items: MenuItem[];
  open: boolean;
  onClose(): void;
  /** The More button, where focus returns when the sidebar closes. */
  opener: RefObject<HTMLButtonElement | null>;
}

/** The rest of the menu on phones, as a modal <dialog>: focus stays inside, Escape closes it. */
export function MobileSidebar({ items, open, onClose, opener }: MobileSidebarProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { t } = useTranslation();
  const logout = useLogout(t('shell.logOutFailedPhone'));

  useEffect(() => {
    const panel = dialog.current;
    if (!panel) return;
    if (open && !panel.open) panel.showModal();
    if (!open && panel.open) panel.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; Escape closes the dialog natively
    <dialog
      ref={dialog}
      id={MOBILE_SIDEBAR_ID}
      className="side-panel app-mobile-sidebar"
      aria-label={t('shell.more')}
      onClose={() => {
        onClose();
        opener.current?.focus();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="side-panel-top">
        <button type="button" className="icon-button" aria-label={t('shell.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <nav aria-label={t('shell.more')}>
        <ul>
          {items.map(({ to, label, end }) => (
            <li key={to}>
              <NavLink to={to} end={end} onClick={onClose}>
                {t(`pages.${label}`)}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => logout.run()} disabled={logout.busy}>
              {t('shell.logOut')}
            </button>
          </li>
        </ul>
      </nav>
      <p role="alert" className={logout.error ? 'menu-error' : undefined}>
        {logout.error}
      </p>
    </dialog>
  );
}
