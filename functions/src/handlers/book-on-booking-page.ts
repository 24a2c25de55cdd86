import type { GuestStay } from '@hostel/shared/api/booking-page-schemas';
import { pagePressure } from '../accounts/booking-page-pressure';
import { checkCaptcha, spendCaptcha } from '../accounts/captcha';
import { limits, throttle, type Reservation } from '../accounts/throttle';
import { racing } from '../data/request-deadline';
import type { TenantId } from '../data/tenant';
import { bookingPages } from '../data/booking-page-repository';
import { idempotency } from '../data/idempotency-repository';
import { propertyPart } from '../data/property-repository';
import { defineHandler } from '../http/define-handler';
import { requestedLanguage } from '../http/answer-language';
import { Clash } from '../domain-errors';
import { bookOnPage, NO_LONGER_AVAILABLE, readForBooking, stayNow } from '../reservations/booking-page-booking';
import { checkStayRules, type OpenPage, pageOf, resolvePage } from '../reservations/booking-page-offers';
import { IMPLICIT_KEY_SECONDS, idempotencyKeyOf, implicitKey, once } from '../reservations/idempotent-request';
import type { Subject } from '../reservations/replay-rule';

/**
 * A guest books on the hostel's page: no session, a solved captcha spent by this one attempt (failed or not),
 * a few bookings per address and per email from it, once per Idempotency-Key (a double tap books once). The
 * booking is the desk's own transaction. docs/architecture/booking-page.md "Under a bot wave".
 */
export const handler = defineHandler('bookOnBookingPage', async ({ params, body, headers, sourceIp }) => {
  const resolved = await resolvePage(params.slug);
  const { tenant } = resolved;
  const { captcha_token: captcha, ...request } = body;
  const explicit = idempotencyKeyOf(headers);
  // Without a key, the same guest sending the same stay again within minutes is the same booking.
  const key = explicit ?? implicitKey(`booking-page:${body.email}`, request);
  // An unsolved captcha is refused here, before any table call.
  const solved = await checkCaptcha(captcha);
  // One round trip in a crowd where each waits its turn: the captcha spent (only this key and body may send it
  // again), the page and what the booking reads, the attempt counted (given back below when it does not count).
  const [spent, read, counted] = await Promise.allSettled([
    spendCaptcha(solved, `${tenant}#${implicitKey(key, request)}`),
    readForBooking(tenant, body, [
      bookingPages.getPart(tenant),
      propertyPart(tenant),
      idempotency.getPart(tenant, 'bookOnBookingPage', key),
      pagePressure.part(tenant),
    ] as const),
    countAttempt(tenant, body.email, sourceIp),
  ]);
  const taken = counted.status === 'fulfilled' ? counted.value.taken : [];
  // Only an attempt that passed its captcha counts, once per key: the count of any other is given back.
  const refuse = async (error: unknown): Promise<never> => {
    await throttle.giveBack(...taken);
    throw error;
  };
  // The captcha's refusal first: a replay hears that, whatever else failed.
  if (spent.status === 'rejected') return refuse(spent.reason);
  if (read.status === 'rejected') return refuse(read.reason);
  if (counted.status === 'rejected') return refuse(counted.reason);
  const [settings, property, readRecord, window] = read.value.also;
  let recorded = readRecord;
  // The guest's mails are in the language they booked in: the page's, else their browser's, else English.
  const language = body.language ?? requestedLanguage(headers) ?? 'en';
  let page: OpenPage;
  try {
    page = pageOf(resolved, settings, property);
    checkStayRules(page, body.check_in, body.check_out);
  } catch (error) {
    return refuse(error);
  }
  const reads = read.value;
  // A new attempt pays what its own place in the window asks. The same request sent again with no answer on record
  // (refused for its cost, or its twin still under way) pays what the page asks now: resending a refused one buys nothing.
  const cost = pagePressure.costFor(window, spent.value === 'first' ? counted.value.before : undefined);
  if (!recorded && solved.cost < cost) await checkCaptcha(captcha, cost).catch(refuse);
  // A limit used up refuses even the same request sent again; a key already answered just answers, also one its
  // twin answered while this copy was counted (read again: copies sent at once fill the limit among themselves).
  if (counted.value.refusal && !recorded) {
    recorded = await idempotency.get(tenant, 'bookOnBookingPage', key).catch(() => undefined);
    if (!recorded) await refuse(counted.value.refusal);
  }
  // Counted once per key: a key already answered adds nothing; a copy answered with its twin's booking gives its
  // count back, the twin that booked keeps its own; the same request sent again (its captcha `again`) gives its count
  // back when it fails. Given back at most once. A resend that books after its first try failed counts twice: an
  // extra count for a guest who retried, never a booking counted none (copies sent in pairs would halve the limit).
  let givenBack = false;
  const giveBack = async () => {
    if (givenBack) return;
    givenBack = true;
    await throttle.giveBack(...taken);
  };
  if (recorded) await giveBack();
  const options = {
    fence: true,
    ...(explicit ? {} : { seconds: IMPLICIT_KEY_SECONDS }),
    // A replay tells the stay as it is now; without a key, only while it is unchanged (replay-rule.ts).
    reread: { implicit: !explicit, current: ({ id }: Subject) => stayNow(page, body, id) },
  };
  let booked = false;
  const book = async (): Promise<GuestStay> => {
    try {
      return await once<GuestStay>(
        page.tenant,
        'bookOnBookingPage',
        key,
        request,
        async (record) => {
          const stay = await bookOnPage(page, { ...body, language }, reads, record);
          booked = true;
          return stay;
        },
        { ...options, read: { record: recorded } },
      );
    } catch (error) {
      // A double tap whose twin took the last bed: the twin's record, committed with that bed, is the answer;
      // a stale record (its stay canceled since) is not, and the guest hears the room is gone (replay-rule.ts).
      // One read, part of the race's rounds (racing), so a crowd's losers hear 409, not a 503 for the time they lost.
      if (error instanceof Clash && error.said.id === NO_LONGER_AVAILABLE)
        return racing(() => once<GuestStay>(tenant, 'bookOnBookingPage', key, request, () => Promise.reject(error), options));
      throw error;
    }
  };
  try {
    const answer = await book();
    // Answered with its twin's booking: the twin keeps the count.
    if (!booked) await giveBack();
    return answer;
  } catch (error) {
    if (spent.value === 'again') await giveBack();
    throw error;
  }
});

/**
 * One attempt against the address's and the email's limits (`refusal`, a 429, when one is used up) and the
 * hostel's guard (never refuses): what it took, to give back when the attempt turns out not to count.
 */
async function countAttempt(
  tenant: TenantId,
  email: string,
  sourceIp: string,
): Promise<{ taken: Reservation[]; before?: number; refusal?: unknown }> {
  const [address, byEmail, hostel] = await Promise.allSettled([
    throttle.reserveAll('stay.tooManyBookingsAddress', limits.bookingByAddress(sourceIp)),
    throttle.reserveAll('stay.tooManyBookingsEmail', limits.bookingByEmail(tenant, email, sourceIp)),
    pagePressure.count(tenant),
  ]);
  const counted = hostel.status === 'fulfilled' ? hostel.value : { taken: [] };
  const taken = [...[address, byEmail].flatMap((result) => (result.status === 'fulfilled' ? result.value : [])), ...counted.taken];
  // The guard only raises the captcha's cost: a count it could not make refuses nobody.
  const refused = [address, byEmail].find((result) => result.status === 'rejected');
  return { taken, ...(counted.before === undefined ? {} : { before: counted.before }), ...(refused ? { refusal: refused.reason } : {}) };
}
