import * as z from 'zod/mini';
import { text } from './fields';

// INTERIM (property setup): names are text, not markup or control. The platform work is adding the same
// kind of builder to fields.ts; once it lands, these builders should become thin re-exports of it.

const CONTROL = /\p{Cc}/u;
// Embeddings, overrides and isolates can make a name read backwards in a list or an email.
const BIDI = /[\u202A-\u202E\u2066-\u2069]/u;
// Format characters, spaces and the blank-looking letters (Hangul fillers, braille blank).
const INVISIBLE = /[\p{Cf}\p{Z}\s\u115F\u1160\u3164\uFFA0\u2800\u180E]/gu;

/** The checks every free-text field of the product gets. */
export function plainChecks(label: string) {
  return [
    z.refine<string>((value) => !CONTROL.test(value), `${label} cannot contain line breaks or control characters`),
    z.refine<string>((value) => !BIDI.test(value), `${label} cannot contain text-direction control characters`),
    z.refine<string>((value) => value === '' || value.replace(INVISIBLE, '') !== '', `${label} must contain visible characters`),
  ] as const;
}

/** Required text between min and max characters, trimmed, without control or invisible-only content. */
export function plainText(label: string, min: number, max: number) {
  return text(label, min, max).check(...plainChecks(label));
}

/** Optional text up to max characters; absent or empty means "none". */
export function optionalPlainText(label: string, max: number) {
  return z.optional(
    z.string(`${label} must be text`).check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`), ...plainChecks(label)),
  );
}
