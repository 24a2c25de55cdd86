import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '../../components/icons';
import { useTheme } from './use-theme';

/** Icon-only switch: its name stays "Dark mode" and aria-pressed tells whether it is on. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, choose] = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('shell.darkMode')}
      aria-pressed={dark}
      onClick={() => choose(dark ? 'light' : 'dark')}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
