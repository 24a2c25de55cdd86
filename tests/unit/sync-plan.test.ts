import { describe, expect, it } from 'vitest';
import type { ImportedStay } from '../../functions/src/data/calendar-import-repository';
import type { FeedEvent } from '../../functions/src/calendar-sync/feed-events';
import { syncPlan } from '../../functions/src/calendar-sync/sync-plan';

// A feed applied as one plan: releases first, then re-keys and moves, then bookings; a new UID over the
// nights of a vanished one is that stay moved, never a release and a booking.

const event = (uid: string, checkIn: string, checkOut: string): FeedEvent => ({ uid, checkIn, checkOut });
const feed = (...events: FeedEvent[]) => new Map(events.map((one) => [`k-${one.uid}`, one]));
const link = (uid: string, checkIn?: string, checkOut?: string): ImportedStay => ({
  uidKey: `k-${uid}`,
  uid,
  reservationId: `r-${uid}`,
  ...(checkIn && checkOut ? { checkIn, checkOut } : {}),
});
const shape = (steps: ReturnType<typeof syncPlan>) =>
  steps.map((step) =>
    step.kind === 'release'
      ? ['release', step.link.uid]
      : step.kind === 'rekey'
        ? ['rekey', step.from.uid, step.event.uid]
        : [step.kind, step.event.uid],
  );

describe('a sync plan', () => {
  it('needs no step when every event is linked at its dates', () => {
    expect(syncPlan(feed(event('a', '2027-01-01', '2027-01-03')), [link('a', '2027-01-01', '2027-01-03')])).toEqual([]);
  });

  it('moves a stay whose UID changed when its run grew, instead of releasing and booking it', () => {
    const steps = syncPlan(feed(event('new', '2027-01-01', '2027-01-05')), [link('old', '2027-01-01', '2027-01-03')]);
    expect(shape(steps)).toEqual([['rekey', 'old', 'new']]);
  });

  it('takes a shrunk run and a split run over by the UID sharing most nights, and books the rest', () => {
    const steps = syncPlan(feed(event('x', '2027-01-01', '2027-01-02'), event('y', '2027-01-03', '2027-01-07')), [
      link('run', '2027-01-01', '2027-01-07'),
    ]);
    expect(shape(steps)).toEqual([
      ['rekey', 'run', 'y'],
      ['book', 'x'],
    ]);
  });

  it('releases a vanished stay no new UID overlaps, before moves and bookings', () => {
    const steps = syncPlan(feed(event('b', '2027-02-01', '2027-02-04'), event('c', '2027-03-01', '2027-03-02')), [
      link('a', '2027-01-01', '2027-01-03'),
      link('b', '2027-02-02', '2027-02-04'),
    ]);
    expect(shape(steps)).toEqual([
      ['release', 'a'],
      ['move', 'b'],
      ['book', 'c'],
    ]);
  });

  it('releases a vanished link without dates, and moves a linked one without dates to be checked', () => {
    const steps = syncPlan(feed(event('b', '2027-02-01', '2027-02-04'), event('c', '2027-01-01', '2027-01-02')), [link('a'), link('b')]);
    expect(shape(steps)).toEqual([
      ['release', 'a'],
      ['move', 'b'],
      ['book', 'c'],
    ]);
  });

  it('does not re-key to a stay on nights that only touch', () => {
    const steps = syncPlan(feed(event('n', '2027-01-03', '2027-01-05')), [link('o', '2027-01-01', '2027-01-03')]);
    expect(shape(steps)).toEqual([
      ['release', 'o'],
      ['book', 'n'],
    ]);
  });

  it('resumes after a cursor: the steps up to it are left out, in the same order', () => {
    const events = feed(...Array.from({ length: 5 }, (_, i) => event(`e${i}`, `2027-01-0${i + 1}`, `2027-01-0${i + 2}`)));
    const all = syncPlan(events, []);
    expect(all.map((step) => step.key)).toEqual([...all.map((step) => step.key)].sort());
    expect(syncPlan(events, [], all[2]!.key)).toEqual(all.slice(3));
  });
});
