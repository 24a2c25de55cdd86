import { describe, expect, it } from 'vitest';
import { emptyFeedReleases, releaseAfter } from '../../functions/src/calendar-sync/empty-feed';

// An empty feed's stays are released by time spent empty, not by the number of syncs that saw it empty.

describe('when an empty feed releases its stays', () => {
  const since = '2027-01-05T10:00:00.000Z';
  it('starts counting at the first empty sync, and releases nothing then', () => {
    expect(emptyFeedReleases(undefined, new Date(since), 24)).toEqual({ since, release: false });
  });
  it('releases nothing a second later, however many syncs', () => {
    expect(emptyFeedReleases(since, new Date('2027-01-05T10:00:01.000Z'), 24)).toEqual({ since, release: false });
  });
  it('releases once the feed has stayed empty for the period', () => {
    expect(emptyFeedReleases(since, new Date('2027-01-06T09:59:59.999Z'), 24).release).toBe(false);
    expect(emptyFeedReleases(since, new Date('2027-01-06T10:00:00.000Z'), 24).release).toBe(true);
    expect(releaseAfter(since, 24)).toBe('2027-01-06T10:00:00.000Z');
  });
});
