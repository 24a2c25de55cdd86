import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/src/domain/dates';
import { propertyIdOf, signedInMember, signedInOwner } from '../support/api';
import { book, guest, roomType, stay } from '../support/front-desk';
import { feedServerForFile, importFeed, syncNow } from '../support/calendar-feeds';
import { otaFeed } from '../support/feed-server';
import { latestMail, mailsTo } from '../support/mailbox';
import { partition } from '../support/table';

// What keeps the sync from doing harm: it forgets the stays that began, leaves the desk's stays and dates
// alone, does not release on one empty fetch, refuses an endless feed, mails one digest per sync, and
// leaves nothing behind a deleted feed. Feeds come from a server on 127.0.0.1.

const TWO_ROOMS = { description: 'Twin', type: 'private', max_occupancy: 2, inventory: 2, base_rate: 80, currency: 'USD' };
const ONE_ROOM = { ...TWO_ROOMS, description: 'Suite', inventory: 1 };

const feeds = feedServerForFile();

type Event = { uid: string; checkIn: string; checkOut: string };

async function setup(body = TWO_ROOMS) {
  const { user, email } = await signedInOwner();
  const type = await roomType(user, body);
  const path = feeds.newPath('guard');
  const serve = (events: Event[]) => feeds.set(path, { body: otaFeed(events) });
  serve([]);
  const feedId = (await importFeed(user, type._id, feeds.url(path)))._id;
  const sync = () => syncNow<{ last_events_seen?: number; last_error?: string; last_conflicts?: number }>(user, feedId);
  return { user, email, pid: propertyIdOf(user), today: todayIn('UTC'), type, feedId, serve, sync, path };
}

async function importedStays(pid: string) {
  return (await partition(pid, 'RES#')).filter((item) => item.bookingSource === 'ical:Airbnb' && item.status !== undefined);
}

const byUid = async (pid: string, uid: string) => {
  const link = (await partition(pid, 'ICALSTAY#')).find((item) => item.uid === uid);
  return link ? (await partition(pid, `RES#${link.reservationId}`)).find((item) => item.status !== undefined) : undefined;
};

describe('the sync and the desk', () => {
  it('forgets the link of a begun stay that left the feed, and leaves the stay as it is', async () => {
    const { pid, today, serve, sync } = await setup();
    const later = { uid: 'later@ota', checkIn: addDays(today, 20), checkOut: addDays(today, 22) };
    serve([{ uid: 'now@ota', checkIn: today, checkOut: addDays(today, 2) }, later]);
    await sync();
    const begun = (await byUid(pid, 'now@ota'))!;
    expect(begun).toMatchObject({ status: 'confirmed', checkIn: today });
    serve([later]);
    expect(await sync()).toMatchObject({ last_events_seen: 1, last_conflicts: 0 });
    expect((await partition(pid, 'ICALSTAY#')).map((item) => item.uid)).toEqual(['later@ota']);
    const after = (await partition(pid, `RES#${begun.id}`)).find((item) => item.status !== undefined);
    expect(after).toMatchObject({ status: 'confirmed', checkIn: today, checkOut: addDays(today, 2), updatedAt: begun.updatedAt });
  });

  it('never touches a stay checked in or out: an early check-out is no conflict, a checked-in stay does not move', async () => {
    const { user, pid, today, serve, sync } = await setup();
    const early = { uid: 'early@ota', checkIn: addDays(today, -1), checkOut: addDays(today, 3) };
    const staying = { uid: 'in@ota', checkIn: addDays(today, -1), checkOut: addDays(today, 2) };
    serve([early, staying]);
    expect(await sync()).toMatchObject({ last_events_seen: 2, last_conflicts: 0 });
    const [leaving, inHouse] = [(await byUid(pid, 'early@ota'))!, (await byUid(pid, 'in@ota'))!];
    for (const id of [leaving.id, inHouse.id]) expect((await user.call('PUT', `/reservations/check-in/${id}`)).status).toBe(200);
    const out = await user.call('PUT', `/reservations/check-out/${leaving.id}`);
    expect(out.body).toMatchObject({ check_out: today });
    // The site still shows the original dates of the one, and moves the other.
    serve([early, { ...staying, checkOut: addDays(today, 5) }]);
    expect(await sync()).toMatchObject({ last_conflicts: 0 });
    expect((await user.call('GET', '/calendar-imports/conflicts')).body.conflicts).toEqual([]);
    expect(await byUid(pid, 'early@ota')).toMatchObject({ checkIn: addDays(today, -1), checkOut: today });
    expect(await byUid(pid, 'in@ota')).toMatchObject({ checkIn: addDays(today, -1), checkOut: addDays(today, 2) });
  });

  it("keeps a date the desk changed, and moves the stay only when the feed's own dates move", async () => {
    const { user, pid, today, serve, sync } = await setup();
    const event = { uid: 'd@ota', checkIn: addDays(today, 5), checkOut: addDays(today, 7) };
    serve([event]);
    await sync();
    const booked = (await byUid(pid, 'd@ota'))!;
    const moved = await user.call('PUT', `/reservations/update-dates-guest/${booked.id}`, {
      check_in: addDays(today, 6),
      check_out: addDays(today, 9),
      number_of_guest: 1,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await sync();
    expect(await byUid(pid, 'd@ota')).toMatchObject({ checkIn: addDays(today, 6), checkOut: addDays(today, 9) });
    serve([{ ...event, checkIn: addDays(today, 10), checkOut: addDays(today, 12) }]);
    await sync();
    expect(await byUid(pid, 'd@ota')).toMatchObject({ checkIn: addDays(today, 10), checkOut: addDays(today, 12) });
    expect((await partition(pid, 'ICALSTAY#'))[0]).toMatchObject({ checkIn: addDays(today, 10), checkOut: addDays(today, 12) });
  });
});

describe('a feed that lists nothing, or too much', () => {
  it('releases nothing on an empty sync, nor on the next one a moment later (calendar-import-shapes tests the 24 hours)', async () => {
    const { pid, today, serve, sync } = await setup();
    serve([
      { uid: 'a@ota', checkIn: addDays(today, 3), checkOut: addDays(today, 5) },
      { uid: 'b@ota', checkIn: addDays(today, 8), checkOut: addDays(today, 9) },
    ]);
    await sync();
    serve([]);
    for (const _ of [1, 2]) {
      const empty = await sync();
      expect(empty.last_error).toBe(
        'The feed listed no events; nothing was released. If it stays empty for 24 hours, its stays are released',
      );
      expect((await importedStays(pid)).map((item) => item.status)).toEqual(['confirmed', 'confirmed']);
      expect(await partition(pid, 'ICALSTAY#')).toHaveLength(2);
    }
  });

  it('changes nothing when the feed lists more than 2,000 events', async () => {
    const { pid, today, serve, sync } = await setup();
    serve([{ uid: 'a@ota', checkIn: addDays(today, 3), checkOut: addDays(today, 5) }]);
    await sync();
    const before = await importedStays(pid);
    serve(
      Array.from({ length: 2001 }, (_, index) => ({ uid: `e${index}@ota`, checkIn: addDays(today, 40), checkOut: addDays(today, 41) })),
    );
    const outcome = await sync();
    expect(outcome.last_error).toBe('The feed lists more than 2,000 events; nothing was changed');
    expect(await importedStays(pid)).toEqual(before);
    expect(await partition(pid, 'ICALCONFLICT#')).toEqual([]);
  });
});

describe('conflicts, told once and cleared with their feed', () => {
  it('mails one digest per staff member naming the three stays one sync could not book', async () => {
    const { user, email, today, type, serve, sync } = await setup(ONE_ROOM);
    const manager = await signedInMember(user, 'manager');
    const ana = await guest(user);
    await book(user, stay(ana._id, type._id, addDays(today, 10), 10));
    const events = [11, 13, 15].map((day) => ({ uid: `c${day}@ota`, checkIn: addDays(today, day), checkOut: addDays(today, day + 1) }));
    serve(events);
    expect(await sync()).toMatchObject({ last_conflicts: 3 });
    for (const address of [email, manager.email]) {
      const mail = await latestMail(address, /from Airbnb do(es)? not fit/);
      expect(mail.subject).toBe('Imported bookings from Airbnb do not fit');
      for (const event of events) expect(mail.text).toContain(`${event.checkIn} → ${event.checkOut}, 1 night`);
      expect((await mailsTo(address)).filter((sent) => /from Airbnb do(es)? not fit/.test(sent.subject))).toHaveLength(1);
    }
  });

  it('deleting a feed deletes its conflicts and its stay links; its reservations stay', async () => {
    const { user, pid, today, type, serve, sync, feedId } = await setup(ONE_ROOM);
    const ana = await guest(user);
    await book(user, stay(ana._id, type._id, addDays(today, 10), 3));
    serve([
      { uid: 'fits@ota', checkIn: addDays(today, 2), checkOut: addDays(today, 4) },
      { uid: 'full@ota', checkIn: addDays(today, 11), checkOut: addDays(today, 12) },
    ]);
    expect(await sync()).toMatchObject({ last_conflicts: 1 });
    expect(await partition(pid, 'ICALSTAY#')).toHaveLength(1);
    expect((await user.call('DELETE', `/calendar-imports/delete/${feedId}`)).status).toBe(200);
    expect(await partition(pid, 'ICALCONFLICT#')).toEqual([]);
    expect(await partition(pid, 'ICALSTAY#')).toEqual([]);
    expect((await user.call('GET', '/calendar-imports/conflicts')).body.conflicts).toEqual([]);
    expect((await importedStays(pid)).map((item) => item.status)).toEqual(['confirmed']);
  });
});
