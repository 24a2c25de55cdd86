import { describe, expect, it } from 'vitest';
import { fetchRange, monthsLabel, shiftChosen, visibleWindow } from '../../web/src/features/calendar/calendar-window';
import { clampToFree, itemAt, laneItems } from '../../web/src/features/calendar/lane-items';
import { stay } from '../support/calendar-stays';
import { clipStay, displayedState, displayedStateAt, isCurrent, isDrawn } from '../../web/src/features/calendar/stay-layout';

// The calendar's pure rules (spec §2 "Calendar", §4 "Displayed calendar state", §9): which nights show,
// which the find call reads, where a bar sits, and how a stay's state reads in the property's zone.

describe('the visible window', () => {
  it('shows 14 nights from 3 days before the chosen date on wide screens, and moves 14', () => {
    const window = visibleWindow('2026-11-21', true);
    expect(window.days).toHaveLength(14);
    expect(window.first).toBe('2026-11-18');
    expect(window.last).toBe('2026-12-01');
    expect(shiftChosen('2026-11-21', 1, true)).toBe('2026-12-05');
    expect(shiftChosen('2026-11-21', -1, true)).toBe('2026-11-07');
    // Moving a window on leaves no night out and shows none twice.
    expect(visibleWindow(shiftChosen('2026-11-21', 1, true), true).first).toBe('2026-12-02');
  });

  it('shows 5 nights from 1 day before on narrow screens, and moves 5', () => {
    const window = visibleWindow('2026-12-31', false);
    expect(window.days).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(shiftChosen('2026-12-31', 1, false)).toBe('2027-01-05');
    expect(visibleWindow('2027-01-05', false).first).toBe('2027-01-04');
  });

  it('reads from 3 days before the chosen date to 11 days after (wide), the day after the last night (narrow)', () => {
    expect(fetchRange(visibleWindow('2026-11-21', true))).toEqual({ from: '2026-11-18', to: '2026-12-02' });
    expect(fetchRange(visibleWindow('2026-11-21', false))).toEqual({ from: '2026-11-20', to: '2026-11-25' });
  });

  it('names the month and year, or both months across a change of month or year', () => {
    expect(monthsLabel(visibleWindow('2026-11-10', true))).toBe('November 2026');
    expect(monthsLabel(visibleWindow('2026-11-25', true))).toBe('November – December 2026');
    expect(monthsLabel(visibleWindow('2026-12-31', false))).toBe('December 2026 – January 2027');
  });
});

describe('bars', () => {
  const window = visibleWindow('2026-11-21', false); // Nov 20 … Nov 24

  it('span the check-in night up to, not including, the check-out day', () => {
    expect(clipStay(stay('2026-11-21', '2026-11-23'), window)).toEqual({ start: 1, span: 2, clippedStart: false, clippedEnd: false });
    expect(clipStay(stay('2026-11-24', '2026-11-25'), window)).toEqual({ start: 4, span: 1, clippedStart: false, clippedEnd: false });
  });

  it('are clipped to the window and say which side goes on', () => {
    expect(clipStay(stay('2026-11-10', '2026-11-22'), window)).toEqual({ start: 0, span: 2, clippedStart: true, clippedEnd: false });
    expect(clipStay(stay('2026-11-23', '2026-12-10'), window)).toEqual({ start: 3, span: 2, clippedStart: false, clippedEnd: true });
    expect(clipStay(stay('2026-11-01', '2026-12-01'), window)).toEqual({ start: 0, span: 5, clippedStart: true, clippedEnd: true });
  });

  it('are not drawn when no night is visible: a stay leaving on the first day, or arriving the day after', () => {
    expect(clipStay(stay('2026-11-15', '2026-11-20'), window)).toBeUndefined();
    expect(clipStay(stay('2026-11-25', '2026-11-27'), window)).toBeUndefined();
  });

  it('share a bed row with the free nights, each column once; a stale overlap starts after the earlier bar', () => {
    const placed = [
      { reservation: stay('2026-11-21', '2026-11-23'), beds: ['b1'], provisional: false },
      { reservation: stay('2026-11-22', '2026-11-24', { _id: 'stale' }), beds: ['b1'], provisional: false },
      { reservation: stay('2026-11-20', '2026-11-25', { _id: 'other bed' }), beds: ['b2'], provisional: false },
    ];
    const items = laneItems('b1', window, placed);
    expect(items.map((item) => [item.kind, item.col, item.span])).toEqual([
      ['free', 0, 1],
      ['stay', 1, 2],
      ['stay', 3, 1],
      ['free', 4, 1],
    ]);
    expect(itemAt(items, 2)?.kind).toBe('stay');
  });

  it('bound a selection of free nights: it stops before a stay', () => {
    const items = laneItems('b1', window, [{ reservation: stay('2026-11-22', '2026-11-23'), beds: ['b1'], provisional: false }]);
    // Nov 20 and 21 free, Nov 22 taken, Nov 23 and 24 free.
    expect(clampToFree(items, 0, 4)).toBe(1);
    expect(clampToFree(items, 3, 4)).toBe(4);
    expect(clampToFree(items, 4, 0)).toBe(3);
    expect(clampToFree(items, 1, 1)).toBe(1);
  });
});

describe('displayed state', () => {
  it('follows spec §4 against today', () => {
    const today = '2026-11-21';
    expect(displayedState(stay('2026-11-18', '2026-11-21'), today)).toBe('checked-out');
    expect(displayedState(stay('2026-11-21', '2026-11-22'), today)).toBe('in-house');
    expect(displayedState(stay('2026-11-19', '2026-11-23', { reservation_status: 'provisional' }), today)).toBe('in-house');
    expect(displayedState(stay('2026-11-22', '2026-11-23'), today)).toBe('confirmed');
    expect(displayedState(stay('2026-11-22', '2026-11-23', { reservation_status: 'provisional' }), today)).toBe('provisional');
    // Stored check-in and check-out come first, where the desk did them.
    const inAt = { at: '2026-11-21T14:00:00.000Z', by_name: 'Ana' };
    expect(displayedState(stay('2026-11-18', '2026-11-21', { checked_in: inAt }), today)).toBe('in-house');
    expect(displayedState(stay('2026-11-21', '2026-11-24', { checked_in: inAt, checked_out: inAt }), today)).toBe('checked-out');
  });

  it("turns at the property's midnight, not the browser's or UTC's", () => {
    const arriving = stay('2026-11-21', '2026-11-23');
    // 02:30 UTC on Nov 21 is still Nov 20 in Buenos Aires (UTC−3) and already Nov 21 in Madrid (UTC+1).
    const instant = new Date('2026-11-21T02:30:00Z');
    expect(displayedStateAt(arriving, 'America/Argentina/Buenos_Aires', instant)).toBe('confirmed');
    expect(displayedStateAt(arriving, 'Europe/Madrid', instant)).toBe('in-house');
    // One minute either side of Buenos Aires' midnight.
    expect(displayedStateAt(arriving, 'America/Argentina/Buenos_Aires', new Date('2026-11-21T02:59:00Z'))).toBe('confirmed');
    expect(displayedStateAt(arriving, 'America/Argentina/Buenos_Aires', new Date('2026-11-21T03:00:00Z'))).toBe('in-house');
    // Checked out from the first minute of the check-out day, in Auckland (UTC+13 in November).
    const leaving = stay('2026-11-19', '2026-11-21');
    expect(displayedStateAt(leaving, 'Pacific/Auckland', new Date('2026-11-20T10:59:00Z'))).toBe('in-house');
    expect(displayedStateAt(leaving, 'Pacific/Auckland', new Date('2026-11-20T11:00:00Z'))).toBe('checked-out');
  });

  it('draws only confirmed and provisional reservations, and knows the stays current today', () => {
    expect(isDrawn(stay('2026-11-21', '2026-11-22', { reservation_status: 'canceled' }))).toBe(false);
    expect(isDrawn(stay('2026-11-21', '2026-11-22', { reservation_status: 'no_show' }))).toBe(false);
    expect(isDrawn(stay('2026-11-21', '2026-11-22', { reservation_status: 'provisional' }))).toBe(true);
    expect(isCurrent(stay('2026-11-20', '2026-11-21'), '2026-11-21')).toBe(false);
    expect(isCurrent(stay('2026-11-21', '2026-11-22'), '2026-11-21')).toBe(true);
  });
});
