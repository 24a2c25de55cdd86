// JSON.parse reads any depth, but what reads the value next (the schemas, a comparison that turns an
// array into text) recurses on it: a body nested thousands deep overflows the stack there. No call's
// body nests more than a few levels, so a body deeper than MAX_BODY_DEPTH is refused before validation.

export const MAX_BODY_DEPTH = 32;

/** True when JSON text nests objects and arrays deeper than `limit` (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (inString) {
      // A backslash escapes the next character, a quote included.
      if (char === 0x5c) at++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}
