import type { Language } from '@hostel/shared/domain/languages';

/** The Free plan's price (spec: 0 USD per month). */
export const FREE_PLAN = { amount: 0, currency: 'USD' } as const;

/**
 * A plan's price through Intl in the page's language: es-AR writes "US$ 0"; English keeps the spec's
 * "0 USD", the amount in English digits followed by the currency's code.
 */
export function planPrice(amount: number, currency: string, language: Language): string {
  const whole = Number.isInteger(amount) ? 0 : 2;
  if (language === 'es-AR') {
    return new Intl.NumberFormat('es-AR', { style: 'currency', currency, minimumFractionDigits: whole }).format(amount);
  }
  const parts = new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: whole,
  }).formatToParts(amount);
  const number = parts
    .filter((part) => part.type !== 'currency' && part.type !== 'literal')
    .map((part) => part.value)
    .join('');
  const code = parts.find((part) => part.type === 'currency')?.value ?? currency;
  return `${number} ${code}`;
}
