import * as z from 'zod/mini';

// Field builders give every form and every handler the same, human-readable messages.

export function text(label: string, min: number, max: number) {
  const range = min > 0 ? `${min} to ${max} characters` : `at most ${max} characters`;
  return z.string(`${label} is required`).check(
    z.trim(),
    z.minLength(min, min <= 1 ? `${label} is required` : `${label} must be ${range}`),
    z.maxLength(max, `${label} must be ${range}`),
  );
}

export function optionalText(label: string, max: number) {
  return z.optional(z.string(`${label} must be text`).check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)));
}

export function emailAddress(label = 'Email', min = 5, max = 50) {
  return z.string(`${label} is required`).check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(min, `${label} must be ${min} to ${max} characters`),
    z.maxLength(max, `${label} must be ${min} to ${max} characters`),
    z.email(`${label} must be a valid email address`),
  );
}

/** A signed token as it travels in a URL segment; its content is checked by the server. */
export const urlToken = z.string('Token is required').check(
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
