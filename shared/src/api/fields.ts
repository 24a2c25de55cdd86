import { said, message } from '../i18n/message';
import type { LabelId } from '../i18n/message';
import * as z from 'zod/mini';

// Field builders give every form and every handler the same, human-readable messages.

export function text(label: LabelId, min: number, max: number) {
  // Each message is one whole sentence, so the messages catalog holds it as one pattern.
  const outOfRange =
    min > 0
      ? said('field.labelMinMaxCharacters', { label: message(label), min, max })
      : said('field.labelMostMaxCharacters', { label: message(label), max });
  return z
    .string(said('field.labelRequired', { label: message(label) }))
    .check(
      z.trim(),
      z.minLength(min, min <= 1 ? said('field.labelRequired', { label: message(label) }) : outOfRange),
      z.maxLength(max, outOfRange),
    );
}

// What a name may not hold. Names go into emails, lists and the calendar: a line break lets a name
// write a second paragraph into a mail, a direction override makes "Ana" display as something else.
// A lone surrogate (half of a character) has no UTF-8 form: the table could not store it as sent.
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cs}\u2028\u2029]/u;
const DIRECTION_OVERRIDES = /[\u202A-\u202E\u2066-\u2069]/u;
// A character that shows something: not a space, a format character, a lone combining mark or a filler letter.
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Cf}\p{M}\p{Cc}\u115F\u1160\u3164\uFFA0\u2800]/u;

/**
 * A person's or a place's name (first and last names, property, room type and guest names): text of
 * `min` to `max` characters without line breaks, control or direction-changing characters, and
 * with at least one visible character. Every name field of the API is built with it.
 */
export function nameText(label: LabelId, min: number, max: number) {
  return text(label, min, max).check(...nameChecks(label));
}

/** The checks of a name, for free text built otherwise (an optional field, a longer note). */
export function nameChecks(label: LabelId) {
  return [
    z.refine<string>((value) => !CONTROL_CHARACTERS.test(value), said('field.labelCannotContainLine', { label: message(label) })),
    z.refine<string>((value) => !DIRECTION_OVERRIDES.test(value), said('field.labelCannotContainCharacters', { label: message(label) })),
    // An empty value already has its own message (required / length).
    z.refine<string>(
      (value) => value === '' || VISIBLE_CHARACTER.test(value),
      said('field.labelCannotMadeOnly', { label: message(label) }),
    ),
  ] as const;
}

/** An optional name-like text up to `max` characters; absent or empty means "none". */
export function optionalNameText(label: LabelId, max: number) {
  return z.optional(
    z
      .string(said('field.labelText', { label: message(label) }))
      .check(z.trim(), z.maxLength(max, said('field.labelMostMaxCharacters', { label: message(label), max })), ...nameChecks(label)),
  );
}

// A text of several lines keeps its line breaks and tabs; the rest of the name rule holds.
const LINE_BREAKS_AND_TABS = /[\n\r\t]/g;

/** The checks of a text of several lines (notes, house rules): a name's, but line breaks and tabs are allowed, and blank is fine. */
export function multiLineChecks(label: LabelId) {
  return [
    z.refine<string>(
      (value) => !CONTROL_CHARACTERS.test(value.replace(LINE_BREAKS_AND_TABS, '')),
      said('field.labelCannotContainControl', { label: message(label) }),
    ),
    z.refine<string>((value) => !DIRECTION_OVERRIDES.test(value), said('field.labelCannotContainCharacters', { label: message(label) })),
  ] as const;
}

/** An optional text of several lines up to `max` characters; absent or empty means "none". */
export function optionalText(label: LabelId, max: number) {
  return z.optional(
    z
      .string(said('field.labelText', { label: message(label) }))
      .check(z.trim(), z.maxLength(max, said('field.labelMostMaxCharacters', { label: message(label), max })), ...multiLineChecks(label)),
  );
}

export function emailAddress(label: LabelId = 'label.email', min = 5, max = 50) {
  return z
    .string(said('field.labelRequired', { label: message(label) }))
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(min, said('field.labelMinMaxCharacters', { label: message(label), min, max })),
      z.maxLength(max, said('field.labelMinMaxCharacters', { label: message(label), min, max })),
      z.email(said('field.labelValidEmailAddress', { label: message(label) })),
    );
}

/** A signed token as it travels in a URL segment; its content is checked by the server. */
export const urlToken = /* @__PURE__ */ (() =>
  z
    .string(said('validation.tokenRequired'))
    .check(
      z.minLength(16, said('validation.linkNotValid')),
      z.maxLength(2048, said('validation.linkNotValid')),
      z.regex(/^[A-Za-z0-9._-]+$/, said('validation.linkNotValid')),
    ))();

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
