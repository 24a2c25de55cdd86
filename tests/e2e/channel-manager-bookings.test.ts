import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/src/domain/dates';
import { en } from '../../web/src/lib/i18n/catalogs/en';
import { esAR } from '../../web/src/lib/i18n/catalogs/es-ar';
import { signedInOwner } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESK, PHONE, signedInPage, WAIT, workerBrowser } from '../support/browser';
import { channexStandIn } from '../support/channex-stand-in';
import { syncUntilAcknowledged } from '../support/channex-hostel';
import { englishLeft } from '../support/english-left';
import { DORM, roomType } from '../support/front-desk';

// Property › Channels › Channel manager › Bookings: a connected hostel's manager presses "Sync now" and reads
// what came in from Channex (the stand-in), sees when it last synced and the webhook address to paste in
// Channex. In English on a desk and in Spanish on a phone, with the axe check.

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

describe.each([
  ['English', 'en-US', DESK, en.channelManager, en],
  ['Spanish', 'es-AR', PHONE, esAR.channelManager, esAR],
] as const)('bookings from the channel manager in %s', (language, locale, viewport, words, desk) => {
  it('syncs now, says what came in, shows the webhook address, the stay it booked paid to the OTA and its commission changed', async () => {
    const { user } = await signedInOwner();
    const dorm = await roomType(user, DORM);
    const channex = await channexStandIn.createProperty({
      title: `Casa ${language}`,
      currency: 'USD',
      // Channex's own names, in the owner's language: the Spanish page is checked for English words left.
      roomTypes: [
        {
          title: language === 'English' ? 'Dorm' : 'Compartida',
          units: 6,
          kind: 'dorm',
          occAdults: 1,
          ratePlans: [language === 'English' ? 'Bed' : 'Cama'],
        },
      ],
    });
    const [cxDorm] = channex.roomTypes;
    expect((await user.call('POST', '/channel-manager/connect', { api_key: channex.apiKey })).status).toBe(200);
    const mappings = [{ room_type_id: dorm._id, channel_room_type_id: cxDorm!.id, channel_rate_plan_id: cxDorm!.ratePlans[0]!.id }];
    expect((await user.call('PUT', '/channel-manager/mappings', { mappings })).status).toBe(200);
    const arrival = addDays(todayIn('UTC'), 12);
    const rooms = [{ roomTypeId: cxDorm!.id, checkIn: arrival, checkOut: addDays(arrival, 2), adults: 1, nightly: '20' }];
    const made = await channexStandIn.addRevision({
      propertyId: channex.propertyId,
      status: 'new',
      otaName: 'BookingCom',
      // Paid at Booking.com: the stay lands paid to the OTA, with the OTA's commission beside it.
      paymentCollect: 'ota',
      otaCommission: '6.00',
      rooms,
    });

    const { page, problems } = await signedInPage(browser, user, viewport, { locale });
    await page.goto('/app/property/channels');
    const section = page.getByRole('region', { name: words.title });
    // "Not synced yet", unless another test file's run of the schedule pulled this property a moment ago.
    const address = section.getByLabel(words.webhook, { exact: true });
    await address.waitFor(WAIT);
    expect(await address.inputValue()).toMatch(/\/api\/v1\/channel-manager\/webhook\/[\w-]+\.[\w-]+$/);

    await section.getByRole('button', { name: words.syncNow, exact: true }).click();
    // Applied by this call, or a moment before by another test file's run of the schedule: the page says what this call did.
    const synced = new RegExp(`^${words.synced.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '\\d+')}$`);
    await section.getByText(synced).waitFor(WAIT);
    await section.getByTestId('channel-manager-last-pull').getByText(words.lastPull.split('{{')[0]!.trim()).waitFor(WAIT);
    expect(await channexStandIn.acknowledged(channex.apiKey)).toHaveLength(1);
    expect((await user.call('GET', '/calendar-imports/conflicts')).body.conflicts).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    if (language === 'Spanish') expect(await englishLeft(page)).toEqual([]);

    // The desk sees the stay paid to the OTA: nothing owed, the OTA's commission beside it.
    const found = await user.call('GET', `/reservations/find/${arrival.replaceAll('-', '')}-${arrival.replaceAll('-', '')}-all`);
    const [stay] = found.body;
    expect(stay).toMatchObject({ total_price: 40, paid_total: 40, balance_due: 0, ota_commission: 6 });
    await page.goto(`/app/reservations/${stay._id}`);
    const payments = desk.reservationDetail.payments;
    await page.getByRole('cell', { name: new RegExp(`^${payments.methods.ota}`) }).waitFor(WAIT);
    expect(await page.getByTestId('balance-due').innerText()).toMatch(/0[.,]00/);
    expect(await page.getByText(payments.otaCommission, { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('ota-commission').innerText()).toMatch(/6[.,]00/);
    // Not a payment the desk took: no receipt for it.
    expect(await page.getByTestId('folio-lines').count()).toBe(1);
    expect(await page.locator('.res-receipts').count()).toBe(0);
    if (language === 'Spanish') expect(await englishLeft(page)).toEqual([]);

    // Booking.com's commission changes alone, the room as it was: the stay takes it and its history says so.
    await channexStandIn.addRevision({
      propertyId: channex.propertyId,
      status: 'modified',
      bookingId: made.bookingId,
      otaName: 'BookingCom',
      paymentCollect: 'ota',
      otaCommission: '5.00',
      rooms,
    });
    await syncUntilAcknowledged(user, channex.apiKey, 2);
    await page.reload();
    const history = page.getByRole('region', { name: desk.reservationDetail.history.title });
    await history.getByText(desk.reservationDetail.history.actions.ota_commission, { exact: true }).waitFor(WAIT);
    await history.getByText(new RegExp(`^${desk.reservationDetail.history.fields.ota_commission}: .*6[.,]00 → .*5[.,]00$`)).waitFor(WAIT);
    expect(await page.getByTestId('ota-commission').innerText()).toMatch(/5[.,]00/);
    expect(await page.getByTestId('balance-due').innerText()).toMatch(/0[.,]00/);
    expect(await axeViolations(page)).toEqual([]);
    if (language === 'Spanish') expect(await englishLeft(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
