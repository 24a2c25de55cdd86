import { describe, expect, it } from 'vitest';
import type { ImportedStay } from '../../functions/src/data/calendar-import-repository';
import type { FeedEvent } from '../../functions/src/calendar-sync/feed-events';
import { syncPlan } from '../../functions/src/calendar-sync/sync-plan';

// A feed applied as one plan: releases first, then re-keys and moves, then bookings; a new UID over the
// nights of a vanished one is that stay moved, never a release and a booking. A moved stay is grouped with
// the releases whose nights it takes and the bookings of the nights it leaves (no run stops between them).

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

  it('merges two runs under a new UID: the absorbed release is grouped just before the re-key that takes its nights', () => {
    const steps = syncPlan(feed(event('c', '2027-01-03', '2027-01-07')), [
      link('a', '2027-01-03', '2027-01-05'),
      link('b', '2027-01-05', '2027-01-07'),
    ]);
    expect(shape(steps)).toEqual([
      ['release', 'b'],
      ['rekey', 'a', 'c'],
    ]);
    expect(steps.map((step) => step.group)).toEqual([steps[1]!.group, steps[1]!.group]);
    expect(steps[0]!.group).toBeDefined();
  });

  it('splits a run under two new UIDs: the remainder is booked in the group of the re-key, right after the shrink', () => {
    const steps = syncPlan(feed(event('b', '2027-01-03', '2027-01-05'), event('c', '2027-01-05', '2027-01-07')), [
      link('a', '2027-01-03', '2027-01-07'),
    ]);
    expect(shape(steps)).toEqual([
      ['rekey', 'a', 'b'],
      ['book', 'c'],
    ]);
    expect(steps[0]!.group).toBeDefined();
    expect(steps[1]!.group).toBe(steps[0]!.group);
  });

  it('groups a stay that moves under its own UID with the release it grows over and the booking of the nights it left', () => {
    const steps = syncPlan(feed(event('a', '2027-01-05', '2027-01-09'), event('n', '2027-01-03', '2027-01-05')), [
      link('a', '2027-01-03', '2027-01-07'),
      link('b', '2027-01-07', '2027-01-09'),
      link('far', '2027-03-01', '2027-03-02'),
    ]);
    expect(shape(steps)).toEqual([
      ['release', 'far'],
      ['release', 'b'],
      ['move', 'a'],
      ['book', 'n'],
    ]);
    expect(steps[0]!.group).toBeUndefined();
    expect(new Set(steps.slice(1).map((step) => step.group)).size).toBe(1);
    expect(steps[1]!.group).toBeDefined();
  });

  it('keeps each group together in key order among other steps, so a cursor resumes after a whole group', () => {
    const events = feed(
      event('m', '2027-01-03', '2027-01-07'),
      event('s1', '2027-02-03', '2027-02-05'),
      event('s2', '2027-02-05', '2027-02-07'),
      event('z', '2027-04-01', '2027-04-02'),
    );
    const links = [link('m1', '2027-01-03', '2027-01-05'), link('m2', '2027-01-05', '2027-01-07'), link('s', '2027-02-03', '2027-02-07')];
    const steps = syncPlan(events, links);
    expect(steps.map((step) => step.key)).toEqual([...steps.map((step) => step.key)].sort());
    const groups = steps.map((step) => step.group ?? step.key);
    // Two groups (the merge, the split) and the lone booking; each group's steps are consecutive.
    expect(groups.filter((group, i) => i === 0 || groups[i - 1] !== group)).toEqual([...new Set(groups)]);
    expect(new Set(groups).size).toBe(3);
    const firstGroupEnd = groups.lastIndexOf(groups[0]!);
    expect(syncPlan(events, links, steps[firstGroupEnd]!.key)).toEqual(steps.slice(firstGroupEnd + 1));
  });
});
