import { useEffect, useState } from 'react';
import { chooseTheme, currentTheme, storedTheme, type Theme } from '../../lib/theme';

/** The theme in effect: the system's until the user picks one, then the remembered choice. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const [theme, setTheme] = useState<Theme>(currentTheme);

  useEffect(() => {
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => {
      if (!storedTheme()) setTheme(media.matches ? 'dark' : 'light');
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  function choose(next: Theme) {
    chooseTheme(next);
    setTheme(next);
  }

  return [theme, choose];
}
