import * as z from 'zod/mini';

// Field builders give every form and every handler the same, human-readable messages.

export function text(label: string, min: number, max: number) {
  // Each message is one whole sentence, so the messages catalog holds it as one pattern.
  const outOfRange = min > 0 ? `${label} must be ${min} to ${max} characters` : `${label} must be at most ${max} characters`;
  return z
    .string(`${label} is required`)
    .check(z.trim(), z.minLength(min, min <= 1 ? `${label} is required` : outOfRange), z.maxLength(max, outOfRange));
}

// What a name may not hold. Names go into emails, lists and the calendar: a line break lets a name
// write a second paragraph into a mail, a direction override makes "Ana" display as something else.
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;
const DIRECTION_OVERRIDES = /[\u202A-\u202E\u2066-\u2069]/u;
// A character that shows something: not a space, a format character, a lone combining mark or a filler letter.
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Cf}\p{M}\p{Cc}\u115F\u1160\u3164\uFFA0\u2800]/u;

/**
 * A person's or a place's name (first and last names, property, room type and guest names): text of
 * `min` to `max` characters without line breaks, control or direction-changing characters, and
 * with at least one visible character. Every name field of the API is built with it.
 */
export function nameText(label: string, min: number, max: number) {
  return text(label, min, max).check(...nameChecks(label));
}

/** The checks of a name, for free text built otherwise (an optional field, a longer note). */
export function nameChecks(label: string) {
  return [
    z.refine<string>((value) => !CONTROL_CHARACTERS.test(value), `${label} cannot contain line breaks or control characters`),
    z.refine<string>((value) => !DIRECTION_OVERRIDES.test(value), `${label} cannot contain characters that change the text direction`),
    // An empty value already has its own message (required / length).
    z.refine<string>(
      (value) => value === '' || VISIBLE_CHARACTER.test(value),
      `${label} cannot be made only of blank or invisible characters`,
    ),
  ] as const;
}

/** An optional name-like text up to `max` characters; absent or empty means "none". */
export function optionalNameText(label: string, max: number) {
  return z.optional(
    z.string(`${label} must be text`).check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`), ...nameChecks(label)),
  );
}

// A text of several lines keeps its line breaks and tabs; the rest of the name rule holds.
const LINE_BREAKS_AND_TABS = /[\n\r\t]/g;

/** The checks of a text of several lines (notes, house rules): a name's, but line breaks and tabs are allowed, and blank is fine. */
export function multiLineChecks(label: string) {
  return [
    z.refine<string>(
      (value) => !CONTROL_CHARACTERS.test(value.replace(LINE_BREAKS_AND_TABS, '')),
      `${label} cannot contain control characters`,
    ),
    z.refine<string>((value) => !DIRECTION_OVERRIDES.test(value), `${label} cannot contain characters that change the text direction`),
  ] as const;
}

/** An optional text of several lines up to `max` characters; absent or empty means "none". */
export function optionalText(label: string, max: number) {
  return z.optional(
    z
      .string(`${label} must be text`)
      .check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`), ...multiLineChecks(label)),
  );
}

export function emailAddress(label = 'Email', min = 5, max = 50) {
  return z
    .string(`${label} is required`)
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(min, `${label} must be ${min} to ${max} characters`),
      z.maxLength(max, `${label} must be ${min} to ${max} characters`),
      z.email(`${label} must be a valid email address`),
    );
}

/** A signed token as it travels in a URL segment; its content is checked by the server. */
export const urlToken = z
  .string('Token is required')
  .check(
    z.minLength(16, 'The link is not valid'),
    z.maxLength(2048, 'The link is not valid'),
    z.regex(/^[A-Za-z0-9._-]+$/, 'The link is not valid'),
  );

/**
 * "Repeat the password" check on an object. It runs even when other fields have problems, so the
 * form shows every message at once (zod otherwise skips object checks after a field fails).
 */
export function matches<T extends Record<string, unknown>>(field: keyof T & string, repeat: keyof T & string, message: string) {
  return z.refine<T>((value) => value[field] === value[repeat], {
    message,
    path: [repeat],
    when: ({ value }) => {
      const object = value as Record<string, unknown> | null;
      return typeof object?.[field] === 'string' && typeof object?.[repeat] === 'string';
    },
  });
}
