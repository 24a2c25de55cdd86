import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { day, message, money } from '../../shared/src/i18n/message';
import { MESSAGES_EN } from '../../shared/src/i18n/messages-en';
import { MESSAGES_ES_AR } from '../../shared/src/i18n/messages-es-ar';
import { renderMessage } from '../../shared/src/i18n/render-message';
import { UniqueValueTaken } from '../../functions/src/data/data-errors';
import { dataErrorMessage } from '../../functions/src/http/data-error-messages';
import type { RoomTypeRecord } from '../../functions/src/data/room-type-repository';
import { takenMessage } from '../../functions/src/reservations/bed-rules';
import { rateAboveMaximum } from '../../shared/src/api/room-type-schemas';

// Messages by id: every id the code names is in every language's catalog, with the same values; counts
// take i18next's plural forms; a value is never translated (a room type named "Notes" stays "Notes").

const root = join(__dirname, '../..');
const CATALOGS = { en: MESSAGES_EN, 'es-AR': MESSAGES_ES_AR } as Record<string, Record<string, string>>;
// A placeholder may name an i18next format (`{{max, number}}`: the number written the language's way).
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]!))].sort();
const PLURAL = /_(zero|one|other)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Ids the code names: `message('…')`, a schema's `said('…')`, a label (`'label.…'`), an error built with an id (`new Clash('stay.…'`), a constant `'…' satisfies MessageId`. */
function idsInCode(): { id: string; where: string }[] {
  const found: { id: string; where: string }[] = [];
  const patterns = [
    /message\('([\w.]+)'/g,
    /said\('([\w.]+)'/g,
    /'(label\.\w+)'/g,
    /new FetchRefused\('\w+', '([\w.]+)'/g,
    /new [A-Z]\w*\('([a-z]+\.\w+)'/g,
    /'([\w.]+)' satisfies MessageId/g,
    /MessageId = '([\w.]+)'/g,
  ];
  for (const file of ['functions/src', 'shared/src', 'web/src'].flatMap((dir) => sourceFiles(join(root, dir)))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns)
      for (const match of text.matchAll(pattern)) found.push({ id: match[1]!, where: file.slice(root.length + 1) });
  }
  return found;
}

const hasId = (catalog: Record<string, string>, id: string) => Object.hasOwn(catalog, id) || Object.hasOwn(catalog, `${id}_other`);

describe('the message catalogs', () => {
  test('every id the code names exists in every language', () => {
    const used = idsInCode();
    expect(used.length, 'the scan found no id: it is broken').toBeGreaterThan(30);
    for (const [language, catalog] of Object.entries(CATALOGS)) {
      expect(used.filter(({ id }) => !hasId(catalog, id)).map(({ id, where }) => `${language} ${where}: ${id}`)).toEqual([]);
    }
  });

  test('every value a message names is supplied where the code builds it with an id', () => {
    const template = (id: string) => MESSAGES_EN[(Object.hasOwn(MESSAGES_EN, id) ? id : `${id}_other`) as keyof typeof MESSAGES_EN];
    const sites = /(?:message|said|new [A-Z]\w*)\('([a-z]+\.\w+)'(?:,\s*(\{(?:[^{}]|\{[^{}]*\})*\}))?\s*\)/g;
    const missing: string[] = [];
    let checked = 0;
    for (const file of ['functions/src', 'shared/src', 'web/src'].flatMap((dir) => sourceFiles(join(root, dir)))) {
      for (const [, id, literal] of readFileSync(file, 'utf8').matchAll(sites)) {
        if (!id || template(id) === undefined) continue;
        // The names an object literal gives (`{ bed, dates: x }`), nested values and calls left out.
        let body = (literal ?? '{}').slice(1, -1);
        for (let i = 0; i < 3; i += 1) body = body.replace(/\{[^{}]*\}/g, '0').replace(/\([^()]*\)/g, '0');
        const given = new Set(
          body
            .split(',')
            .map((part) => part.split(':')[0]!.trim())
            .filter(Boolean),
        );
        checked += 1;
        for (const name of placeholders(template(id)!))
          if (!given.has(name)) missing.push(`${file.slice(root.length + 1)}: ${id} needs ${name}`);
      }
    }
    expect(checked, 'the scan found no site: it is broken').toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });

  test('each language has the same keys, each text the values of its English one (a plural may name its count or not), none empty', () => {
    expect(Object.keys(MESSAGES_ES_AR).sort()).toEqual(Object.keys(MESSAGES_EN).sort());
    for (const [key, english] of Object.entries(MESSAGES_EN)) {
      const spanish = MESSAGES_ES_AR[key as keyof typeof MESSAGES_EN];
      expect(spanish.trim(), key).not.toBe('');
      const without = (names: string[]) => (PLURAL.test(key) ? names.filter((name) => name !== 'count') : names);
      expect(without(placeholders(spanish)), key).toEqual(without(placeholders(english)));
    }
  });

  test('a count has both plural forms, _one and _other, in every language', () => {
    for (const catalog of Object.values(CATALOGS)) {
      const bases = new Set(
        Object.keys(catalog)
          .filter((key) => PLURAL.test(key))
          .map((key) => key.replace(PLURAL, '')),
      );
      for (const base of bases) expect([base, hasId(catalog, base) && Object.hasOwn(catalog, `${base}_one`)]).toEqual([base, true]);
    }
  });

  test('the values an English message names are supplied where the code builds it (every placeholder rendered)', () => {
    const beds = message('data.planBeds', { max: 25, needed: 6, count: 1 });
    expect(renderMessage(beds)).toBe('The Free plan allows up to 25 beds. This room type needs 6 beds and 1 is left');
    expect(renderMessage({ ...beds, values: { max: 25, needed: 6, count: 0 } })).toBe(
      'The Free plan allows up to 25 beds. This room type needs 6 beds and no beds are left',
    );
    expect(renderMessage({ ...beds, values: { max: 25, needed: 6, count: 3 } }, 'es-AR')).toBe(
      'El plan Free permite hasta 25 camas. Este tipo de habitación necesita 6 camas y quedan 3',
    );
    expect(renderMessage(message('api.unknownFields', { count: 1, names: 'a' }))).toBe('Unknown field: a');
    expect(renderMessage(message('api.unknownFields', { count: 2, names: 'a, b' }))).toBe('Unknown fields: a, b');
  });
});

describe('values are said in the language of the answer', () => {
  const dorm = {
    kind: 'dorm',
    description: 'Dorm 6',
    rooms: [
      { id: 'r1', number: 1, bedIds: ['b1', 'b2'] },
      { id: 'r2', number: 2, bedIds: ['b3', 'b4', 'b5'] },
      { id: 'r3', number: 3, name: 'Suite Sur', bedIds: ['b6'], bedNames: { b6: 'A' } },
    ],
  } as unknown as RoomTypeRecord;

  test('a numbered room and bed in its words, a name the property gave as it is, each bed of a refusal after a ";"', () => {
    const taken = takenMessage(dorm, new Map([['b5', ['2026-12-01', '2026-12-02']]]));
    expect(renderMessage(taken)).toBe('Dorm 6 · Room 2, bed 3 is taken on 2026-12-01, 2026-12-02');
    expect(renderMessage(taken, 'es-AR')).toBe('Dorm 6 · Habitación 2, cama 3 está ocupada el 01/12/2026, 02/12/2026');
    const two = takenMessage(
      dorm,
      new Map([
        ['b6', ['2026-12-01']],
        ['b1', ['2026-12-02']],
      ]),
    );
    expect(renderMessage(two)).toBe('Suite Sur, bed A is taken on 2026-12-01; Dorm 6 · Room 1, bed 1 is taken on 2026-12-02');
    expect(renderMessage(two, 'es-AR')).toBe(
      'Suite Sur, cama A está ocupada el 01/12/2026; Dorm 6 · Habitación 1, cama 1 está ocupada el 02/12/2026',
    );
  });
});

describe('values are never translated', () => {
  test('a room type named "Notes" (a label of the catalog) stays "Notes" in Spanish', () => {
    const said = dataErrorMessage(new UniqueValueTaken('roomTypeName', 'Notes'));
    expect(renderMessage(said, 'es-AR')).toBe('Ya existe un tipo de habitación llamado "Notes"');
    expect(renderMessage(said)).toBe('A room type named "Notes" already exists');
  });
});

describe("days and money are said the language's way", () => {
  test("a day: as written in English (the spec's), dd/MM/yyyy in Spanish (Argentina)", () => {
    const said = message('stay.bedTakenDates', { bed: 'Dorm 6', dates: [day('2026-12-01'), day('2027-01-31')], more: '' });
    expect(renderMessage(said)).toBe('Dorm 6 is taken on 2026-12-01, 2027-01-31');
    expect(renderMessage(said, 'es-AR')).toBe('Dorm 6 está ocupada el 01/12/2026, 31/01/2027');
  });

  test('a sum: Intl with its currency in each language', () => {
    const said = rateAboveMaximum('label.baseRate', 2_000_000, 'ARS');
    expect(renderMessage(said)).toMatch(/^Base rate must be at most ARS\s2,000,000\.00$/);
    expect(renderMessage(said, 'es-AR')).toMatch(/^Tarifa base: debe ser como máximo \$\s2\.000\.000,00$/);
    expect(renderMessage(message('field.labelMostMax', { label: message('label.price'), max: money(80, 'USD') }))).toBe(
      'Price must be at most $80.00',
    );
  });
});
