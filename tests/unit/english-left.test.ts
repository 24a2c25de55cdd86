import { describe, expect, test } from 'vitest';
import { englishIn } from '../support/english-left';

// englishLeft (the Spanish browser tests' check) sees English the screens' catalogs hold, and the API's and
// validation's messages a screen shows as they came, and says nothing of Spanish.

const found = (line: string) => englishIn([line]).map((report) => report.split(' ← ')[0]);

describe('English left on a Spanish page', () => {
  test('a screen text, a room the API numbered in English, and an API message are all found', () => {
    expect(found('Save dates')).toContain('Save dates');
    expect(found('Dorm 6 · Room 1, cama 2')).toContain('{{type}} · Room {{number}}');
    expect(found('Check-out must be after check-in')).toContain('Check-out must be after check-in');
    expect(found('Password is required')).toContain('Password is required');
  });

  test('Spanish lines, and a word both languages use inside a sentence, are not reported', () => {
    expect(englishIn(['Guardar fechas', 'La salida debe ser posterior a la llegada', 'Dorm 6 · Habitación 1, cama 2'])).toEqual([]);
    expect(englishIn(['Tu email: ana@example.com', 'Total: US$ 80,00'])).toEqual([]);
  });
});
