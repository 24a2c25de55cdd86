// Money between Channex and the product, exactly: Channex writes amounts as decimal strings ("100.5") in
// the currency's major unit; the product keeps integer hundredths of that unit in every currency (CLP and
// PYG too, whose prices are whole). Conversion works on the digits, never through a float.

/** "100.5" → 10050, "1500" → 150000, "-3.456" → -346 (a third decimal rounds half away from zero). */
export function decimalToCents(value: string): number {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new Error('not a decimal number');
  const [, sign, whole, fraction = ''] = match;
  const padded = `${fraction}000`;
  let cents = Number(whole) * 100 + Number(padded.slice(0, 2));
  // Channex may carry a tax share to more decimals: rounded on the third digit.
  if (Number(padded[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents)) throw new Error('amount out of range');
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** 10050 → "100.50", 150000 → "1500.00", 5 → "0.05": the decimal string Channex takes for a rate. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error('cents must be an integer');
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
