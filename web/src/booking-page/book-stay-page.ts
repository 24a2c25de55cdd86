import { call } from './book-page-api';
import { contactBox, day, failure, instant, root, safely, stayFacts, type Stay } from './book-page-common';
import { alertBox, h, show } from './book-page-dom';
import { text } from './book-page-language';

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
  // A POST behind a button, never the link's GET: a mail scanner that opens the link confirms nothing.
  if (stay.can_confirm) {
    const confirm = h('button', { type: 'button' }, text('confirm'));
    confirm.addEventListener('click', async () => {
      confirm.disabled = true;
      confirm.textContent = text('confirming');
      const answer = await safely(() => call<Stay>('confirmGuestStay', { token }));
      if (answer.status === 200) return renderStay(token, answer.body!, h('p', {}, text('confirmedNotice')));
      confirm.disabled = false;
      confirm.textContent = text('confirm');
      status.replaceChildren(alertBox(failure(answer.status, answer.body)));
    });
    actions.append(confirm);
  }
  if (stay.can_cancel) {
    const cancel = h('button', { type: 'button', class: 'danger' }, text('cancel'));
    cancel.addEventListener('click', () => {
      const yes = h('button', { type: 'button', class: 'danger' }, text('cancelConfirm'));
      const keep = h('button', { type: 'button', class: 'secondary' }, text('keep'));
      keep.addEventListener('click', () => renderStay(token, stay));
      yes.addEventListener('click', async () => {
        yes.disabled = true;
        yes.textContent = text('canceling');
        const answer = await safely(() => call<Stay>('cancelGuestStay', { token }));
        if (answer.status === 200) return renderStay(token, answer.body!);
        yes.disabled = false;
        yes.textContent = text('cancelConfirm');
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
      h('h2', {}, heading(stay)),
      stay.can_confirm && h('p', {}, text('confirmNote', { time: instant(stay.held_until) })),
      stay.hold_expired ? h('p', {}, text('expiredNote')) : canceled && h('p', {}, text('canceledNote')),
      stayFacts(stay),
      !canceled && h('p', {}, stay.can_cancel ? text('freeUntil', { date: day(stay.free_cancellation_until) }) : text('noFreeCancel')),
      status,
      actions,
      contactBox(stay.contact_info),
    ),
  );
}

function heading(stay: Stay): string {
  // Ran out: released, or about to be by the schedule; either way the guest must book again.
  if (stay.hold_expired) return text('expiredHeading');
  if (stay.reservation_status === 'canceled') return text('canceledHeading');
  return stay.can_confirm ? text('confirmHeading') : text('stayHeading');
}
