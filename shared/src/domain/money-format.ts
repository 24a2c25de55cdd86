import { currencyDigitsOf } from './currency-limits';

// Prices through Intl, with the currency's own symbol and digits: "€65.00", "ARS 150,000.00" in English,
// "$ 150.000,00" in Argentine Spanish, "Gs. 100.000". One formatter per locale and currency, kept.

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, digits: number, fractionShown: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionShown ? 'f' : ''}`;
  let found = formatters.get(key);
  if (!found) {
    // A zero-digit currency sent with cents (the API accepts two decimals everywhere) still shows them.
    const options: Intl.NumberFormatOptions = fractionShown
      ? { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 2 }
      : { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits };
    try {
      found = new Intl.NumberFormat(locale, options);
    } catch {
      found = new Intl.NumberFormat('en', options);
    }
    formatters.set(key, found);
  }
  return found;
}

/** `formatMoney(65, 'EUR', 'en-US')` → `€65.00`; an unknown currency code still reads `XYZ 65.00`. */
export function formatMoney(amount: number, currency: string, locale = 'en'): string {
  const digits = currencyDigitsOf(currency);
  const fractionShown = digits === 0 && !Number.isInteger(amount);
  try {
    return formatter(locale, currency, digits, fractionShown).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(digits)}`;
  }
}
