import { describe, expect, it } from 'vitest';
import { purgeDateOf, purgeDue } from '../../shared/src/domain/property-closure';

describe('a closed property: restorable for 30 days, then purged', () => {
  const closedAt = new Date('2026-03-01T10:00:00.000Z');
  const purgeAt = purgeDateOf(closedAt).toISOString();

  it('is purged 30 days to the millisecond after it closed, whatever the time zones do meanwhile', () => {
    expect(purgeAt).toBe('2026-03-31T10:00:00.000Z');
  });

  it('is due from the purge date on, not a millisecond before (until then a restore is possible)', () => {
    expect(purgeDue(purgeAt, closedAt)).toBe(false);
    expect(purgeDue(purgeAt, new Date('2026-03-31T09:59:59.999Z'))).toBe(false);
    expect(purgeDue(purgeAt, new Date('2026-03-31T10:00:00.000Z'))).toBe(true);
  });
});
