import { validateSession } from './lib/session/validate-session';
import { applyStoredTheme } from './lib/theme';

// The only script of a prerendered public page, loaded in <head> without defer: the theme chosen in
// the app applies before the page first paints. Then, once the page is parsed, the header's signed-in
// parts (data-visitor, "Go to app") show when the visitor has a session, the check the React header
// makes too. Everything else on the page works without script.

applyStoredTheme();

function showVisitorParts(): void {
  void validateSession().then((signedIn) => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-visitor]')) {
      element.hidden = element.dataset.visitor !== (signedIn ? 'signed-in' : 'signed-out');
    }
  });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', showVisitorParts, { once: true });
else showVisitorParts();
