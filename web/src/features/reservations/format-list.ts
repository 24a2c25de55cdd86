import { currentLanguage } from '../../lib/i18n/i18n';

/** `2026-12-24, 2026-12-25`: a list of dates or names as the current language writes one (a plain comma list in both). */
export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat(currentLanguage(), { type: 'unit', style: 'short' }).format(items);
}
