import { ERROR_CODES } from '@hostel/shared/api/error-codes';
import { type Language, LANGUAGE_SHORT_NAMES } from '@hostel/shared/domain/languages';
import { call, type Issue } from './book-page-api';
import { solveCaptcha } from './book-page-captcha';
import { addDays, type Contact, contactBox, day, failure, instant, root, safely, stayFacts, type Stay } from './book-page-common';
import { alertBox, field, fieldError, h, show } from './book-page-dom';
import { language, switchLanguage, text } from './book-page-language';
import { stayPage } from './book-stay-page';
import { offerPrice, taxedSums } from './book-page-prices';
import type { OfferTax } from './book-page-tax';

// The hostel's public booking page (/book/{slug}) and a guest's own stay (/book/stay/{token}): plain DOM
// on a prerendered shell, its own small bundle (not the SPA's), for a phone on slow wifi. Dates and
// guests → offers with total prices → details with the robot check → the confirmation on screen.

interface Page {
  slug: string;
  property_name: string;
  address: { street: string; city: string; postal_code: string; country_code: string };
  currency: string;
  today: string;
  check_in_time: string;
  check_out_time: string;
  house_rules: string;
  contact_info: Contact;
  free_cancellation_days: number;
  min_nights: number;
  max_nights: number;
  max_days_ahead: number;
}
interface Offer {
  room_type_id: string;
  description: string;
  type: 'dorm' | 'private';
  female_only: boolean;
  units: number;
  total_price: number;
  currency: string;
  /** Present while the hostel charges the tourist tax on this stay. */
  tourist_tax?: OfferTax;
}
interface Offers {
  check_in: string;
  check_out: string;
  nights: number;
  guests: number;
  offers: Offer[];
}
function input(name: string, type: string, attributes: Record<string, string | number | boolean | undefined> = {}): HTMLInputElement {
  return h('input', { name, type, ...attributes });
}

// ——— The booking page ———

/** The step a history entry shows: Back and Forward walk the steps, and a reload shows the same one. */
type Step = { step: 'search'; offers?: Offers } | { step: 'details'; offers: Offers; offer: Offer };

function searchForm(page: Page, onOffers: (offers: Offers) => void, onChange: () => void, values?: Offers): HTMLFormElement {
  const last = addDays(page.today, page.max_days_ahead);
  const checkIn = input('check_in', 'date', { required: true, min: page.today, max: last, value: values?.check_in ?? page.today });
  const checkOut = input('check_out', 'date', {
    required: true,
    min: addDays(page.today, 1),
    value: values?.check_out ?? addDays(page.today, page.min_nights),
  });
  const guests = input('guests', 'number', { required: true, min: 1, max: 50, value: values?.guests ?? 1, inputmode: 'numeric' });
  const button = h('button', { type: 'submit' }, text('search'));
  const status = h('div', { 'aria-live': 'polite' });
  const form = h(
    'form',
    { class: 'search', novalidate: true },
    h('div', { class: 'row' }, field(text('checkIn'), checkIn), field(text('checkOut'), checkOut), field(text('guests'), guests)),
    button,
    status,
  );
  // Offers shown for other dates or guests would book what the form no longer says: a change clears them, and the
  // answer to a search the form has changed since is dropped (the guest searches again).
  let searches = 0;
  form.addEventListener('input', () => {
    searches += 1;
    onChange();
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    onChange();
    const search = ++searches;
    for (const name of ['check_in', 'check_out', 'guests']) fieldError(form, name, undefined);
    button.disabled = true;
    status.replaceChildren(text('searching'));
    const answer = await safely(() =>
      call<Offers>(
        'getBookingOffers',
        { slug: page.slug },
        { query: { check_in: checkIn.value, check_out: checkOut.value, guests: guests.value } },
      ),
    );
    button.disabled = false;
    status.replaceChildren();
    if (search !== searches) return;
    if (answer.status === 200) return onOffers(answer.body!);
    if (Array.isArray(answer.body) && (answer.body as Issue[]).every((issue) => fieldError(form, issue.path, issue.msg))) return;
    status.replaceChildren(alertBox(failure(answer.status, answer.body)));
  });
  return form;
}

function offerList(page: Page, offers: Offers, choose: (offer: Offer) => void): HTMLElement {
  if (offers.offers.length === 0) return h('section', {}, h('h2', {}, text('offersHeading')), h('p', { role: 'status' }, text('noOffers')));
  return h(
    'section',
    {},
    h('h2', {}, text('offersHeading')),
    h(
      'ul',
      { class: 'offers' },
      ...offers.offers.map((offer) => {
        const button = h('button', { type: 'button', 'aria-label': text('chooseLabel', { room: offer.description }) }, text('choose'));
        button.addEventListener('click', () => choose(offer));
        return h(
          'li',
          { class: 'offer' },
          h('h3', {}, offer.description),
          h('p', {}, offer.type === 'dorm' ? text('dormBeds', { count: offer.units }) : text('privateRoom')),
          offer.female_only && h('p', { class: 'tag' }, text('femaleOnly')),
          offerPrice(page.address.country_code, offers.nights, offer),
          button,
        );
      }),
    ),
  );
}

function detailsForm(page: Page, offers: Offers, offer: Offer, back: () => void): HTMLElement {
  const country = input('country_code', 'text', { maxlength: 2, autocomplete: 'country' });
  const sums = taxedSums(page.address.country_code, offer, country);
  const fields = [
    field(text('firstName'), input('first_name', 'text', { required: true, maxlength: 100, autocomplete: 'given-name' })),
    field(text('lastName'), input('last_name', 'text', { required: true, maxlength: 100, autocomplete: 'family-name' })),
    field(text('email'), input('email', 'email', { required: true, maxlength: 50, autocomplete: 'email' })),
    field(text('phone'), input('phone', 'tel', { maxlength: 30, autocomplete: 'tel' })),
    field(text('country'), country),
    field(text('arrival'), input('arrival_time', 'time')),
    field(text('note'), h('textarea', { name: 'note', maxlength: 500, rows: 3 })),
  ];
  const robot = h('p', { class: 'robot', 'aria-live': 'polite' }, text('captchaWorking'));
  const submit = h('button', { type: 'submit' }, text('book'));
  const backButton = h('button', { type: 'button', class: 'secondary' }, text('back'));
  backButton.addEventListener('click', back);
  const status = h('div', { 'aria-live': 'assertive' });
  const form = h(
    'form',
    { class: 'details', novalidate: true },
    ...fields,
    robot,
    status,
    h('div', { class: 'actions' }, submit, backButton),
  );
  // One key per choice: a double tap, or a retry after a lost answer, books once.
  const key = crypto.randomUUID();
  let captcha: Promise<string> = solveCaptcha(page.slug);
  const markRobot = () =>
    captcha.then(
      () => robot.replaceChildren(text('captchaDone')),
      () => robot.replaceChildren(text('captchaFailed')),
    );
  void markRobot();
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    for (const name of Object.keys(values)) fieldError(form, name, undefined);
    submit.disabled = true;
    submit.textContent = text('booking');
    status.replaceChildren();
    const token = await captcha.catch(() => '');
    const answer = await safely(() =>
      call<Stay>(
        'bookOnBookingPage',
        { slug: page.slug },
        {
          body: {
            ...Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '')),
            room_type_id: offer.room_type_id,
            check_in: offers.check_in,
            check_out: offers.check_out,
            guests: offers.guests,
            captcha_token: token,
            // The guest's mails are written in the page's language.
            language,
          },
          headers: { 'idempotency-key': key },
        },
      ),
    );
    submit.disabled = false;
    submit.textContent = text('book');
    if (answer.status === 201) return confirmation(answer.body!, values.email ?? '');
    if (Array.isArray(answer.body) && (answer.body as Issue[]).every((issue) => fieldError(form, issue.path, issue.msg))) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    // A used or expired robot check: solve a fresh one for the next try.
    if (answer.status === 400) {
      captcha = solveCaptcha(page.slug);
      robot.replaceChildren(text('captchaWorking'));
      void markRobot();
    }
    status.replaceChildren(alertBox(failure(answer.status, answer.body)));
  });
  return h(
    'section',
    {},
    h('h1', {}, page.property_name),
    h('h2', {}, text('detailsHeading')),
    h('p', { class: 'choice' }, `${offer.description}: ${day(offers.check_in)} → ${day(offers.check_out)}`),
    sums,
    form,
  );
}

function confirmation(stay: Stay, email: string): void {
  const confirmed = stay.reservation_status === 'confirmed';
  const held = stay.can_confirm;
  // The details step's entry becomes the stay's own address: a reload (or Forward) shows the stay, Back the rooms.
  // A held stay's address is only in the mail (it confirms the stay): the entry becomes the page's first step.
  history.replaceState(null, '', stay.manage_path || location.pathname);
  show(
    root,
    h(
      'section',
      {},
      h('h1', {}, stay.property_name),
      h('h2', {}, held ? text('heldHeading') : confirmed ? text('bookedHeading') : text('requestedHeading')),
      held ? h('p', {}, text('heldNote', { time: instant(stay.held_until), email })) : !confirmed && h('p', {}, text('requestedNote')),
      stayFacts(stay),
      !held && h('p', {}, text('sentTo', { email })),
      !held && h('p', {}, h('a', { href: stay.manage_path }, text('manageLink'))),
    ),
  );
}

function policy(days: number): string {
  return days === 0 ? text('policyArrivalDay') : text('policy', { count: days });
}

function pageHeader(page: Page): HTMLElement {
  const { street, postal_code, city, country_code } = page.address;
  const address = [street, [postal_code, city].filter(Boolean).join(' '), country_code].filter(Boolean).join(', ');
  return h(
    'header',
    { class: 'hostel' },
    h('h1', {}, page.property_name),
    address && h('p', {}, address),
    h('p', {}, `${text('times', { checkIn: page.check_in_time, checkOut: page.check_out_time })} ${policy(page.free_cancellation_days)}`),
    page.house_rules && h('details', {}, h('summary', {}, text('houseRules')), h('p', { class: 'rules' }, page.house_rules)),
    contactBox(page.contact_info),
  );
}

async function bookingPage(slug: string): Promise<void> {
  const answer = await safely(() => call<Page>('getBookingPage', { slug }));
  if (answer.status !== 200) {
    const closed = (answer.body as { code?: string } | undefined)?.code === ERROR_CODES.bookingPageClosed;
    show(root, h('h1', {}, answer.status === 404 ? text(closed ? 'notAvailable' : 'notFound') : failure(answer.status, answer.body)));
    return;
  }
  const page = answer.body!;
  // A renamed page: show its current address.
  if (page.slug !== slug) history.replaceState(history.state, '', `/book/${page.slug}`);
  document.title = page.property_name;
  const header = pageHeader(page);
  const results = h('div', {});
  const showOffers = (offers: Offers) =>
    show(
      results,
      offerList(page, offers, (offer) => {
        history.pushState({ step: 'details', offers, offer } satisfies Step, '');
        render(history.state as Step);
      }),
    );
  const clearOffers = () => {
    if (!results.hasChildNodes()) return;
    results.replaceChildren();
    history.replaceState({ step: 'search' } satisfies Step, '');
  };
  const render = (state: Step | null) => {
    if (state?.step === 'details') {
      show(
        root,
        detailsForm(page, state.offers, state.offer, () => history.back()),
      );
      return;
    }
    const onOffers = (offers: Offers) => {
      history.replaceState({ step: 'search', offers } satisfies Step, '');
      showOffers(offers);
    };
    root.replaceChildren(header, searchForm(page, onOffers, clearOffers, state?.offers), results);
    if (state?.offers) showOffers(state.offers);
    else results.replaceChildren();
  };
  addEventListener('popstate', (event) => {
    // Forward onto a booked stay's address: the stay itself.
    const [, , first, token] = location.pathname.split('/');
    if (first === 'stay' && token) void stayPage(decodeURIComponent(token));
    else render(event.state as Step | null);
  });
  render(history.state as Step | null);
}

// The page's language, and the switch to the other one (it reloads the page in that language).
document.documentElement.lang = language;
const other: Language = language === 'es-AR' ? 'en' : 'es-AR';
const switchButton = h('button', { type: 'button', class: 'secondary', lang: other }, LANGUAGE_SHORT_NAMES[other]);
switchButton.addEventListener('click', () => switchLanguage(other));
root.before(h('nav', { class: 'language', 'aria-label': text('language') }, switchButton));
root.replaceChildren(h('p', {}, text('loading')));
root.removeAttribute('aria-busy');

const [, , first, second] = location.pathname.split('/');
if (first === 'stay' && second) void stayPage(decodeURIComponent(second));
else if (first) void bookingPage(decodeURIComponent(first).toLowerCase());
else show(root, h('h1', {}, text('notFound')));
