import { describe, expect, it } from 'vitest';
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
    );
    expect(facts).toMatchObject({ name: 'Ana García', state: 'Reserved-Confirmed', bed: 'Dorm · Room 1, bed 2', guests: '2 guests' });
    expect(facts.dates).toBe('Nov 21 – Nov 22 · 1 night');
    expect(facts.balance).toMatch(/^Balance due .*40\.00$/);
  });
});
