import { describe, expect, it } from 'vitest';
import { datesForEdge } from '../../web/src/features/calendar/use-edge-drag';

// Dragging a bar's edge: the night under the pointer becomes the first night (left) or the last (right).

describe('the dates an edge dropped on a night gives', () => {
  const stay = { check_in: '2026-11-21', check_out: '2026-11-23' };

  it('moves check-in to the night under the left edge, check-out to the day after the night under the right', () => {
    expect(datesForEdge(stay, 'start', '2026-11-19')).toEqual({ checkIn: '2026-11-19', checkOut: '2026-11-23' });
    expect(datesForEdge(stay, 'start', '2026-11-22')).toEqual({ checkIn: '2026-11-22', checkOut: '2026-11-23' });
    expect(datesForEdge(stay, 'end', '2026-11-25')).toEqual({ checkIn: '2026-11-21', checkOut: '2026-11-26' });
    expect(datesForEdge(stay, 'end', '2026-11-21')).toEqual({ checkIn: '2026-11-21', checkOut: '2026-11-22' });
  });

  it('never leaves less than one night, whichever way an edge goes past the other', () => {
    expect(datesForEdge(stay, 'start', '2026-11-28')).toEqual({ checkIn: '2026-11-22', checkOut: '2026-11-23' });
    expect(datesForEdge(stay, 'end', '2026-11-10')).toEqual({ checkIn: '2026-11-21', checkOut: '2026-11-22' });
  });
});
