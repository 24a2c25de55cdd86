import { currencyDigitsOf } from '@hostel/shared/domain/currency-limits';
import { formatPrice } from './format-money';
import { i18n } from './i18n/i18n';
import { screensLocale } from './i18n/screens-locale';
import { amountInputText, majorUnits, numberMarks, parseAmount, type AmountProblem, type AmountRules } from './parse-amount';

// What a number field means (money in a currency, or a count) and what it says about what was typed: the
// value understood, formatted in the screens' language, or why it cannot be read. useForm reads the same way.

/** A price in this currency (its symbol may be typed; its decimals are the most allowed), or a whole count. */
export type NumberKind = { money: string } | 'count';

export function numberRules(kind: NumberKind, locale: string = screensLocale()): AmountRules {
  if (kind === 'count') return { locale, digits: 0 };
  const currency = kind.money;
  return { locale, digits: currencyDigitsOf(currency), currency: currency || undefined };
}

/** An amount (major units) as a field of this kind is prefilled: es-AR "25.000,50", en "25,000.50". */
export function numberInputText(amount: number, kind: NumberKind, locale: string = screensLocale()): string {
  return amountInputText(amount, numberRules(kind, locale).digits, locale);
}

function example(amount: number, digits: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}

/** Why the entry cannot be read, in the screens' language, with examples in its own marks. */
export function numberProblemText(problem: Exclude<AmountProblem, 'empty'>, kind: NumberKind, locale: string = screensLocale()): string {
  const rules = numberRules(kind, locale);
  const { group, decimal } = numberMarks(locale);
  const sample = example(rules.digits === 0 ? 25_000 : 25_000.5, rules.digits, locale);
  // A count has no decimals at all: "1.5" or "2,5" there is simply not a whole number.
  if (kind === 'count' && (problem === 'ambiguous' || problem === 'tooManyDecimals')) return i18n.t('components.amount.wholeNumber');
  switch (problem) {
    case 'ambiguous':
      return i18n.t('components.amount.ambiguous', {
        group,
        decimal,
        thousands: example(25_000, 0, locale),
        decimals: example(25.5, 2, locale),
      });
    case 'markOrder':
      return i18n.t('components.amount.markOrder', { group, decimal, example: sample });
    case 'grouping':
      return i18n.t('components.amount.grouping', { example: sample });
    case 'tooManyDecimals':
      return rules.digits === 0
        ? i18n.t('components.amount.noDecimals', { currency: rules.currency ?? '' })
        : i18n.t('components.amount.twoDecimals', { example: sample });
    case 'tooLarge':
      return i18n.t('components.amount.tooLarge');
    default:
      return i18n.t('components.amount.notANumber', { example: sample });
  }
}

export type NumberReading = { state: 'empty' } | { state: 'read'; plain: string; echo: string } | { state: 'problem'; message: string };

/** What the field says under itself as the user types. */
export function readNumber(typed: string, kind: NumberKind, locale: string = screensLocale()): NumberReading {
  const rules = numberRules(kind, locale);
  const read = parseAmount(typed, rules);
  if (!read.ok)
    return read.problem === 'empty' ? { state: 'empty' } : { state: 'problem', message: numberProblemText(read.problem, kind, locale) };
  const amount = majorUnits(read.minor, rules.digits);
  const shown = rules.currency ? formatPrice(amount, rules.currency, locale) : example(amount, rules.digits, locale);
  return { state: 'read', plain: read.plain, echo: i18n.t('components.amount.understood', { value: shown }) };
}

/**
 * The form's values with each number field in the API's plain form ("25000.50"), and a message for each
 * field that cannot be read; an empty field stays empty for the schema's own rule.
 */
export function readNumberFields<V extends Record<string, unknown>>(
  values: V,
  kinds: Partial<Record<string, NumberKind>>,
  locale: string = screensLocale(),
): { values: V; errors: Record<string, string> } {
  const read: Record<string, unknown> = { ...values };
  const errors: Record<string, string> = {};
  for (const [name, kind] of Object.entries(kinds) as [string, NumberKind | undefined][]) {
    const typed = values[name];
    if (!kind || typeof typed !== 'string') continue;
    const reading = readNumber(typed, kind, locale);
    if (reading.state === 'read') read[name] = reading.plain;
    else if (reading.state === 'problem') errors[name] = reading.message;
  }
  return { values: read as V, errors };
}
