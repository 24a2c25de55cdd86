import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { ApiUser } from '../support/api';
import { bookOnPage, guestDetails, hostelWithPage, stayRequest } from '../support/booking-page';
import { book, frontDesk, guest, stay } from '../support/front-desk';
import { latestMail, mailsTo } from '../support/mailbox';

// The desk sends a guest their stay's confirmation again: queued through the outbox, written from the stay
// as it is when it leaves, a few times a day per stay at most.

const BOOKED = /^Your stay at .+ is booked$/;

describe("resending a stay's confirmation", () => {
  it('sends the booking page guest the same confirmation again, with their private link', async () => {
    const { slug, dorm, today, user } = await hostelWithPage();
    const details = guestDetails();
    const booked = await bookOnPage(slug, { ...stayRequest(dorm._id, addDays(today, 10), 2, 1), ...details });
    expect(booked.status).toBe(201);
    const first = await latestMail(details.email, BOOKED);
    const resent = await user.call('POST', `/reservations/resend-confirmation/${booked.body.reservation_id}`);
    expect(resent).toMatchObject({
      status: 200,
      body: { msg: 'The confirmation email is on its way to the guest', sent_to: details.email },
    });
    await expect.poll(async () => (await mailsTo(details.email)).filter((mail) => BOOKED.test(mail.subject)).length).toBe(2);
    const again = await latestMail(details.email, BOOKED);
    expect(again.text).toBe(first.text);
  });

  it("sends a desk booking's confirmation to the guest's address; refuses a canceled stay, a guest without one, and a fourth time a day", async () => {
    const { user, today, dorm, ana } = await frontDesk();
    const reservation = await book(user, stay(ana._id, dorm._id, addDays(today, 5), 2));
    const path = `/reservations/resend-confirmation/${reservation._id}`;
    const answers = [];
    for (let time = 1; time <= 3; time += 1) answers.push(await user.call('POST', path));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const email = answers[0]!.body.sent_to as string;
    expect(email).toMatch(/^guest/);
    await expect.poll(async () => (await mailsTo(email)).filter((mail) => BOOKED.test(mail.subject)).length).toBe(3);
    const fourth = await user.call('POST', path);
    expect(fourth.status).toBe(429);
    expect(fourth.body.msg).toMatch(/^This confirmation was sent too many times today. Please try again in \d+ minutes.$/);

    const walkIn = await guest(user, { firstName: 'Juan', lastName: 'Pérez', email: undefined });
    const theirs = await book(user, stay(walkIn._id, dorm._id, addDays(today, 8), 1));
    const noEmail = await user.call('POST', `/reservations/resend-confirmation/${theirs._id}`);
    expect(noEmail).toMatchObject({
      status: 409,
      body: { msg: 'This guest has no email address. Add one to the guest to send the confirmation' },
    });

    await user.call('PUT', `/reservations/status/${theirs._id}`, { reservation_status: 'canceled' });
    const canceled = await user.call('POST', `/reservations/resend-confirmation/${theirs._id}`);
    expect(canceled).toMatchObject({
      status: 409,
      body: { msg: 'Only a booked stay has a confirmation to send: this reservation is canceled or a no-show' },
    });
  });

  it('answers 404 for a reservation of no one, 400 for a malformed id, 401 without a session', async () => {
    const { user } = await frontDesk();
    expect((await user.call('POST', '/reservations/resend-confirmation/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await user.call('POST', '/reservations/resend-confirmation/not%20an%20id')).status).toBe(400);
    expect((await new ApiUser().call('POST', '/reservations/resend-confirmation/00000000-0000-4000-8000-000000000000')).status).toBe(401);
  });
});
