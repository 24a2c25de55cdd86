import type { Catalog } from './catalogs/en';
import { en } from './catalogs/en';
import { i18n } from './i18n';

/**
 * A feature's texts object read from the catalogs: `STAY_ACTION_TEXT.checkIn` is looked up in the
 * current language each time it is read, so the texts modules keep their shape and callers stay as they are.
 */
export function catalogTexts<K extends keyof Catalog>(section: K): Catalog[K] {
  return textsAt(section, en[section]) as Catalog[K];
}

function textsAt(path: string, shape: object): object {
  return new Proxy(shape, {
    get(target, property) {
      const value = (target as Record<string | symbol, unknown>)[property];
      if (typeof property !== 'string') return value;
      const key = `${path}.${property}`;
      if (typeof value === 'string') return i18n.t(key as never);
      return value && typeof value === 'object' ? textsAt(key, value) : value;
    },
  });
}
