import { describe, expect, it } from 'vitest';
import { pushWindow } from '../../functions/src/channel-manager/ari-plan';
import {
  byProperty,
  changedRanges,
  channelPushStreamFilter,
  keyChange,
  mergePending,
  nextPushTry,
  oldestPendingMinutes,
} from '../../functions/src/channel-manager/push-changes';
import { matchesFilter } from '../../local/stream-reader';

// The pusher's decisions before any read: which stream records matter, which nights of which types they
// changed, and when a failed push is tried again.

const keys = (pk: string, sk: string) => ({ pk: { S: pk }, sk: { S: sk } });
const record = (pk: string, sk: string) => ({ eventName: 'MODIFY', dynamodb: { Keys: keys(pk, sk) } });
const WINDOW = pushWindow('2027-01-01');

describe('the stream filter', () => {
  it('lets through night inventory and room types, in any event', () => {
    expect(matchesFilter(record('PROP#p1', 'NIGHT#2027-01-02#t1'), channelPushStreamFilter)).toBe(true);
    expect(matchesFilter({ ...record('PROP#p1', 'ROOMTYPE#t1'), eventName: 'REMOVE' }, channelPushStreamFilter)).toBe(true);
  });

  it('keeps out everything else, its own pending item and the room type name locks among them', () => {
    for (const [pk, sk] of [
      ['PROP#p1', 'CHANNELPUSH'],
      ['PROP#p1', 'ROOMTYPENAME#dorm 6'],
      ['PROP#p1', 'RES#r1'],
      ['PROP#p1', 'RATEPLAN#2027-01-05#r1'],
      ['OUTBOX#m1', 'MAIL'],
    ] as const) {
      expect(matchesFilter(record(pk, sk), channelPushStreamFilter), sk).toBe(false);
    }
  });
});

describe('what a batch changed', () => {
  it('reads a night and a room type from their keys', () => {
    expect(keyChange(keys('PROP#p1', 'NIGHT#2027-01-02#t1'))).toEqual({ propertyId: 'p1', roomTypeId: 't1', date: '2027-01-02' });
    expect(keyChange(keys('PROP#p1', 'ROOMTYPE#t1'))).toEqual({ propertyId: 'p1', roomTypeId: 't1' });
    expect(keyChange(keys('PROP#p1', 'RES#r1'))).toBeUndefined();
  });

  it('groups by property, merges a type’s nights into one range, leaves out unmapped types and the past', () => {
    const changes = [
      keyChange(keys('PROP#p1', 'NIGHT#2027-01-05#t1'))!,
      keyChange(keys('PROP#p2', 'NIGHT#2027-01-03#t1'))!,
      keyChange(keys('PROP#p1', 'NIGHT#2027-01-02#t1'))!,
      keyChange(keys('PROP#p1', 'NIGHT#2026-12-30#t1'))!,
      keyChange(keys('PROP#p1', 'NIGHT#2027-01-02#t9'))!,
    ];
    const grouped = byProperty(changes);
    expect([...grouped.keys()]).toEqual(['p1', 'p2']);
    expect(changedRanges(grouped.get('p1')!, new Set(['t1']), WINDOW)).toEqual({ t1: { from: '2027-01-02', to: '2027-01-05' } });
  });

  it('covers the whole window for a room type’s own change (units, base rate)', () => {
    expect(changedRanges([keyChange(keys('PROP#p1', 'ROOMTYPE#t1'))!], new Set(['t1']), WINDOW)).toEqual({ t1: WINDOW });
  });

  it('adds new ranges to what is pending', () => {
    const pending = { t1: { from: '2027-01-05', to: '2027-01-06' } };
    expect(mergePending(pending, { t1: { from: '2027-01-09', to: '2027-01-09' }, t2: { from: '2027-01-01', to: '2027-01-01' } })).toEqual({
      t1: { from: '2027-01-05', to: '2027-01-09' },
      t2: { from: '2027-01-01', to: '2027-01-01' },
    });
  });
});

describe('retries', () => {
  const now = new Date('2027-01-01T10:00:00Z');
  const minutesAfter = (at: Date) => (at.getTime() - now.getTime()) / 60_000;

  it('waits 1, 2, 4 … minutes, 30 at most, and never gives up', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((attempts) => minutesAfter(nextPushTry(attempts, now)))).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
  });

  it('waits at least what a rate limit asks', () => {
    expect(minutesAfter(nextPushTry(1, now, 5 * 60_000))).toBe(5);
  });

  it('reports the oldest pending push’s wait', () => {
    expect(oldestPendingMinutes(['2027-01-01T09:00:00Z', '2027-01-01T09:30:00Z'], now)).toBe(60);
    expect(oldestPendingMinutes([], now)).toBe(0);
  });
});
