import { describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/src/domain/dates';
import { deskToday } from '../../web/src/lib/session/desk-today';

// The desk's screens choose their buttons and first values by the property's today, wherever the browser is.

describe("the desk's today", () => {
  it.each([
    ['Pacific/Auckland', '2026-11-28T10:30:00Z', '2026-11-28'],
    ['Pacific/Auckland', '2026-11-28T11:30:00Z', '2026-11-29'],
    ['America/Los_Angeles', '2026-11-28T07:30:00Z', '2026-11-27'],
    ['America/Los_Angeles', '2026-11-28T08:30:00Z', '2026-11-28'],
    ['America/Santiago', '2026-09-06T03:59:00Z', '2026-09-05'],
    ['America/Santiago', '2026-09-06T04:00:00Z', '2026-09-06'],
  ])("is the property's date in %s at %s", (zone, at, expected) => {
    expect(deskToday(zone, new Date(at))).toBe(expected);
  });

  it("is the browser's until the property's zone is known", () => {
    const at = new Date('2026-11-28T11:30:00Z');
    const browser = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, at);
    expect(deskToday(undefined, at)).toBe(browser);
  });
});
