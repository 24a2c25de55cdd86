import { describe, expect, it } from 'vitest';
import { replayOf } from '../../functions/src/reservations/replay-rule';

const recorded = { id: 'r1', version: '2026-11-27T10:00:00.000Z' };
const unchanged = { version: recorded.version, answer: { status: 'confirmed' } };
const canceled = { version: '2026-11-27T10:03:00.000Z', answer: { status: 'canceled' } };

describe('replaying a repeated booking', () => {
  it('an implicit key answers while the reservation is unchanged, as the table holds it', () => {
    expect(replayOf(true, recorded, unchanged)).toEqual({ kind: 'answer', answer: { status: 'confirmed' } });
  });

  it('an implicit key books anew once the reservation changed, or is gone', () => {
    expect(replayOf(true, recorded, canceled)).toEqual({ kind: 'book-anew' });
    expect(replayOf(true, recorded, undefined)).toEqual({ kind: 'book-anew' });
  });

  it('an explicit key answers its reservation as it is now, changed or not; gone, it has nothing true to say', () => {
    expect(replayOf(false, recorded, unchanged)).toEqual({ kind: 'answer', answer: { status: 'confirmed' } });
    expect(replayOf(false, recorded, canceled)).toEqual({ kind: 'answer', answer: { status: 'canceled' } });
    expect(replayOf(false, recorded, undefined)).toEqual({ kind: 'gone' });
  });
});
