import type { GuestStay } from '@hostel/shared/api/booking-page-schemas';
import { acceptCaptcha } from '../accounts/captcha';
import { limits, throttle } from '../accounts/throttle';
import { defineHandler } from '../http/define-handler';
import { requestedLanguage } from '../http/answer-language';
import { Clash } from '../domain-errors';
import { bookOnPage, NO_LONGER_AVAILABLE } from '../reservations/booking-page-booking';
import { checkStayRules, openPage } from '../reservations/booking-page-offers';
import { IMPLICIT_KEY_SECONDS, idempotencyKeyOf, implicitKey, once } from '../reservations/idempotent-request';

/**
 * A guest books on the hostel's page: no session, a solved captcha, a few bookings per address, per email
 * and per hostel, once per Idempotency-Key (a double tap books once). The booking is the desk's own transaction.
 */
export const handler = defineHandler('bookOnBookingPage', async ({ params, body, headers, sourceIp }) => {
  const page = await openPage(params.slug);
  // The guest's mails are in the language they booked in: the page's, else their browser's, else English.
  const language = body.language ?? requestedLanguage(headers) ?? 'en';
  checkStayRules(page, body.check_in, body.check_out);
  const { captcha_token: captcha, ...request } = body;
  const explicit = idempotencyKeyOf(headers);
  // Without a key, the same guest sending the same stay again within minutes is the same booking.
  const key = explicit ?? implicitKey(`booking-page:${body.email}`, request);
  // Both at once: a refused captcha still counts as an attempt from its address.
  await Promise.all([
    throttle.reserveAll('stay.tooManyBookingsAddress', limits.bookingByAddress(sourceIp)),
    acceptCaptcha(captcha, `${page.tenant}#${key}`),
  ]);
  // Only a solved captcha counts against the email and the hostel: unsolved requests cannot use up their bookings.
  const [byEmail] = await throttle.reserveAll('stay.tooManyBookingsEmail', limits.bookingByEmail(page.tenant, body.email));
  try {
    await throttle.reserveAll('stay.tooManyBookingsHostel', limits.bookingByHostel(page.tenant));
  } catch (error) {
    await throttle.giveBack(byEmail);
    throw error;
  }
  const book = () =>
    once<GuestStay>(page.tenant, 'bookOnBookingPage', key, request, (record) => bookOnPage(page, { ...body, language }, record), {
      fence: true,
      ...(explicit ? {} : { seconds: IMPLICIT_KEY_SECONDS }),
    });
  try {
    return await book();
  } catch (error) {
    // A double tap whose twin took the last bed: the twin's record, committed with that bed, is the answer.
    if (error instanceof Clash && error.said.id === NO_LONGER_AVAILABLE) return book();
    throw error;
  }
});
