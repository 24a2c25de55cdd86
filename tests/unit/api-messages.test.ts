import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { SPANISH_BY_ENGLISH as MESSAGES_ES_AR } from '../support/spanish-by-english';
import { translateMessage } from '../../shared/src/i18n/translate-message';
import { negotiateLanguage } from '../../shared/src/i18n/accept-language';
import { registerBody } from '../../shared/src/api/account-schemas';
import { searchQuery } from '../../web/src/features/shell/search-query';
import { apiMessageLiterals, shapeOf } from '../support/api-messages';

// Every sentence the API answers has its Spanish (Argentina) words, and a message built with values
// is said in Spanish with its values (a field's label translated too).

const root = join(__dirname, '../..');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the API messages catalog', () => {
  test('every message literal of shared/src/api and functions/src is a key (or a key pattern) of the Spanish catalog', () => {
    const literals = apiMessageLiterals(root);
    expect(literals.length, 'the scan found no literal: it is broken').toBeGreaterThan(250);
    const shapes = new Set(Object.keys(MESSAGES_ES_AR).map(shapeOf));
    // A literal is a key's form, or, with values in its placeholders, a text the catalog translates ("Search" + a rule).
    const sample = (text: string) => text.replace(/\{\{\w+\}\}/g, '7');
    const translated = (text: string) => translateMessage(sample(text), 'es-AR') !== sample(text);
    const missing = literals
      .filter((literal) => !shapes.has(shapeOf(literal.text)) && !translated(literal.text))
      .map((literal) => `${literal.where}: ${literal.text}`);
    expect(missing).toEqual([]);
  });

  test('each Spanish text has the placeholders of its English key, and is not empty', () => {
    for (const [english, spanish] of Object.entries(MESSAGES_ES_AR)) {
      expect(spanish.trim(), english).not.toBe('');
      expect(placeholders(spanish), english).toEqual(placeholders(english));
      expect(new Set(placeholders(english)).size, `${english}: a placeholder named twice`).toBe(placeholders(english).length);
    }
  });

  test('the scan reads templates as placeholders and skips what is not a message', () => {
    expect(shapeOf('{{label}} must be {{min}} to {{max}} characters')).toBe('{{}} must be {{}} to {{}} characters');
    expect(shapeOf('Availability: {{nights}}{{more}}')).toBe('Availability: {{}}');
    const texts = new Set(apiMessageLiterals(root).map((literal) => literal.text));
    expect(texts.has('{{label}} is required')).toBe(true);
    expect(texts.has('The request body must be UTF-8 text, without invalid bytes or replacement characters (U+FFFD)')).toBe(true);
    expect(texts.has('GetItem')).toBe(false);
  });
});

describe('translateMessage', () => {
  test('an exact text', () => {
    expect(translateMessage('The request body is not valid JSON', 'es-AR')).toBe('El cuerpo del pedido no es un JSON válido');
  });

  test('a text built with values matches its pattern, and a captured label is translated', () => {
    expect(translateMessage('Property name must be 2 to 100 characters', 'es-AR')).toBe(
      'Nombre de la propiedad: debe tener entre 2 y 100 caracteres',
    );
    expect(translateMessage('This room type has 1 bed', 'es-AR')).toBe('Este tipo de habitación tiene 1 cama');
    expect(translateMessage('Too many bookings from this address. Please try again in 5 minutes.', 'es-AR')).toBe(
      'Demasiadas reservas desde esta dirección. Probá de nuevo en 5 minutos.',
    );
  });

  test('a list of values in a message is translated part by part', () => {
    expect(
      translateMessage('Availability cannot be more than the units free each night: 2026-03-01 has 2 free, 2026-03-02 has 0 free', 'es-AR'),
    ).toBe('La disponibilidad no puede superar las unidades libres de cada noche: 2026-03-01 tiene 2 libres, 2026-03-02 tiene 0 libres');
  });

  test('a numbered room and bed inside a message are said in Spanish, a name the property gave is kept', () => {
    expect(translateMessage('Dorm 6 · Room 2, bed 3 is taken on 2026-12-01, 2026-12-02', 'es-AR')).toBe(
      'Dorm 6 · Habitación 2, cama 3 está ocupada el 2026-12-01, 2026-12-02',
    );
    expect(translateMessage('Suite Sur, bed A is taken on 2026-12-01', 'es-AR')).toBe('Suite Sur, cama A está ocupada el 2026-12-01');
  });

  test('a value that is not a catalog word (a name) stays as it is', () => {
    expect(translateMessage('A room type named "Dorm 6" already exists', 'es-AR')).toBe('Ya existe un tipo de habitación llamado "Dorm 6"');
  });

  test('an unknown text is returned as it is, and English is never changed', () => {
    expect(translateMessage('Invalid input: expected string, received number', 'es-AR')).toBe(
      'Invalid input: expected string, received number',
    );
    expect(translateMessage('Name is required', 'en')).toBe('Name is required');
  });
});

describe('client-side validation in Spanish', () => {
  const spanishIssues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    (result.error?.issues ?? []).map((issue) => translateMessage(issue.message, 'es-AR'));

  test("the header search's messages and a shared schema's are said in Spanish", () => {
    expect(spanishIssues(searchQuery.safeParse({ q: 'a' }))).toEqual(['Búsqueda: debe tener entre 2 y 40 caracteres']);
    expect(spanishIssues(searchQuery.safeParse({ q: '' }))[0]).toBe('Escribí el nombre o el email de un huésped para buscar');
    const issues = spanishIssues(registerBody.safeParse({ firstName: 'A', propertyName: 'Casa', username: 'x', password: 'short' }));
    expect(issues).toContain('Nombre: debe tener entre 2 y 50 caracteres');
    expect(issues).toContain('Completá el CAPTCHA');
    expect(issues).toContain('Tenés que aceptar las condiciones de uso y la política de privacidad');
    expect(issues.every((issue) => translateMessage(issue, 'es-AR') === issue)).toBe(true);
  });
});

describe('negotiateLanguage', () => {
  test('Spanish of any region is es-AR, English or nothing is English, q-values rank the tags', () => {
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
    expect(negotiateLanguage('es')).toBe('es-AR');
    expect(negotiateLanguage('es-MX,es;q=0.9')).toBe('es-AR');
    expect(negotiateLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(negotiateLanguage('fr-FR, es;q=0.5, en;q=0.4')).toBe('es-AR');
    expect(negotiateLanguage('en;q=0.2, es-AR;q=0.9')).toBe('es-AR');
    expect(negotiateLanguage('es;q=0, de')).toBe('en');
    expect(negotiateLanguage('*')).toBe('en');
  });
});
