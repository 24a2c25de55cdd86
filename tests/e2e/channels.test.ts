import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyIdOf, signedInOwner } from '../support/api';
import { partition } from '../support/table';
import { dayShown, DESK, PHONE, signedInPage, workerBrowser } from '../support/browser';
import { addDays, todayIn } from '../../shared/src/domain/dates';
import { type FeedServer, otaFeed, startFeedServer } from '../support/feed-server';
import { book, guest, PRIVATE, roomType, stay } from '../support/front-desk';
import { channexStandIn } from '../support/channex-stand-in';

// The channels page: a manager publishes a room type's iCal link, copies it, renews it (the old link
// stops) and deletes it, on a desk and a phone.

const WAIT = { timeout: 10_000 };

let browser: Browser;
let feeds: FeedServer;

beforeAll(async () => {
  browser = await workerBrowser();
  feeds = await startFeedServer();
});

afterAll(async () => {
  await feeds?.stop();
});

describe.each([
  ['desk', DESK],
  ['phone', PHONE],
])('calendar links on a %s', (_name, viewport) => {
  it('creates, copies, renews and deletes the link of a room type', async () => {
    const { user } = await signedInOwner();
    const double = await roomType(user, PRIVATE);
    const { context, page, problems } = await signedInPage(browser, user, viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/app/property/channels');
    await page.getByRole('button', { name: `Create link for ${double.description}`, exact: true }).click();
    const link = page.getByLabel(`iCal link of ${double.description}`, { exact: true });
    await link.waitFor({ state: 'visible', ...WAIT });
    const first = await link.inputValue();
    expect(first).toMatch(/\/api\/v1\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await fetch(first)).headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByRole('button', { name: `Copy link of ${double.description}`, exact: true }).click();
    await page.getByRole('dialog', { name: 'Message' }).getByText('Link copied').waitFor(WAIT);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

    await page.getByRole('button', { name: `New link for ${double.description}`, exact: true }).click();
    await expect.poll(() => link.inputValue(), WAIT).not.toBe(first);
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(await link.inputValue())).status).toBe(200);

    await page.getByRole('button', { name: `Delete link of ${double.description}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this link?' });
    await confirm.getByRole('button', { name: 'Delete link' }).click();
    await page.getByRole('button', { name: `Create link for ${double.description}`, exact: true }).waitFor(WAIT);
    expect(problems).toEqual([]);
  });
});

describe('importing a calendar from the channels page', () => {
  it('adds a feed, syncs it now, and shows a booking that does not fit on the page, Home and the calendar', async () => {
    const { user } = await signedInOwner();
    const suite = await roomType(user, { ...PRIVATE, description: 'Suite', inventory: 1 });
    const today = todayIn('UTC');
    const ana = await guest(user);
    await book(user, stay(ana._id, suite._id, addDays(today, 8), 2));
    const path = `/e2e-${suite._id}.ics`;
    feeds.set(path, {
      body: otaFeed([
        { uid: 'fits@ota', checkIn: addDays(today, 2), checkOut: addDays(today, 4) },
        { uid: 'clash@ota', checkIn: addDays(today, 9), checkOut: addDays(today, 11) },
      ]),
    });
    const { page, problems } = await signedInPage(browser, user, DESK);
    await page.goto('/app/property/channels');
    const form = page.locator('form.import-form');
    await form.getByLabel('Room type or unit').selectOption({ label: suite.description });
    await form.getByLabel('Site name').fill('Airbnb');
    await form.getByLabel('iCal link (https://…)').fill(feeds.url(path));
    await form.getByRole('button', { name: 'Add calendar' }).click();
    const row = page.locator('[data-import]');
    await row.getByText('Not synced yet').waitFor(WAIT);
    await row.getByRole('button', { name: 'Sync now Airbnb' }).click();
    await expect.poll(() => row.innerText(), WAIT).toContain('2 bookings · 1 not fitting');
    await page.getByText('Bookings that do not fit').waitFor(WAIT);
    expect(await page.locator('.import-conflict-list').innerText()).toContain(
      `${dayShown(addDays(today, 9))} → ${dayShown(addDays(today, 11))}`,
    );

    await page.goto('/app');
    const notice = page.locator('.import-conflicts');
    await notice.getByText('1 imported booking does not fit').waitFor(WAIT);
    expect(await notice.innerText()).toContain(`Airbnb: ${dayShown(addDays(today, 9))} → ${dayShown(addDays(today, 11))}`);
    await page.goto('/app/calendar');
    await page.locator('.import-conflicts').getByText('1 imported booking does not fit').waitFor(WAIT);

    // The imported stay is edited like any other and keeps its own source.
    const [imported] = (await partition(propertyIdOf(user), 'RES#')).filter((item) => item.bookingSource === 'ical:Airbnb');
    await page.goto(`/app/reservations/${imported!.id}`);
    await page.getByRole('button', { name: 'Change reservation details' }).click();
    const details = page.getByRole('dialog', { name: 'Change reservation details' });
    await details.waitFor(WAIT);
    expect(await details.getByLabel('Booking source').inputValue()).toBe('ical:Airbnb');
    await details.getByLabel('Special request').fill('Late arrival');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('dialog', { name: 'Message' }).getByText('Reservation updated successfully').waitFor(WAIT);
    const [saved] = (await partition(propertyIdOf(user), 'RES#')).filter((item) => item.id === imported!.id && item.status);
    expect(saved).toMatchObject({ bookingSource: 'ical:Airbnb', specialRequest: 'Late arrival' });
    expect(problems).toEqual([]);
  });
});

describe('what each site can sync', () => {
  it('says per site what iCal carries, never shows a Booking.com dorm as synced, and names a skipped event', async () => {
    const { user } = await signedInOwner();
    const dorm = await roomType(user, {
      description: 'Dorm 4',
      type: 'dorm',
      max_occupancy: 4,
      inventory: 1,
      base_rate: 20,
      currency: 'USD',
    });
    const today = todayIn('UTC');
    const path = `/e2e-booking-${dorm._id}.ics`;
    const good = otaFeed([{ uid: 'fits@ota', checkIn: addDays(today, 2), checkOut: addDays(today, 4) }]);
    feeds.set(path, {
      body: good.replace('END:VCALENDAR', 'BEGIN:VEVENT\r\nUID:odd@ota\r\nDTSTART:2027-bad\r\nEND:VEVENT\r\nEND:VCALENDAR'),
    });
    const created = await user.call('POST', '/calendar-imports/create', {
      name: 'Booking.com',
      room_type_id: dorm._id,
      url: feeds.url(path),
      beds: 1,
    });
    expect(created.status).toBe(201);
    expect((await user.call('POST', `/calendar-imports/sync/${created.body._id}`)).status).toBe(200);

    const { page, problems } = await signedInPage(browser, user, PHONE);
    await page.goto('/app/property/channels');
    const guide = page.locator('.channel-guide');
    await guide.getByText('Hostelworld: no iCal. Keep its availability up to date on Hostelworld itself.').waitFor(WAIT);
    expect(await guide.locator('[data-site="booking"]').innerText()).toContain(
      'a dorm sold by the bed cannot sync with Booking.com by iCal',
    );
    const row = page.locator('[data-import]');
    await row.getByText('Not in sync: Booking.com cannot sync a dorm sold by the bed by iCal').waitFor(WAIT);
    expect(await row.innerText()).not.toContain('Last sync');
    expect(await row.innerText()).toContain('odd@ota: The event could not be read');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(problems).toEqual([]);
  });
  it("shows a Booking.com room's iCal import as synced until a channel manager is connected, then as doubling up", async () => {
    const { user } = await signedInOwner();
    const suite = await roomType(user, { ...PRIVATE, description: 'Suite', inventory: 1 });
    const today = todayIn('UTC');
    const path = `/e2e-booking-cm-${suite._id}.ics`;
    feeds.set(path, { body: otaFeed([{ uid: 'cm@booking.com', checkIn: addDays(today, 2), checkOut: addDays(today, 4) }]) });
    const created = await user.call('POST', '/calendar-imports/create', {
      name: 'Booking.com',
      room_type_id: suite._id,
      url: feeds.url(path),
    });
    expect(created.status).toBe(201);
    expect((await user.call('POST', `/calendar-imports/sync/${created.body._id}`)).status).toBe(200);

    const { page, problems } = await signedInPage(browser, user, DESK);
    await page.goto('/app/property/channels');
    const row = page.locator('[data-import]');
    await row.getByText('Last sync').waitFor(WAIT);
    expect(await row.locator('[data-limit]').count()).toBe(0);

    const channex = await channexStandIn.createProperty({
      title: 'Casa Channex',
      currency: 'USD',
      roomTypes: [{ title: 'Suite', units: 1, kind: 'room', ratePlans: ['Room'] }],
    });
    expect((await user.call('POST', '/channel-manager/connect', { api_key: channex.apiKey })).status).toBe(200);
    await page.reload();
    const doubled = 'Not in sync: the channel manager (Channex) is connected and carries Booking.com';
    await row.locator('[data-limit="bookingChannelManager"]').getByText(doubled).waitFor(WAIT);
    expect(await row.innerText()).not.toContain('Last sync');
    // "Sync now" says the same, not that it synced.
    await row.getByRole('button', { name: /Sync now/ }).click();
    await page.getByRole('dialog').getByText(doubled).waitFor(WAIT);
    expect(problems).toEqual([]);
  });
});
