import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserIcon } from '../../components/icons';
import { LanguageSwitch } from '../../components/language-switch';
import { useDismiss } from '../../components/use-dismiss';
import { useSaveLanguage } from '../../lib/session/profile-language';
import type { MenuItem } from './menu-item';
import { useLogout } from './use-logout';

const MENU_ID = 'profile-menu';

/** Profile, the language and Log out (spec §2, plus the language): closes on outside click, Escape (focus back) or choosing an item. */
export function ProfileMenu({ items }: { items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  const logout = useLogout(t('shell.logOutFailed'));
  const saveLanguage = useSaveLanguage();
  useDismiss({ open, close: () => setOpen(false), panel, trigger: button });

  return (
    <div className="profile-menu">
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={t('shell.profileMenu')}
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon />
      </button>
      <div ref={panel} id={MENU_ID} className="menu-panel" hidden={!open}>
        <ul>
          {items.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} onClick={() => setOpen(false)}>
                {t(`pages.${label}`)}
              </Link>
            </li>
          ))}
          <li className="menu-language">
            <LanguageSwitch onChosen={saveLanguage} />
          </li>
          <li>
            <button type="button" onClick={() => logout.run()} disabled={logout.busy}>
              {t('shell.logOut')}
            </button>
          </li>
        </ul>
        <p role="alert" className={logout.error ? 'menu-error' : undefined}>
          {logout.error}
        </p>
      </div>
    </div>
  );
}
