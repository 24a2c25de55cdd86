import { detectLanguage, rememberLanguage } from './lib/i18n/detect-language';
import { validateSession } from './lib/session/validate-session';
import { applyStoredTheme } from './lib/theme';
import type { Language } from '@hostel/shared/domain/languages';

// The only script of a prerendered public page, loaded in <head> without defer: the theme chosen in
// the app applies before the page first paints. Then, once the page is parsed, the header's signed-in
// parts (data-visitor, "Go to app") show when the visitor has a session, the check the React header
// makes too. Everything else on the page works without script.

// A first visit in Spanish: an English page whose visitor prefers Spanish (the choice this browser
// made, else its languages) goes at once to its Spanish version, before anything paints. Only this
// way round: a Spanish address was chosen by whoever opened it (docs/architecture/decisions.md).
const spanish = document.querySelector<HTMLLinkElement>('link[rel="alternate"][hreflang="es-AR"]');
const sent = document.documentElement.lang === 'en' && spanish !== null && detectLanguage() === 'es-AR';
if (sent) location.replace(new URL(spanish.href).pathname + location.search + location.hash);
else applyStoredTheme();

function showVisitorParts(): void {
  void validateSession().then((signedIn) => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-visitor]')) {
      element.hidden = element.dataset.visitor !== (signedIn ? 'signed-in' : 'signed-out');
    }
  });
}

// The language switch: its choice is remembered for the next visit (and the app), as the app's switch does.
function rememberSwitch(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest<HTMLElement>('[data-language]');
  if (link) rememberLanguage(link.dataset.language as Language);
}

if (!sent) {
  document.addEventListener('click', rememberSwitch);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', showVisitorParts, { once: true });
  else showVisitorParts();
}
