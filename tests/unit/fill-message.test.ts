import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { type Catalog, fillMessage } from '../../shared/src/i18n/fill-message';
import { MESSAGES_EN } from '../../shared/src/i18n/messages-en';
import { MESSAGES_ES_AR } from '../../shared/src/i18n/messages-es-ar';
import { en as MAIL_EN } from '../../functions/src/email/catalogs/en';
import { esAR as MAIL_ES_AR } from '../../functions/src/email/catalogs/es-ar';

// The server says its catalogs without i18next (fill-message.ts); every text of every server catalog, with
// every count form, must read exactly as i18next, set up as the server used it, would say it.

const CATALOGS: Array<[string, string, Catalog]> = [
  ['API', 'en', MESSAGES_EN],
  ['API', 'es-AR', MESSAGES_ES_AR],
  ['mail', 'en', MAIL_EN],
  ['mail', 'es-AR', MAIL_ES_AR],
];
const COUNTS = [0, 1, 2, 5, 21, 1_000_000, 1.5];

function i18nextFor(language: string, catalog: Catalog) {
  const instance = i18next.createInstance();
  void instance.init({
    initAsync: false,
    lng: language,
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    resources: { [language]: { translation: catalog } },
  });
  return instance;
}

const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^,}]+?)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]!);

describe('catalog texts said without i18next', () => {
  it.each(CATALOGS)('%s %s: every key, with every count, reads as i18next says it', (_, language, catalog) => {
    const reference = i18nextFor(language, catalog);
    const keys = [...new Set(Object.keys(catalog).map(baseKey))];
    expect(keys.length).toBeGreaterThan(20);
    let compared = 0;
    for (const key of keys) {
      const names = new Set(Object.entries(catalog).flatMap(([k, text]) => (baseKey(k) === key ? placeholders(text) : [])));
      const counts = names.has('count') || Object.hasOwn(catalog, `${key}_other`) ? COUNTS : [undefined];
      for (const count of counts) {
        const values: Record<string, unknown> = Object.fromEntries([...names].map((name) => [name, name === 'max' ? 12345 : `‹${name}›`]));
        if (count !== undefined) values.count = count;
        expect(fillMessage(catalog, key, language, values), `${key} ${JSON.stringify(values)}`).toBe(reference.t(key, values));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(keys.length);
  });

  it('leaves a missing value empty, and answers undefined for a key the catalog lacks', () => {
    expect(fillMessage({ a: 'Hello {{name}}!' }, 'a', 'en')).toBe('Hello !');
    expect(fillMessage({ a: 'x' }, 'b', 'en')).toBeUndefined();
  });

  it('formats {{value, number}} in the language', () => {
    expect(fillMessage({ a: 'More than {{max, number}}' }, 'a', 'en', { max: 2000 })).toBe('More than 2,000');
    expect(fillMessage({ a: 'More than {{max, number}}' }, 'a', 'es-AR', { max: 20000 })).toBe('More than 20.000');
  });
});
