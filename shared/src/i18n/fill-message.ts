// Says a catalog's text with its values, in the part of i18next's format the server's catalogs use:
// `{{name}}`, `{{name, number}}`, and counts by plural form (`_zero` for 0 where a catalog has it, else
// Intl.PluralRules' form, else `_other`, else the bare key). The API's and the mails' words go through
// this rather than i18next, which a function would load at every cold start for these three rules;
// tests/unit/fill-message.test.ts holds every text of every server catalog to i18next's own output.

export type Catalog = Readonly<Record<string, string>>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, language: string, make: () => T): T {
  let found = cache.get(language);
  if (!found) {
    found = make();
    cache.set(language, found);
  }
  return found;
}

function keyFor(catalog: Catalog, key: string, language: string, count: unknown): string {
  if (typeof count !== 'number') return key;
  if (count === 0 && Object.hasOwn(catalog, `${key}_zero`)) return `${key}_zero`;
  const form = `${key}_${cached(pluralRules, language, () => new Intl.PluralRules(language)).select(count)}`;
  if (Object.hasOwn(catalog, form)) return form;
  // A form the catalog does not write (Spanish `many` for a million) reads as `_other`, as i18next does.
  return Object.hasOwn(catalog, `${key}_other`) ? `${key}_other` : key;
}

const PLACEHOLDER = /\{\{\s*([^,}]+?)\s*(?:,\s*([^}]+?)\s*)?\}\}/g;

/** The text of `key` in `catalog` with `values` put in, or undefined when the catalog lacks it. */
export function fillMessage(
  catalog: Catalog,
  key: string,
  language: string,
  values: Readonly<Record<string, unknown>> = {},
): string | undefined {
  const text = catalog[keyFor(catalog, key, language, values.count)];
  if (text === undefined) return undefined;
  return text.replace(PLACEHOLDER, (_, name: string, format: string | undefined) => {
    const value = values[name];
    if (value === undefined || value === null) return '';
    if (format === 'number' && typeof value === 'number')
      return cached(numberFormats, language, () => new Intl.NumberFormat(language)).format(value);
    return String(value);
  });
}
