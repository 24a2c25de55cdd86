// Amounts as people type them, in the screens' language: es-AR "25.000,50", en "25,000.50". The digits are
// read as integers (minor units), never through a float times 100, and an entry that could mean two
// numbers is refused, not guessed. The rules are written down in docs/architecture/web.md ("Amounts").

export interface NumberMarks {
  /** Between thousands: "." in es-AR, "," in English (a space in some English locales). */
  group: string;
  /** Before the decimals: "," in es-AR, "." in English. */
  decimal: string;
}

const marksCache = new Map<string, NumberMarks>();

/** The grouping and decimal marks Intl writes in this locale. */
export function numberMarks(locale: string): NumberMarks {
  let marks = marksCache.get(locale);
  if (!marks) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
    const group = parts.find((part) => part.type === 'group')?.value ?? ',';
    const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    marks = { group: isSpace(group) ? ' ' : group, decimal };
    marksCache.set(locale, marks);
  }
  return marks;
}

export interface AmountRules {
  /** The Intl locale of the screens (screensLocale()). */
  locale: string;
  /** Decimals allowed: the currency's (2, or 0 for CLP and PYG); 0 for a count. */
  digits: 0 | 2;
  /** The currency, whose symbol or code may be typed before or after the number as Intl writes it. */
  currency?: string | undefined;
}

export type AmountProblem =
  /** Nothing typed: the form's own rule (required or not) decides. */
  | 'empty'
  /** Something else than digits and the two marks (a letter, a sign, a mark at an end). */
  | 'notANumber'
  /** One grouping mark followed by other than three digits: es-AR "25.5", en "25,5". */
  | 'ambiguous'
  /** A grouping mark after the decimal mark, or two decimal marks: es-AR "25,000.50". */
  | 'markOrder'
  /** Groups not of three digits: "2.50.000", "25.00". */
  | 'grouping'
  /** More decimals than the currency has (or any, for a count or CLP). */
  | 'tooManyDecimals'
  /** More than 13 whole digits. */
  | 'tooLarge';

export type ParsedAmount =
  | {
      ok: true;
      /** The amount in minor units (cents; whole units when digits is 0), an exact integer. */
      minor: number;
      /** The API's plain form: "25000.50", "25000" when digits is 0. */
      plain: string;
    }
  | { ok: false; problem: AmountProblem };

const MAX_WHOLE_DIGITS = 13;
const SPACES = /[\s\u00a0\u202f]+/g;

function isSpace(text: string): boolean {
  return text.replace(SPACES, '') === '';
}

/** The currency as Intl writes it in this locale ("$", "US$", "ARS") and its ISO code. */
function currencyMarks(locale: string, currency: string): string[] {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1);
    const symbol = parts.find((part) => part.type === 'currency')?.value;
    return [currency, ...(symbol && symbol !== currency ? [symbol] : [])].sort((a, b) => b.length - a.length);
  } catch {
    return [currency];
  }
}

function withoutCurrency(text: string, locale: string, currency: string | undefined): string {
  if (!currency) return text;
  const upper = text.toUpperCase();
  for (const mark of currencyMarks(locale, currency)) {
    const wanted = mark.toUpperCase();
    if (upper.startsWith(wanted)) return text.slice(mark.length).trim();
    if (upper.endsWith(wanted)) return text.slice(0, text.length - mark.length).trim();
  }
  return text;
}

const refuse = (problem: AmountProblem): ParsedAmount => ({ ok: false, problem });

/** Reads what was typed with the language's own marks, or says why it cannot. */
export function parseAmount(typed: string, rules: AmountRules): ParsedAmount {
  const { group, decimal } = numberMarks(rules.locale);
  let text = withoutCurrency(typed.replace(SPACES, ' ').trim(), rules.locale, rules.currency);
  if (text === '') return refuse('empty');
  // Spaces inside the number are marks only where the language groups with them.
  if (group !== ' ' && text.includes(' ')) return refuse('notANumber');
  if (group === ' ') text = text.replace(/ /g, group);
  const allowed = new Set([...'0123456789', group, decimal]);
  if ([...text].some((char) => !allowed.has(char))) return refuse('notANumber');

  const decimalAt = text.indexOf(decimal);
  if (decimalAt !== text.lastIndexOf(decimal)) return refuse('markOrder');
  const whole = decimalAt === -1 ? text : text.slice(0, decimalAt);
  const fraction = decimalAt === -1 ? '' : text.slice(decimalAt + 1);
  if (fraction.includes(group)) return refuse('markOrder');
  if (decimalAt !== -1 && fraction === '') return refuse('notANumber');
  if (whole.startsWith(group) || whole.endsWith(group)) return refuse('notANumber');

  const groups = whole.split(group);
  if (groups.length > 1) {
    const [first, ...rest] = groups as [string, ...string[]];
    // One mark with other than three digits after it is the other language's decimal: refuse, never guess.
    if (groups.length === 2 && decimalAt === -1 && rest[0]!.length !== 3) return refuse('ambiguous');
    if (first.length > 3 || rest.some((digits) => digits.length !== 3)) return refuse('grouping');
  }
  const wholeDigits = groups.join('').replace(/^0+(?=\d)/, '') || '0';
  if (fraction.length > rules.digits) return refuse('tooManyDecimals');
  if (wholeDigits.length > MAX_WHOLE_DIGITS) return refuse('tooLarge');

  const cents = fraction.padEnd(rules.digits, '0');
  return { ok: true, minor: Number(wholeDigits + cents), plain: cents ? `${wholeDigits}.${cents}` : wholeDigits };
}

/** An amount in minor units back in major units: an integer divided once, the nearest double to the decimal. */
export function majorUnits(minor: number, digits: 0 | 2): number {
  return digits === 0 ? minor : minor / 100;
}

/** What a field is prefilled with, as the user would type it: es-AR "25.000,50", en "25,000.50". */
export function amountInputText(amount: number, digits: 0 | 2, locale: string): string {
  const shown = digits === 0 && !Number.isInteger(amount) ? 2 : digits;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: shown, maximumFractionDigits: shown }).format(amount);
}
