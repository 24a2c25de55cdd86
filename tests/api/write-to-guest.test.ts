import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { ApiUser } from '../support/api';
import { bookOnPage, guestDetails, hostelWithPage, stayRequest } from '../support/booking-page';
import { book, guest, stay } from '../support/front-desk';
import { latestMail, mailsTo } from '../support/mailbox';

// "Write to the guest": the desk's text mailed through the outbox in the guest's language, with the
// hostel's public contact and Reply-To, a few a day per reservation.

const CONTACT = { public_email: 'desk@casaazul.example', public_phone: '+54 351 555-0101' };

async function bookedOnPage(language?: string) {
  const hostel = await hostelWithPage(CONTACT);
  const details = guestDetails(language ? { language } : {});
  const booked = await bookOnPage(hostel.slug, { ...stayRequest(hostel.dorm._id, addDays(hostel.today, 7), 2), ...details });
  if (booked.status !== 201) throw new Error(`book: ${booked.status} ${JSON.stringify(booked.body)}`);
  return { ...hostel, details, id: booked.body.reservation_id as string };
}

describe('writing to the guest', () => {
  it("mails the staff's text to the address typed on the page, escaped in HTML, with the contact and Reply-To", async () => {
    const { user, details, id } = await bookedOnPage();
    const message = 'Hi! Your bed is ready from 12:00.\n\n<b>Bring</b> a padlock & a towel.';
    const sent = await user.call('POST', `/reservations/write-to-guest/${id}`, { message });
    expect(sent).toMatchObject({ status: 200, body: { email_queued: true, sent_to: details.email } });
    const mail = await latestMail(details.email, /^A message from /);
    expect(mail.replyTo).toEqual(['desk@casaazul.example']);
    expect(mail.text).toContain('Hello Lena,');
    expect(mail.text).toContain('Hi! Your bed is ready from 12:00.');
    expect(mail.text).toContain('<b>Bring</b> a padlock & a towel.');
    expect(mail.html).toContain('&#60;b&#62;Bring&#60;/b&#62; a padlock &#38; a towel.');
    expect(mail.html).not.toContain('<b>Bring');
    expect(mail.text).toContain('Email: desk@casaazul.example');
    expect(mail.text).toContain('Phone: +54 351 555-0101');
  });

  it("writes in the guest's language", async () => {
    const { user, details, id } = await bookedOnPage('es-AR');
    expect((await user.call('POST', `/reservations/write-to-guest/${id}`, { message: 'Te esperamos.' })).status).toBe(200);
    const mail = await latestMail(details.email, /^Un mensaje de /);
    expect(mail.text).toContain('Hola Lena:');
    expect(mail.text).toContain('Teléfono: +54 351 555-0101');
  });

  it("writes to a desk guest's own email, and refuses a guest without one", async () => {
    const { user, dorm, today } = await hostelWithPage();
    const withEmail = await guest(user);
    const desk = await book(user, stay(withEmail._id, dorm._id, addDays(today, 2), 1));
    expect(await user.call('POST', `/reservations/write-to-guest/${desk._id}`, { message: 'See you soon' })).toMatchObject({
      status: 200,
      body: { sent_to: withEmail.contact_info.email },
    });
    expect((await latestMail(withEmail.contact_info.email, /^A message from /)).text).toContain('See you soon');
    const noEmail = await guest(user, { email: '' });
    const other = await book(user, stay(noEmail._id, dorm._id, addDays(today, 2), 1));
    expect(await user.call('POST', `/reservations/write-to-guest/${other._id}`, { message: 'Hello' })).toMatchObject({
      status: 409,
      body: { msg: 'This guest has no email address to write to' },
    });
  });

  it('refuses bad input, strangers, and a sixth message in a day', async () => {
    const { user, details, id } = await bookedOnPage();
    const call = (body: unknown) => user.call('POST', `/reservations/write-to-guest/${id}`, body);
    expect((await call({})).body).toEqual([expect.objectContaining({ path: 'message', msg: 'Message is required' })]);
    expect((await call({ message: '   ' })).status).toBe(400);
    expect((await call({ message: 'x'.repeat(2001) })).body).toEqual([
      expect.objectContaining({ path: 'message', msg: 'Message must be at most 2000 characters' }),
    ]);
    expect((await call({ message: 'a\u0007b' })).status).toBe(400);
    expect((await call({ message: 'hi', cc: 'x@example.com' })).status).toBe(400);
    expect((await new ApiUser().call('POST', `/reservations/write-to-guest/${id}`, { message: 'hi' })).status).toBe(401);
    expect((await user.call('POST', '/reservations/write-to-guest/00000000-0000-4000-8000-000000000000', { message: 'hi' })).status).toBe(
      404,
    );
    for (let sent = 1; sent <= 5; sent += 1) expect((await call({ message: `Message ${sent}` })).status).toBe(200);
    const sixth = await call({ message: 'Message 6' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.msg).toMatch(/^Too many messages to this guest today\. Please try again in \d+ minutes\.$/);
    // Five left, one by one, through the outbox; the refused sixth queued nothing.
    for (let sent = 1; sent <= 5; sent += 1)
      await expect
        .poll(async () => (await mailsTo(details.email)).some((mail) => mail.text.includes(`Message ${sent}`)), { timeout: 20_000 })
        .toBe(true);
    expect((await mailsTo(details.email)).some((mail) => mail.text.includes('Message 6'))).toBe(false);
  });
});
