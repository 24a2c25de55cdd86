import { call } from './book-page-api';
import { day, failure, root, safely, stayFacts, type Stay } from './book-page-common';
import { alertBox, h, show } from './book-page-dom';
import { TEXTS } from './book-page-texts';

// A guest's own stay, by the private link of the confirmation email: see it, and cancel it within the policy.

export async function stayPage(token: string): Promise<void> {
  const answer = await safely(() => call<Stay>('getGuestStay', { token }));
  if (answer.status !== 200) {
    show(root, h('h1', {}, failure(answer.status, answer.body)));
    return;
  }
  renderStay(token, answer.body!);
}

function renderStay(token: string, stay: Stay, notice?: HTMLElement): void {
  document.title = stay.property_name;
  const canceled = stay.reservation_status === 'canceled';
  const actions = h('div', { class: 'actions' });
  const status = h('div', { 'aria-live': 'assertive' }, notice);
  if (stay.can_cancel) {
    const cancel = h('button', { type: 'button', class: 'danger' }, TEXTS.cancel);
    cancel.addEventListener('click', () => {
      const yes = h('button', { type: 'button', class: 'danger' }, TEXTS.cancelConfirm);
      const keep = h('button', { type: 'button', class: 'secondary' }, TEXTS.keep);
      keep.addEventListener('click', () => renderStay(token, stay));
      yes.addEventListener('click', async () => {
        yes.disabled = true;
        yes.textContent = TEXTS.canceling;
        const answer = await safely(() => call<Stay>('cancelGuestStay', { token }));
        if (answer.status === 200) return renderStay(token, answer.body!);
        yes.disabled = false;
        yes.textContent = TEXTS.cancelConfirm;
        status.replaceChildren(alertBox(failure(answer.status, answer.body)));
      });
      actions.replaceChildren(yes, keep);
      yes.focus();
    });
    actions.append(cancel);
  }
  show(
    root,
    h(
      'section',
      {},
      h('h1', {}, stay.property_name),
      h('h2', {}, canceled ? TEXTS.canceledHeading : TEXTS.stayHeading),
      canceled && h('p', {}, TEXTS.canceledNote),
      stayFacts(stay),
      !canceled && h('p', {}, stay.can_cancel ? TEXTS.freeUntil(day(stay.free_cancellation_until)) : TEXTS.noFreeCancel),
      status,
      actions,
    ),
  );
}
