import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { MenuItem } from './menu-item';

// NavLink marks the current page with aria-current="page"; Home matches only /app itself.
export function MainMenu({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  return (
    <nav className="app-main-menu" aria-label={t('shell.mainMenu')}>
      <ul>
        {items.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end}>
              {Icon ? <Icon /> : null}
              {t(`pages.${label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
