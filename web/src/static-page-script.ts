import { validateSession } from './lib/session/validate-session';

// The only script of a prerendered public page. The header is rendered with both its signed-out and
// signed-in parts (data-visitor); this shows the signed-in ones ("Go to app") when the visitor has a
// session, the check the React header makes too. Everything else on the page works without script.

void validateSession().then((signedIn) => {
  for (const element of document.querySelectorAll<HTMLElement>('[data-visitor]')) {
    element.hidden = element.dataset.visitor !== (signedIn ? 'signed-in' : 'signed-out');
  }
});
