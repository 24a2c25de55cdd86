// Light/dark theme: follows the system until the user chooses, then the choice is remembered.

export type Theme = 'light' | 'dark';
const STORAGE_KEY = 'theme';

export function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

export function currentTheme(): Theme {
  return storedTheme() ?? (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export function chooseTheme(theme: Theme): void {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Private browsing may refuse storage; the theme still applies for this visit.
  }
  applyTheme(theme);
}

export function applyStoredTheme(): void {
  const stored = storedTheme();
  if (stored) applyTheme(stored);
}
