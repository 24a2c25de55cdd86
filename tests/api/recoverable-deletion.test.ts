import { isDeepStrictEqual } from 'node:util';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { addDays, todayIn } from '../../shared/src/domain/dates';
import type { Logger } from '../../functions/src/http/logger';
import { ApiUser, GOOD_PASSWORD, propertyIdOf, signedInOwner, solvedCaptcha } from '../support/api';
import type { AriMessage } from '../../local/channex-stand-in/stand-in-state';
import { bookOnPage, guestDetails, settingsBody, stayRequest } from '../support/booking-page';
import { channexStandIn } from '../support/channex-stand-in';
import { connectedToChannex, shownOver, streamSettled, windowFrom } from '../support/channex-nights';
import { DORM, PRIVATE, roomType } from '../support/front-desk';
import { configureFunctions } from '../support/in-process';
import { fixtureMember } from '../support/owner-fixture';
import { latestMail, linkIn, tokenFrom } from '../support/mailbox';
import { emailLock, itemsOfProperty, partition, TABLE, table } from '../support/table';

// Deleting the property with the spec's body-less DELETE closes it at once and keeps its data 30 days:
// nobody signs in, sessions, the booking page, stay links and feeds stop; the admin restores it (or
// downloads its data) with the password; the schedule purges it once the 30 days have passed, with a
// clock the test sets. A property connected to Channex (the stand-in) stops selling there at the close, through
// the channel pusher's pending push (its sweep run here), and sells again at the restore; the purge leaves it
// closed. One file: the purge takes every closed property due at its clock.

const CLOSED = 'This property was deleted and is closed. Its admin can restore it with their password within 30 days of the deletion';
const DAY_MS = 24 * 60 * 60 * 1000;

type Scheduled = typeof import('../../functions/src/calendar-sync/scheduled-sync');
type Context = typeof import('../../functions/src/http/route-context');
let purgeDueProperties: Scheduled['purgeDueProperties'];
let runAsFunction: Context['runAsFunction'];
let syncFunction: typeof import('../../functions/src/calendar-sync/sync-settings')['syncFunction'];
let syncFeed: typeof import('../../functions/src/calendar-sync/import-sync')['syncFeed'];
let calendarImports: typeof import('../../functions/src/data/calendar-import-repository')['calendarImports'];
let trustedTenant: typeof import('../../functions/src/data/tenant')['trustedTenant'];
let sweep: () => Promise<unknown>;
let pushAll: (pid: string) => Promise<unknown>;
const silent: Logger = { debug: () => {}, info: () => {}, error: () => {} };

beforeAll(async () => {
  // The pusher's sweep and the purge's last push talk to the stand-in, as the stack's functions do.
  configureFunctions({ CHANNEX_API_URL: inject('channexApiUrl'), CHANNEX_TIMEOUT_MS: '2000' });
  ({ purgeDueProperties } = await import('../../functions/src/calendar-sync/scheduled-sync'));
  ({ runAsFunction } = await import('../../functions/src/http/route-context'));
  ({ syncFunction } = await import('../../functions/src/calendar-sync/sync-settings'));
  ({ syncFeed } = await import('../../functions/src/calendar-sync/import-sync'));
  ({ calendarImports } = await import('../../functions/src/data/calendar-import-repository'));
  ({ trustedTenant } = await import('../../functions/src/data/tenant'));
  const { pusherFunction } = await import('../../functions/src/channel-manager/push-settings');
  const { resyncProperty, sweepPendingPushes } = await import('../../functions/src/channel-manager/channel-push');
  sweep = () => runAsFunction(pusherFunction, () => sweepPendingPushes(silent));
  pushAll = (pid) => runAsFunction(pusherFunction, () => resyncProperty(trustedTenant(pid), silent));
});

const signIn = (body: Record<string, unknown>, user = new ApiUser()) => user.call('POST', '/users/auth', body);
const restore = (body: Record<string, unknown>, user = new ApiUser()) => user.call('POST', '/users/accounts/restore', body);

/** A hostel with a booking page, a stay booked on it, and a published feed: everything a closure stops. */
async function openHostel() {
  const { user, email, password } = await signedInOwner();
  const pid = propertyIdOf(user);
  const dorm = await roomType(user, DORM);
  const page = await user.call('PUT', '/properties/booking-page', settingsBody([dorm._id]));
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  const slug = page.body.slug as string;
  const booked = await bookOnPage(slug, { ...stayRequest(dorm._id, addDays(todayIn('UTC'), 10), 2), ...guestDetails() });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const stayToken = tokenFrom(new URL(booked.body.manage_path, 'http://x'));
  const feed = await user.call('POST', '/calendar-feeds/create', { room_type_id: dorm._id });
  expect(feed.status).toBe(201);
  return { user, email, password, pid, dorm, slug, stayToken, feedPath: feed.body.path as string };
}

type Hostel = Awaited<ReturnType<typeof openHostel>>;

const feedStatus = async (path: string) => (await fetch(`${inject('appUrl')}${path}`)).status;

/** What the public sees of the hostel: its page, a stay's link, a feed. */
async function publicFace(hostel: Hostel) {
  const visitor = new ApiUser();
  const [page, stay, feed] = await Promise.all([
    visitor.call('GET', `/booking-page/${hostel.slug}`),
    visitor.call('GET', `/guest-stays/${hostel.stayToken}`),
    feedStatus(hostel.feedPath),
  ]);
  return { page, stay, feed };
}

async function deletedWithoutBody(hostel: Hostel) {
  const deleted = await hostel.user.call('DELETE', '/users/accounts/delete/');
  expect(deleted.status).toBe(200);
  expect(deleted.body).toEqual({ msg: 'Account deleted successfully' });
  expect(deleted.setCookies[0]).toMatch(/Max-Age=0/);
}

const SOLD_AS_MAPPED = [
  { units: 6, stopSell: false },
  { units: 3, stopSell: false },
];
const CLOSED_OUT = { units: 0, stopSell: true };
const POLL = { timeout: 30_000, interval: 200 };
const NAME = 'Hostel Canal';

/** A hostel selling a 6-bed dorm and a 3-room double on Channex: mapped, the channel showing them for sale, the stream settled. */
async function sellingHostel() {
  const { user, email, password } = await signedInOwner({ propertyName: NAME });
  const pid = propertyIdOf(user);
  const dorm = await roomType(user, DORM);
  const double = await roomType(user, PRIVATE);
  const { apiKey, links } = await connectedToChannex(user, [
    { id: dorm._id, units: 6 },
    { id: double._id, units: 3 },
  ]);
  const window = windowFrom(todayIn('UTC'));
  await expect.poll(() => shownOver(apiKey, links, window), POLL).toEqual(SOLD_AS_MAPPED);
  await streamSettled(user, apiKey, dorm._id, links[0]!.ratePlanId, window[30]!);
  return { user, email, password, pid, apiKey, links, window, types: [dorm._id, double._id] };
}

/** What a message says beyond where and when. */
const saidOf = (message: AriMessage) =>
  message.values.map(({ property_id: _p, room_type_id: _t, rate_plan_id: _r, date: _d, date_from: _f, date_to: _to, ...said }) => said);
/** The closed state, as a message of that kind says it: 0 units, or stop-sell. */
const closedSaid = (message: AriMessage) => (message.kind === 'availability' ? { availability: 0 } : { stop_sell: true });
const closes = (message: AriMessage) => saidOf(message).every((said) => isDeepStrictEqual(said, closedSaid(message)));

/**
 * Every ARI message the stand-in took for the key from the first closing one after the `from`-th: only 0 units and
 * stop-sell, nothing else said. A stream push that read the rooms open before the close may land just before it.
 */
async function onlyClosedSince(apiKey: string, from: number) {
  const after = (await channexStandIn.ariMessages(apiKey)).slice(from);
  const messages = after.slice(Math.max(0, after.findIndex(closes)));
  expect(messages.length).toBeGreaterThanOrEqual(2);
  for (const message of messages) {
    expect([message.status, message.refused]).toEqual([200, []]);
    for (const said of saidOf(message)) expect(said).toEqual(closedSaid(message));
  }
}

describe('a closed property on the channel manager (the Channex stand-in)', { timeout: 180_000 }, () => {
  it.each([
    ['the spec’s body-less call', undefined],
    ['the web’s confirmation', 'confirmed'],
  ])(
    'stops selling every mapped type over the 500 nights at the close (%s), pushes nothing else while closed, sells again at the restore',
    async (_how, confirmed) => {
      const hostel = await sellingHostel();
      const before = (await channexStandIn.ariMessages(hostel.apiKey)).length;
      const body = confirmed ? { password: hostel.password, propertyName: NAME } : undefined;
      expect((await hostel.user.call('DELETE', '/users/accounts/delete', body)).status).toBe(200);
      await expect.poll(() => shownOver(hostel.apiKey, hostel.links, hostel.window), POLL).toEqual([CLOSED_OUT, CLOSED_OUT]);
      await expect.poll(() => partition(hostel.pid, 'CHANNELPUSH'), POLL).toEqual([]);
      // Any push while closed (the stream's, the sweep's, a resync) sends the closed state, never the availability.
      await pushAll(hostel.pid);
      await onlyClosedSince(hostel.apiKey, before);
      expect(await shownOver(hostel.apiKey, hostel.links, hostel.window)).toEqual([CLOSED_OUT, CLOSED_OUT]);

      expect((await restore({ username: hostel.email, password: hostel.password })).status).toBe(200);
      await expect.poll(() => shownOver(hostel.apiKey, hostel.links, hostel.window), POLL).toEqual(SOLD_AS_MAPPED);
    },
  );

  it('Channex failing at the close leaves the closed state pending, and the sweep delivers it', async () => {
    const hostel = await sellingHostel();
    // Channex fails until it is back (a stream push still settling may come meanwhile and fail too).
    await channexStandIn.failNext(hostel.apiKey, 1_000, 500);
    expect((await hostel.user.call('DELETE', '/users/accounts/delete')).status).toBe(200);
    const pending = (await partition(hostel.pid, 'CHANNELPUSH'))[0];
    expect(pending).toMatchObject({ lastError: 'unavailable', gsi1pk: 'CHANNELPUSH' });
    expect(pending!.attempts).toBeGreaterThanOrEqual(1);
    expect(Object.keys(pending!.pending).sort()).toEqual([...hostel.types].sort());
    expect(await shownOver(hostel.apiKey, hostel.links, hostel.window)).toEqual(SOLD_AS_MAPPED);
    await channexStandIn.failNext(hostel.apiKey, 0, 500);

    // Its wait over (as a minute later): due for the schedule's sweep, run here on the real clock so it takes no other file's push early.
    const due = new Date(Date.now() - 1_000).toISOString();
    await table()
      .send(
        new UpdateCommand({
          TableName: TABLE,
          Key: { pk: `PROP#${hostel.pid}`, sk: 'CHANNELPUSH' },
          UpdateExpression: 'SET nextTryAt = :due, gsi1sk = :sk',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':due': due, ':sk': `${due}#${hostel.pid}` },
        }),
      )
      .catch((error: Error) => {
        // Already sent by another run's sweep: what follows holds all the same.
        if (error.name !== 'ConditionalCheckFailedException') throw error;
      });
    await sweep();
    await expect.poll(() => shownOver(hostel.apiKey, hostel.links, hostel.window), POLL).toEqual([CLOSED_OUT, CLOSED_OUT]);
    // A stream record of the settling change may still arrive and be pushed (as closed) after the sweep.
    await expect.poll(() => partition(hostel.pid, 'CHANNELPUSH'), POLL).toEqual([]);
    expect(await shownOver(hostel.apiKey, hostel.links, hostel.window)).toEqual([CLOSED_OUT, CLOSED_OUT]);
  });

  it('the purge sends a closed state still pending once more, then forgets the key: Channex is left closed', async () => {
    const hostel = await sellingHostel();
    await channexStandIn.failNext(hostel.apiKey, 1_000, 500);
    expect((await hostel.user.call('DELETE', '/users/accounts/delete')).status).toBe(200);
    expect((await partition(hostel.pid, 'CHANNELPUSH'))[0]).toMatchObject({ lastError: 'unavailable' });
    await channexStandIn.failNext(hostel.apiKey, 0, 500);
    const before = (await channexStandIn.ariMessages(hostel.apiKey)).length;
    const purgedAt = new Date(Date.parse((await partition(hostel.pid, 'PROPERTY'))[0]!.closedAt) + 30 * DAY_MS + 60_000);

    expect(await runAsFunction(syncFunction, () => purgeDueProperties(purgedAt))).toBeGreaterThanOrEqual(1);
    expect(await itemsOfProperty(hostel.pid)).toEqual([]);
    await onlyClosedSince(hostel.apiKey, before);
    expect(await shownOver(hostel.apiKey, hostel.links, windowFrom(todayIn('UTC', purgedAt)))).toEqual([CLOSED_OUT, CLOSED_OUT]);
  });
});

describe('a deleted property is closed, and restorable for 30 days', { timeout: 180_000 }, () => {
  it('closes at once: no sign-in (with the reason), no session, no booking page, stay link or feed; the data stays', async () => {
    const hostel = await openHostel();
    const otherDevice = new ApiUser();
    expect((await signIn({ username: hostel.email, password: hostel.password }, otherDevice)).status).toBe(200);
    const before = await itemsOfProperty(hostel.pid);

    await deletedWithoutBody(hostel);

    expect((await otherDevice.call('GET', '/users/validate')).status).toBe(401);
    expect((await otherDevice.call('GET', '/reservations/home')).status).toBe(401);
    const refused = await signIn({ username: hostel.email, password: hostel.password });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ msg: CLOSED, code: 'PROPERTY_CLOSED' });
    expect(refused.setCookies).toEqual([]);
    // A wrong password learns nothing of the closure.
    expect((await signIn({ username: hostel.email, password: 'wrong-Password-42!!' })).body).toEqual({ msg: 'Wrong email or password' });

    const { page, stay, feed } = await publicFace(hostel);
    expect(page).toMatchObject({
      status: 404,
      body: { msg: "This hostel's booking page is not available at the moment", code: 'BOOKING_PAGE_CLOSED' },
    });
    expect(stay.status).toBe(404);
    expect(stay.body.msg).toMatch(/cannot be shown here at the moment/);
    expect(feed).toBe(404);

    const after = await itemsOfProperty(hostel.pid);
    expect(after.filter((item) => String(item.sk).startsWith('SESSION#'))).toEqual([]);
    const kept = (items: Record<string, unknown>[]) => items.map((item) => item.sk).filter((sk) => !String(sk).startsWith('SESSION#'));
    expect(kept(after)).toEqual(kept(before));
    expect(after.find((item) => item.sk === 'PROPERTY')).toMatchObject({ gsi1pk: 'CLOSED', closedAt: expect.any(String) });
    expect(await emailLock(hostel.email)).toBeDefined();
  });

  it('restores only with the admin’s password; then sign-in, the data, the page and the feed are back', async () => {
    const hostel = await openHostel();
    const member = await fixtureMember(hostel.pid, 'manager');
    const reservationsBefore = await partition(hostel.pid, 'RES#');
    await deletedWithoutBody(hostel);

    const wrong = await restore({ username: hostel.email, password: 'wrong-Password-42!!' });
    expect(wrong).toMatchObject({ status: 401, body: { msg: 'Wrong email or password' } });
    const byMember = await restore({ username: member.email, password: GOOD_PASSWORD });
    expect(byMember).toMatchObject({ status: 403, body: { msg: "Only the property's admin can restore it" } });
    expect((await signIn({ username: hostel.email, password: hostel.password })).status).toBe(403);

    const restored = await restore({ username: hostel.email, password: hostel.password });
    expect(restored).toMatchObject({ status: 200, body: { msg: 'Your property is restored. Sign in to continue' } });
    // A second tap changes nothing.
    expect((await restore({ username: hostel.email, password: hostel.password })).status).toBe(200);

    const desk = new ApiUser();
    expect((await signIn({ username: hostel.email, password: hostel.password }, desk)).status).toBe(200);
    expect((await desk.call('GET', '/room-types')).body.map((type: { _id: string }) => type._id)).toEqual([hostel.dorm._id]);
    expect(await partition(hostel.pid, 'RES#')).toEqual(reservationsBefore);
    const { page, stay, feed } = await publicFace(hostel);
    expect([page.status, stay.status, feed]).toEqual([200, 200, 200]);
    const property = (await partition(hostel.pid, 'PROPERTY'))[0]!;
    for (const gone of ['closedAt', 'purgeAt', 'gsi1pk', 'gsi1sk']) expect(property).not.toHaveProperty(gone);
  });

  it('an admin who forgot the password meanwhile resets it, then restores with the new one', async () => {
    const hostel = await openHostel();
    await deletedWithoutBody(hostel);
    expect((await new ApiUser().call('POST', '/users/reset-password/init-change-pass', { username: hostel.email })).status).toBe(200);
    const token = tokenFrom(linkIn(await latestMail(hostel.email, /reset/i), '/accounts/reset-password/new/'));
    const NEW = 'Remembered-Again-2026!!';
    const reset = await new ApiUser().call('PUT', `/users/reset-password/finish-change-pass/${token}`, {
      newPassword: NEW,
      repeatNewPassword: NEW,
    });
    expect(reset.status).toBe(200);
    expect((await signIn({ username: hostel.email, password: NEW })).status).toBe(403);
    expect((await restore({ username: hostel.email, password: NEW })).status).toBe(200);
    expect((await signIn({ username: hostel.email, password: NEW })).status).toBe(200);
  });

  it('restoring is limited like sign-in: past 5 wrong passwords the account needs a solved captcha', async () => {
    const hostel = await openHostel();
    await deletedWithoutBody(hostel);
    const guesser = new ApiUser();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await restore({ username: hostel.email, password: `guess-Password-${attempt}!!` }, guesser)).status).toBe(401);
    const asked = await restore({ username: hostel.email, password: hostel.password });
    expect(asked).toMatchObject({ status: 401, body: { code: 'CAPTCHA_REQUIRED' } });
    // Sign-in shares the counters.
    expect((await signIn({ username: hostel.email, password: hostel.password })).body.code).toBe('CAPTCHA_REQUIRED');
    const owner = new ApiUser();
    const captchaToken = await solvedCaptcha(owner);
    expect((await restore({ username: hostel.email, password: hostel.password, captchaToken }, owner)).status).toBe(200);
  });

  it('while closed, the admin downloads every reservation and guest with the password', async () => {
    const hostel = await openHostel();
    const exportClosed = (body: Record<string, unknown>, query = '') =>
      new ApiUser().call('POST', `/users/accounts/restore/export${query}`, body);
    expect((await exportClosed({ username: hostel.email, password: hostel.password })).status).toBe(409);
    await deletedWithoutBody(hostel);
    // Guesses whose window ended a minute ago: this attempt opens a new one.
    await table().send(
      new PutCommand({
        TableName: TABLE,
        Item: {
          pk: `RATE#signin-account#${hostel.email}`,
          sk: 'WINDOW',
          type: 'rateCounter',
          count: 5,
          expiresAt: Math.floor(Date.now() / 1000) - 60,
        },
      }),
    );
    expect((await exportClosed({ username: hostel.email, password: 'wrong-Password-42!!' })).status).toBe(401);

    const json = await exportClosed({ username: hostel.email, password: hostel.password });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toMatch(/attachment/);
    expect(json.body.reservations).toHaveLength(1);
    expect(json.body.guests).toHaveLength(1);
    const csv = await exportClosed({ username: hostel.email, password: hostel.password }, '?format=csv&what=guests');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
  });

  it("the scheduled import skips a closed property's feeds: nothing is fetched or booked", async () => {
    const hostel = await openHostel();
    const created = await hostel.user.call('POST', '/calendar-imports/create', {
      name: 'Airbnb',
      room_type_id: hostel.dorm._id,
      url: 'https://example.com/closed.ics',
    });
    expect(created.status).toBe(201);
    await deletedWithoutBody(hostel);
    const tenant = trustedTenant(hostel.pid);
    const fetched: string[] = [];
    const outcome = await runAsFunction(syncFunction, async () =>
      syncFeed(tenant, (await calendarImports.get(tenant, created.body._id))!, async (url) => {
        fetched.push(url);
        return '';
      }),
    );
    expect(outcome).toMatchObject({ seen: 0, conflicts: 0 });
    expect(fetched).toEqual([]);
    expect((await partition(hostel.pid, 'ICALIN#'))[0]).not.toHaveProperty('lastSyncAt');
  });

  it('the scheduled purge removes everything once the 30 days have passed, and not a minute before', async () => {
    const hostel = await openHostel();
    await deletedWithoutBody(hostel);
    const closedAt = Date.parse((await partition(hostel.pid, 'PROPERTY'))[0]!.closedAt);
    const purgeAt = (offsetMs: number) =>
      runAsFunction(syncFunction, () => purgeDueProperties(new Date(closedAt + 30 * DAY_MS + offsetMs)));

    await purgeAt(-60_000);
    expect((await partition(hostel.pid, 'RES#')).length).toBeGreaterThan(0);
    expect(await partition(hostel.pid, 'PROPERTY')).toHaveLength(1);
    expect(await emailLock(hostel.email)).toBeDefined();

    expect(await purgeAt(60_000)).toBeGreaterThanOrEqual(1);
    expect(await itemsOfProperty(hostel.pid)).toEqual([]);
    expect(await emailLock(hostel.email)).toBeUndefined();
    const token = /\/ical\/([^/]+)\.ics$/.exec(hostel.feedPath)![1];
    const global = async (pk: string, sk: string) => (await table().send(new GetCommand({ TableName: TABLE, Key: { pk, sk } }))).Item;
    expect(await global(`ICALTOKEN#${token}`, 'ICALTOKEN')).toBeUndefined();
    expect(await global(`BOOKSLUG#${hostel.slug}`, 'SLUG')).toBeUndefined();
    // Its page address is free again: another property takes it.
    const next = await signedInOwner();
    const taken = await next.user.call('PUT', '/properties/booking-page', settingsBody([], { enabled: false, slug: hostel.slug }));
    expect(taken.status).toBe(200);
    expect((await restore({ username: hostel.email, password: hostel.password })).status).toBe(401);
  });
});
