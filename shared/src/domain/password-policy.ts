// The password rule of the product (spec §5), shared by the forms and the API.

export const PASSWORD_MIN_LENGTH = 14;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_HINT =
  'Password must contain at least 14 characters, 4 lower case letters, two upper case letters, two digits and two special characters';

export interface PasswordCheck {
  ok: boolean;
  problems: string[];
}

function count(value: string, pattern: RegExp): number {
  return value.match(pattern)?.length ?? 0;
}

export function checkPassword(value: string): PasswordCheck {
  const problems: string[] = [];
  if (value.length < PASSWORD_MIN_LENGTH) problems.push(`at least ${PASSWORD_MIN_LENGTH} characters`);
  if (value.length > PASSWORD_MAX_LENGTH) problems.push(`at most ${PASSWORD_MAX_LENGTH} characters`);
  if (/\s/.test(value)) problems.push('no spaces');
  if (count(value, /\p{Ll}/gu) < 4) problems.push('4 lower case letters');
  if (count(value, /\p{Lu}/gu) < 2) problems.push('2 upper case letters');
  if (count(value, /\p{Nd}/gu) < 2) problems.push('2 digits');
  // Anything that is not a letter, a digit or white space counts as a special character.
  if (count(value, /[^\p{L}\p{Nd}\s]/gu) < 2) problems.push('2 special characters');
  return { ok: problems.length === 0, problems };
}
