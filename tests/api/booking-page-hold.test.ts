import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { ApiUser, solvedCaptcha } from '../support/api';
import { bookOnPage, guestDetails, hostelWithPage, settingsBody, stayRequest } from '../support/booking-page';
import { book, expectInvariant, guest, stay } from '../support/front-desk';
import { configureFunctions } from '../support/in-process';
import { latestMail, linkIn, mailsTo, tokenFrom } from '../support/mailbox';
import { partition } from '../support/table';

// The owner's guard against a bot wave filling the calendar: a page booking is held (provisional, its
// nights taken) until the guest confirms with the stay page's button; the schedule releases it after the
// hold time, run here in process with a clock the test sets, never reaching a hold an earlier test left. The schedule's sweep takes every property's due holds, so the hold's
// sweeps live in this one file, whose tests run one after another (the bot wave with the hold on too).

const HOLD_EXPIRED = 'This booking was not confirmed in time, so its nights were released. Please book again on the booking page';
const NO_LONGER = 'Sorry, this room is no longer available for these dates. Please choose another room or other dates';
const MINUTE = 60_000;

type Scheduled = typeof import('../../functions/src/calendar-sync/scheduled-sync');
let releaseDueHolds: Scheduled['releaseDueHolds'];
let runAsFunction: typeof import('../../functions/src/http/route-context')['runAsFunction'];
let syncFunction: typeof import('../../functions/src/calendar-sync/sync-settings')['syncFunction'];

beforeAll(async () => {
  configureFunctions();
  ({ releaseDueHolds } = await import('../../functions/src/calendar-sync/scheduled-sync'));
  ({ runAsFunction } = await import('../../functions/src/http/route-context'));
  ({ syncFunction } = await import('../../functions/src/calendar-sync/sync-settings'));
});

/** The schedule's run at `minutes` from now, under the sync's own declared rights. */
const sweepAt = (minutes: number) => runAsFunction(syncFunction, () => releaseDueHolds(new Date(Date.now() + minutes * MINUTE)));

async function heldHostel(holdMinutes: number) {
  return hostelWithPage({ hold_for_guest: true, hold_minutes: holdMinutes });
}

describe('the hold setting', () => {
  it('is off with 60 minutes until saved, is saved as sent, and refuses a time out of 15 to 1440 minutes', async () => {
    const { user, dorm } = await hostelWithPage();
    const read = await user.call('GET', '/properties/booking-page');
    expect(read.body).toMatchObject({ hold_for_guest: false, hold_minutes: 60 });
    const { settings } = await heldHostel(45);
    expect(settings).toMatchObject({ hold_for_guest: true, hold_minutes: 45 });
    for (const bad of [10, 1441, 30.5]) {
      const answer = await user.call(
        'PUT',
        '/properties/booking-page',
        settingsBody([dorm._id], { hold_for_guest: true, hold_minutes: bad }),
      );
      expect(answer).toMatchObject({
        status: 400,
        body: [{ path: 'hold_minutes', msg: 'Hold time must be a whole number from 15 to 1440' }],
      });
    }
    const words = await user.call(
      'PUT',
      '/properties/booking-page',
      settingsBody([dorm._id], { hold_for_guest: 'yes', hold_minutes: 'soon' }),
    );
    expect(words).toMatchObject({ status: 400 });
    expect((words.body as { path: string }[]).map((issue) => issue.path).sort()).toEqual(['hold_for_guest', 'hold_minutes']);
    // Said in the guest's language too (Spanish here).
    const spanish = await user.call('PUT', '/properties/booking-page', settingsBody([dorm._id], { hold_minutes: 10 }), {
      'accept-language': 'es-AR',
    });
    expect(spanish.body).toMatchObject([{ path: 'hold_minutes', msg: expect.stringContaining('Tiempo de retención') }]);
  });
});

describe('a booking held until the guest confirms', () => {
  it('holds the nights as provisional, asks the guest by mail, and confirms only with the button', async () => {
    const { slug, dorm, user, pid, today, settings, capacities } = await heldHostel(180);
    const details = guestDetails();
    const from = addDays(today, 12);
    const booked = await bookOnPage(slug, { ...stayRequest(dorm._id, from, 2), ...details });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body).toMatchObject({ reservation_status: 'provisional', can_confirm: true, hold_expired: false });
    const heldFor = Date.parse(booked.body.held_until) - Date.now();
    expect(heldFor).toBeGreaterThan(170 * MINUTE);
    expect(heldFor).toBeLessThanOrEqual(180 * MINUTE);
    const id = booked.body.reservation_id as string;
    // The beds are really held: the nights count it, and the schedule's index names it.
    await expectInvariant(pid, capacities);
    expect((await partition(pid, 'NIGHT#')).map((night) => night.sold)).toEqual([1, 1]);
    expect(await partition(pid, `HOLD#${id}`)).toHaveLength(1);
    const desk = await user.call('GET', `/reservations/find-by-id/${id}`);
    expect(desk.body).toMatchObject({ reservation_status: 'provisional', held_until: booked.body.held_until });

    const mail = await latestMail(details.email, /^Please confirm your booking at /);
    expect(mail.text).toMatch(/is holding this stay for you for (179|180) more minutes/);
    const link = linkIn(mail, '/book/stay/');
    // The link confirms the stay, so only the mail to the typed address carries it, never the booking's answer.
    expect(booked.body.manage_path).toBe('');
    // Opening the link (as a mail scanner would) confirms nothing.
    const guestVisitor = new ApiUser();
    const opened = await guestVisitor.call('GET', `/guest-stays/${tokenFrom(link)}`);
    expect(opened.body).toMatchObject({ reservation_status: 'provisional', can_confirm: true });
    // The staff hear of it only once the guest confirms: a bot wave mails them nothing.
    expect((await mailsTo(settings.staff_email)).filter((m) => /^New booking/.test(m.subject))).toEqual([]);

    const confirmed = await guestVisitor.call('POST', `/guest-stays/${tokenFrom(link)}/confirm`);
    expect(confirmed).toMatchObject({
      status: 200,
      body: { reservation_status: 'confirmed', held_until: '', can_confirm: false, hold_expired: false },
    });
    expect(await partition(pid, `HOLD#${id}`)).toEqual([]);
    const [stored] = await partition(pid, `RES#${id}`);
    expect(stored).toMatchObject({ status: 'confirmed' });
    expect(stored).not.toHaveProperty('heldUntil');
    await latestMail(settings.staff_email, /^New booking from your booking page/);
    const history = await user.call('GET', `/reservations/history/${id}`);
    expect(history.body.entries.map((entry: { action: string }) => entry.action)).toContain('hold_confirmed');
    // A second tap answers the stay as it is.
    const again = await guestVisitor.call('POST', `/guest-stays/${tokenFrom(link)}/confirm`);
    expect(again).toMatchObject({ status: 200, body: { reservation_status: 'confirmed' } });
    expect((await user.call('GET', `/reservations/find-by-id/${id}`)).body).toMatchObject({ held_until: '' });
  });

  it('the desk confirms a held booking by hand, or cancels one: either ends the hold, a cancel frees its nights at once', async () => {
    const { slug, dorm, user, pid, today, capacities } = await heldHostel(200);
    const from = addDays(today, 14);
    const booked = await bookOnPage(slug, { ...stayRequest(dorm._id, from, 1), ...guestDetails() });
    const id = booked.body.reservation_id as string;
    const set = await user.call('PUT', `/reservations/status/${id}`, { reservation_status: 'confirmed' });
    expect(set.status).toBe(200);
    expect((await user.call('GET', `/reservations/find-by-id/${id}`)).body).toMatchObject({
      reservation_status: 'confirmed',
      held_until: '',
    });
    expect(await partition(pid, `HOLD#${id}`)).toEqual([]);

    const other = await bookOnPage(slug, { ...stayRequest(dorm._id, from, 1), ...guestDetails() });
    const otherId = other.body.reservation_id as string;
    expect(await partition(pid, `HOLD#${otherId}`)).toHaveLength(1);
    const canceled = await user.call('PUT', `/reservations/status/${otherId}`, { reservation_status: 'canceled' });
    expect(canceled).toMatchObject({ status: 200, body: { reservation_status: 'canceled', held_until: '' } });
    expect(await partition(pid, `HOLD#${otherId}`)).toEqual([]);
    expect((await partition(pid, 'NIGHT#')).map((night) => night.sold)).toEqual([1]);
    await expectInvariant(pid, capacities);
  });

  it('not confirmed in time, is released by the schedule: the nights are free, another guest books them, a late confirm hears why', async () => {
    const { slug, double, user, pid, today, capacities } = await heldHostel(15);
    const from = addDays(today, 20);
    // The private type's three rooms: all held, then released.
    const held = [];
    const firstEmail = guestDetails().email;
    for (let index = 0; index < 3; index += 1) {
      const details = guestDetails({ first_name: `Bot ${index}`, ...(index === 0 ? { email: firstEmail } : {}) });
      const answer = await bookOnPage(slug, { ...stayRequest(double._id, from, 2, 2), ...details });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      held.push(answer.body);
    }
    const token = tokenFrom(linkIn(await latestMail(firstEmail, /^Please confirm your booking/), '/book/stay/'));
    const full = await bookOnPage(slug, { ...stayRequest(double._id, from, 2, 2), ...guestDetails() });
    expect(full).toMatchObject({ status: 409, body: { msg: NO_LONGER } });

    // Before its time the schedule leaves it.
    await sweepAt(14);
    expect((await partition(pid, `RES#${held[0].reservation_id}`))[0]).toMatchObject({ status: 'provisional' });

    await sweepAt(16);
    for (const stayHeld of held) {
      const [stored] = await partition(pid, `RES#${stayHeld.reservation_id}`);
      expect(stored).toMatchObject({ status: 'canceled', beds: [], holdExpired: stayHeld.held_until });
      expect(await partition(pid, `HOLD#${stayHeld.reservation_id}`)).toEqual([]);
    }
    await expectInvariant(pid, capacities);
    const history = await user.call('GET', `/reservations/history/${held[0].reservation_id}`);
    expect(history.body.entries.map((entry: { action: string }) => entry.action)).toContain('hold_expired');

    const late = await new ApiUser().call('POST', `/guest-stays/${token}/confirm`);
    expect(late).toMatchObject({ status: 409, body: { msg: HOLD_EXPIRED } });
    const seen = await new ApiUser().call('GET', `/guest-stays/${token}`);
    expect(seen.body).toMatchObject({ reservation_status: 'canceled', hold_expired: true, can_confirm: false });

    const real = await bookOnPage(slug, { ...stayRequest(double._id, from, 2, 2), ...guestDetails({ first_name: 'Real' }) });
    expect(real.status, JSON.stringify(real.body)).toBe(201);
  });

  it('20 guests racing for the last 3 beds with the hold on: exactly 3 held, no bed twice', async () => {
    const { slug, dorm, user, pid, today, capacities } = await heldHostel(1440);
    const from = addDays(today, 7);
    const ana = await guest(user);
    await book(user, stay(ana._id, dorm._id, from, 2, 3));
    const fire = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const visitor = new ApiUser();
        const body = {
          ...stayRequest(dorm._id, from, 2),
          ...guestDetails({ first_name: `Guest ${index}` }),
          captcha_token: await solvedCaptcha(visitor),
        };
        return () => visitor.call('POST', `/booking-page/${slug}/reservations`, body, { 'idempotency-key': randomUUID() });
      }),
    );
    const answers = await Promise.all(fire.map((send) => send()));
    const statuses = JSON.stringify(answers.map((answer) => answer.status));
    expect(
      answers.filter((answer) => answer.status === 201),
      statuses,
    ).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.status !== 201))
      expect(refused).toMatchObject({ status: 409, body: { msg: NO_LONGER } });
    const { live, nights } = await expectInvariant(pid, capacities);
    const page = live.filter((reservation) => reservation.origin === 'booking-page');
    expect(page.map((reservation) => reservation.status)).toEqual(['provisional', 'provisional', 'provisional']);
    expect(page.every((reservation) => typeof reservation.heldUntil === 'string')).toBe(true);
    expect(nights.map((night) => [night.sold, night.forSale])).toEqual([
      [6, 0],
      [6, 0],
    ]);
  });

  it('a bot wave that never confirms fills the nights only for the hold time; then a real guest from another address books them', async () => {
    const { slug, dorm, double, pid, today, settings, capacities } = await heldHostel(20);
    const from = addDays(today, 40);
    // 20 attempts from 10 addresses (5 at a time, 127.0.0.1), each its own email, all on the same two nights.
    const statuses: number[] = [];
    for (let start = 0; start < 20; start += 5) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, offset) => {
          const index = start + offset;
          const visitor = new ApiUser(undefined, `198.51.100.${100 + (index % 10)}`);
          const type = index % 2 ? double._id : dorm._id;
          return bookOnPage(
            slug,
            { ...stayRequest(type, from, 2, type === double._id ? 2 : 1), ...guestDetails({ first_name: `Bot ${index}` }) },
            { visitor },
          );
        }),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    // The wave holds every bed and room of those nights (6 + 3), the rest hear they are gone.
    expect(
      statuses.filter((status) => status === 201),
      JSON.stringify(statuses),
    ).toHaveLength(9);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const guestFrom = (address: string) => new ApiUser(undefined, address);
    const early = await bookOnPage(slug, { ...stayRequest(dorm._id, from, 2), ...guestDetails() }, { visitor: guestFrom('192.0.2.80') });
    expect(early).toMatchObject({ status: 409, body: { msg: NO_LONGER } });
    // What the wave leaves while it holds: provisional stays with their expiry, and no mail to the staff.
    const waiting = (await partition(pid, 'RES#')).filter((item) => item.origin === 'booking-page');
    expect(waiting.map((item) => item.status)).toEqual(Array(9).fill('provisional'));
    expect((await mailsTo(settings.staff_email)).filter((m) => /^New booking/.test(m.subject))).toEqual([]);

    expect(await sweepAt(21)).toMatchObject({ failed: 0 });
    const left = (await partition(pid, 'RES#')).filter((item) => item.origin === 'booking-page');
    expect(left.map((item) => [item.status, Boolean(item.holdExpired)])).toEqual(Array(9).fill(['canceled', true]));
    expect(await partition(pid, 'HOLD#')).toEqual([]);
    await expectInvariant(pid, capacities);
    const real = await bookOnPage(
      slug,
      { ...stayRequest(double._id, from, 2, 2), ...guestDetails({ first_name: 'Real' }) },
      { visitor: guestFrom('192.0.2.81') },
    );
    expect(real.status, JSON.stringify(real.body)).toBe(201);
  });
});
