import { currencyDigitsOf } from '@hostel/shared/domain/currency-limits';
import { formatMoney } from '@hostel/shared/domain/money-format';
import { screensLocale } from './i18n/screens-locale';

// Every price the web app shows: Intl in the screens' language (in English, the browser's own English),
// with the currency's own symbol and digits (en-US: "€65.00", "ARS 150,000.00", "CLP 15,000"; es-AR: "$ 150.000,00", "US$ 65,00").

/** `formatPrice(65, 'EUR')` → `€65.00` (in an English browser). */
export function formatPrice(amount: number, currency: string, locale: string = screensLocale()): string {
  return formatMoney(amount, currency, locale);
}

/** A price in the API's plain form: `65.00`, or `15000` in a currency without cents (a field shows numberInputText). */
export function priceInputValue(amount: number, currency: string): string {
  const whole = currencyDigitsOf(currency) === 0 && Number.isInteger(amount);
  return amount.toFixed(whole ? 0 : 2);
}

/** An exchange rate as the screens write numbers (es-AR "1.050,2525", en "1,050.2525"): up to the 4 decimals the desk may type. */
export function formatRate(rate: number, locale: string = screensLocale()): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(rate);
}
