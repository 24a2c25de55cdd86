import { DEFAULT_LANGUAGE, type Language } from '@hostel/shared/domain/languages';
import { formatMoney } from '@hostel/shared/domain/money-format';
import { type Catalog, fillMessage } from '@hostel/shared/i18n/fill-message';
import { en } from './catalogs/en';
import { esAR } from './catalogs/es-ar';

// The mails' words in the recipient's language, from the mail catalogs. English keeps the texts (and the
// ISO dates) the mails always had; Spanish (Argentina) writes dates and money the Argentine way, through Intl.

const CATALOGS: Readonly<Record<Language, Catalog>> = { en, 'es-AR': esAR };

/** A mail text in `language`, else in English (a key a translation lacks), else the key. */
function say(key: string, language: Language, values: Record<string, string | number>): string {
  return fillMessage(CATALOGS[language], key, language, values) ?? fillMessage(en, key, DEFAULT_LANGUAGE, values) ?? key;
}

export type MailKey = keyof typeof en;

export interface MailWords {
  language: Language;
  t(key: MailKey, values?: Record<string, string | number>): string;
  /** A day (yyyy-MM-dd): as it is in English, "1 de diciembre de 2026" in Spanish. */
  date(isoDate: string): string;
  money(amount: number, currency: string): string;
}

// Made at first use: a process's first Intl.DateTimeFormat costs about a third of a cold start (dates.ts), which
// the functions that only queue a mail never need.
let longDate: Intl.DateTimeFormat | undefined;

export function mailWords(language: Language = DEFAULT_LANGUAGE): MailWords {
  return {
    language,
    t: (key, values = {}) => say(key, language, values),
    date: (isoDate) => {
      if (language === DEFAULT_LANGUAGE || !/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
      longDate ??= new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      return longDate.format(new Date(`${isoDate}T00:00:00Z`));
    },
    money: (amount, currency) => formatMoney(amount, currency, language === DEFAULT_LANGUAGE ? 'en' : 'es-AR'),
  };
}
