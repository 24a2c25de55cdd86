import { describe, expect, it, vi } from 'vitest';
import { initials, stayFacts } from '../../web/src/features/calendar/stay-facts';

describe('a bar on a short stay', () => {
  it('shows initials: first and last word, any alphabet, never empty', () => {
    expect(initials('Ana García')).toBe('AG');
    expect(initials('Jean-Luc Martin')).toBe('JM');
    expect(initials('  maría  josé   de la Vega ')).toBe('MV');
    expect(initials('Olga')).toBe('O');
    expect(initials('Émile Zola')).toBe('ÉZ');
    expect(initials('')).toBe('?');
  });

  it('gives the full name, the dates with the nights, the guests and the balance for its tooltip', () => {
    const facts = stayFacts(
      {
        guest_info: { full_name: 'Ana García' } as never,
        check_in: '2026-11-21',
        check_out: '2026-11-22',
        number_of_guest: 2,
        balance_due: 40,
        currency: 'USD',
        reservation_status: 'confirmed',
      },
      'confirmed',
      'Dorm · Room 1, bed 2',
      false,
      'UTC',
    );
    expect(facts).toMatchObject({ name: 'Ana García', state: 'Reserved-Confirmed', bed: 'Dorm · Room 1, bed 2', guests: '2 guests' });
    expect(facts.dates).toBe('Nov 21 – Nov 22 · 1 night');
    expect(facts.balance).toMatch(/^Balance due .*40\.00$/);
  });

  it("says a hold's end in the property's time", () => {
    vi.stubGlobal('navigator', { language: 'en-GB', languages: ['en-GB'] });
    const held = { check_in: '2026-11-21', check_out: '2026-11-22', number_of_guest: 1, balance_due: 0, currency: 'USD' as const };
    const facts = stayFacts(
      { ...held, guest_info: { full_name: 'Ana García' } as never, reservation_status: 'provisional', held_until: '2026-11-21T15:04:00Z' },
      'provisional',
      'Dorm · Room 1, bed 2',
      false,
      'Pacific/Kiritimati',
    );
    vi.unstubAllGlobals();
    // 15:04 UTC is 05:04 the next morning on Kiritimati (named unless this machine is there too).
    expect(facts.held).toMatch(/^Held until 22 Nov 2026, 05:04/);
  });
});
