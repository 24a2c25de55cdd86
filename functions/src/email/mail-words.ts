import { DEFAULT_LANGUAGE, type Language } from '@hostel/shared/domain/languages';
import { formatMoney } from '@hostel/shared/domain/money-format';
import i18next from 'i18next';
import { en } from './catalogs/en';
import { esAR } from './catalogs/es-ar';

// The mails' words in the recipient's language, from the mail catalogs. English keeps the texts (and the
// ISO dates) the mails always had; Spanish (Argentina) writes dates and money the Argentine way, through Intl.

const words = i18next.createInstance();
void words.init({
  initAsync: false,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  keySeparator: false,
  nsSeparator: false,
  // The builders escape what goes into HTML; a text mail is plain text.
  interpolation: { escapeValue: false },
  returnNull: false,
  resources: { en: { translation: en }, 'es-AR': { translation: esAR } },
});

export type MailKey = keyof typeof en;

export interface MailWords {
  language: Language;
  t(key: MailKey, values?: Record<string, string | number>): string;
  /** A day (yyyy-MM-dd): as it is in English, "1 de diciembre de 2026" in Spanish. */
  date(isoDate: string): string;
  money(amount: number, currency: string): string;
}

const LONG_DATE = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function mailWords(language: Language = DEFAULT_LANGUAGE): MailWords {
  return {
    language,
    t: (key, values = {}) => words.t(key, { lng: language, ...values }),
    date: (isoDate) => {
      if (language === DEFAULT_LANGUAGE || !/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
      return LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
    },
    money: (amount, currency) => formatMoney(amount, currency, language === DEFAULT_LANGUAGE ? 'en' : 'es-AR'),
  };
}
