import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { ApiUser } from '../support/api';
import { bookOnPage, guestDetails, hostelWithPage, stayRequest } from '../support/booking-page';
import { expectInvariant } from '../support/front-desk';
import { latestMail, linkIn, mailsTo, tokenFrom } from '../support/mailbox';
import { partition } from '../support/table';

// After a booking on the page: the mails through the outbox, and the guest's private link to see and
// cancel the stay, whose cancel is the desk's (the nights released at once, read from the table).

const BOOKED = /^Your stay at .+ is booked$/;

async function bookedStay(overrides: Record<string, unknown> = {}, nightsAhead = 10) {
  const hostel = await hostelWithPage(overrides);
  await hostel.user.call('PUT', '/properties/update', {
    propertyName: 'Casa Azul',
    street: 'Calle Falsa 123',
    city: 'Córdoba',
    postalCode: 'X5000',
    countryCode: 'AR',
  });
  const details = guestDetails();
  const from = addDays(hostel.today, nightsAhead);
  const booked = await bookOnPage(hostel.slug, { ...stayRequest(hostel.dorm._id, from, 2, 2), ...details });
  if (booked.status !== 201) throw new Error(`book: ${booked.status} ${JSON.stringify(booked.body)}`);
  return { ...hostel, details, from, booked: booked.body };
}

describe('the stay booked on the page', () => {
  it('emails the guest the stay, its price, the address and a private link that shows it; the staff get their own email', async () => {
    const { details, from, booked, settings, user } = await bookedStay();
    const mail = await latestMail(details.email, BOOKED);
    expect(mail.subject).toBe('Your stay at Casa Azul is booked');
    expect(mail.text).toContain(`Check-in ${from} from 14:00; check-out ${addDays(from, 2)} by 11:00`);
    expect(mail.text).toContain('Total: $80.00');
    expect(mail.text).toContain('Address: Calle Falsa 123, X5000 Córdoba, AR');
    expect(mail.text).toContain(`You can cancel for free until ${addDays(from, -2)}`);
    const link = linkIn(mail, '/book/stay/');
    expect(link.pathname).toBe(booked.manage_path);
    const seen = await new ApiUser().call('GET', `/guest-stays/${tokenFrom(link)}`);
    expect(seen).toMatchObject({
      status: 200,
      body: { reservation_id: booked.reservation_id, property_name: 'Casa Azul', can_cancel: true },
    });
    const staff = await latestMail(settings.staff_email, /^New booking from your booking page/);
    expect(staff.text).toContain('Lena Fischer booked on the booking page (confirmed).');
    // The desk sees it as any reservation, from the direct source.
    const desk = await user.call('GET', `/reservations/find-by-id/${booked.reservation_id}`);
    expect(desk).toMatchObject({ status: 200, body: { booking_source: 'direct', guest_info: { full_name: 'Lena Fischer' } } });
  });

  it('erasing the guest also erases what they wrote on the page and the address the mails went to', async () => {
    const { booked, pid, user } = await bookedStay();
    const desk = await user.call('GET', `/reservations/find-by-id/${booked.reservation_id}`);
    const [before] = await partition(pid, `RES#${booked.reservation_id}`);
    expect(before).toMatchObject({ guestNote: 'Arriving by bus', guestEmail: expect.stringContaining('lena') });
    expect((await user.call('DELETE', `/guests/delete/${desk.body.guest_id}`)).status).toBe(200);
    const [after] = await partition(pid, `RES#${booked.reservation_id}`);
    expect(after).toMatchObject({ guestErased: true });
    expect(after).not.toHaveProperty('guestNote');
    expect(after).not.toHaveProperty('guestEmail');
    expect(after).not.toHaveProperty('guestFirstName');
  });

  it('cancels through the link within the policy: the nights are free at once, both sides are emailed, a second tap changes nothing', async () => {
    const { details, booked, settings, pid, capacities } = await bookedStay();
    const token = tokenFrom(new URL(booked.manage_path, 'http://x'));
    const guest = new ApiUser();
    const canceled = await guest.call('POST', `/guest-stays/${token}/cancel`);
    expect(canceled).toMatchObject({ status: 200, body: { reservation_status: 'canceled', can_cancel: false } });
    const nights = await partition(pid, 'NIGHT#');
    expect(nights.map((night) => night.sold)).toEqual([0, 0]);
    await expectInvariant(pid, capacities);
    await latestMail(details.email, /^Your stay at .+ is canceled$/);
    await latestMail(settings.staff_email, /^Booking canceled by the guest/);
    const again = await guest.call('POST', `/guest-stays/${token}/cancel`);
    expect(again).toMatchObject({ status: 200, body: { reservation_status: 'canceled' } });
    const [stored] = await partition(pid, `RES#${booked.reservation_id}`);
    expect(stored).toMatchObject({ status: 'canceled', beds: [] });
    expect((await mailsTo(details.email)).filter((mail) => /canceled/.test(mail.subject))).toHaveLength(1);
  });

  it('sends no staff email when the owner turned it off', async () => {
    const { details, booked, settings } = await bookedStay({ notify_staff: false });
    await latestMail(details.email, BOOKED);
    const token = tokenFrom(new URL(booked.manage_path, 'http://x'));
    expect((await new ApiUser().call('POST', `/guest-stays/${token}/cancel`)).status).toBe(200);
    // Both of the guest's mails left after any staff mail queued with them would have been queued.
    await latestMail(details.email, /canceled/);
    expect(await mailsTo(settings.staff_email)).toEqual([]);
  });

  it('refuses a cancel after the free period, keeping the nights', async () => {
    const { booked, pid } = await bookedStay({ free_cancellation_days: 30 }, 5);
    expect(booked.can_cancel).toBe(false);
    const token = tokenFrom(new URL(booked.manage_path, 'http://x'));
    const refused = await new ApiUser().call('POST', `/guest-stays/${token}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(
      /^Free cancellation ended on \d{4}-\d{2}-\d{2}\. To change or cancel this stay, please contact Casa Azul$/,
    );
    expect((await partition(pid, 'NIGHT#')).map((night) => night.sold)).toEqual([2, 2]);
  });

  it('refuses a cancel once the guest checked in, even on the last day of free cancellation', async () => {
    const { booked, pid, user } = await bookedStay({ free_cancellation_days: 0 }, 0);
    expect(booked).toMatchObject({ free_cancellation_until: booked.check_in, can_cancel: true });
    expect((await user.call('PUT', `/reservations/check-in/${booked.reservation_id}`)).status).toBe(200);
    const token = tokenFrom(new URL(booked.manage_path, 'http://x'));
    expect(await new ApiUser().call('GET', `/guest-stays/${token}`)).toMatchObject({ status: 200, body: { can_cancel: false } });
    const refused = await new ApiUser().call('POST', `/guest-stays/${token}/cancel`);
    expect(refused).toMatchObject({
      status: 409,
      body: { msg: 'This stay has begun, so it can no longer be canceled here. Please contact Casa Azul' },
    });
    const [stored] = await partition(pid, `RES#${booked.reservation_id}`);
    expect(stored).toMatchObject({ status: 'confirmed' });
    expect((await partition(pid, 'NIGHT#')).map((night) => night.sold)).toEqual([2, 2]);
  });

  it('answers a link that is not ours with a clear 404', async () => {
    const { booked } = await bookedStay();
    const token = tokenFrom(new URL(booked.manage_path, 'http://x'));
    const [payload, signature] = token.split('.');
    const forged = `${payload}.${signature!.slice(0, -2)}AA`;
    for (const wrong of [forged, 'abcdefghijklmnopqrstuvwxyz', `${Buffer.from('{"p":"x","r":"y"}').toString('base64url')}.${signature}`]) {
      expect(await new ApiUser().call('GET', `/guest-stays/${wrong}`)).toMatchObject({
        status: 404,
        body: { msg: 'This link is not valid. Open the link from your confirmation email' },
      });
      expect((await new ApiUser().call('POST', `/guest-stays/${wrong}/cancel`)).status).toBe(404);
    }
  });
});
