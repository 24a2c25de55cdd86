import { MoonIcon, SunIcon } from '../../components/icons';
import { useTheme } from './use-theme';

/** Icon-only switch: its name stays "Dark mode" and aria-pressed tells whether it is on. */
export function ThemeToggle() {
  const [theme, choose] = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      aria-label="Dark mode"
      aria-pressed={dark}
      onClick={() => choose(dark ? 'light' : 'dark')}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
