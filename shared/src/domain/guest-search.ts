// How the reservations search finds a guest (issue 9): case- and accent-insensitive, word by word. Every
// word typed must begin a word of the guest's first or last name. Names split at spaces, and their parts
// joined by hyphens or apostrophes count as words too, so "luc" finds "Jean-Luc" and "brien" "O'Brien",
// while "Jean-Luc" and "O'Brien" typed whole find them as well. The text is compared, never interpreted:
// "(.*" is just three characters.

/** Lower case, accents removed, typographic apostrophes as the plain one: "José" → "jose". */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02BC`´]/g, "'");
}

function nameWords(firstName: string, lastName: string): string[] {
  const words = foldText(`${firstName} ${lastName}`).split(/\s+/).filter(Boolean);
  return [...new Set(words.flatMap((word) => [word, ...word.split(/[-'.]+/).filter(Boolean)]))];
}

/** True if every word of the search begins some word of the name. An empty search matches everyone. */
export function matchesGuestName(search: string, firstName: string, lastName: string): boolean {
  const wanted = foldText(search).split(/\s+/).filter(Boolean);
  if (wanted.length === 0) return true;
  const words = nameWords(firstName, lastName);
  return wanted.every((part) => words.some((word) => word.startsWith(part)));
}

// Finding a guest by name, email, phone or document without reading every guest: each guest has small
// index items, one per token below (guest-search-index.ts keys them), and a search reads the tokens that
// begin with what was typed. Tokens are folded like the names above, so "jose" finds "José".

export type TokenKind = 'name' | 'email' | 'phone' | 'document';
export interface SearchToken {
  kind: TokenKind;
  token: string;
}

/** At most this many index items per guest: a long name cannot make a transaction too large. */
export const MAX_GUEST_TOKENS = 24;
/**
 * A token's first characters only: folding can multiply a name's bytes ("㌖" is six letters), and the index key
 * that holds the token must stay under DynamoDB's 1,024 bytes (at most 4 bytes a character). Searches are cut alike.
 */
export const MAX_TOKEN_CHARACTERS = 100;
const cut = (token: string) => (token.length <= MAX_TOKEN_CHARACTERS ? token : Array.from(token).slice(0, MAX_TOKEN_CHARACTERS).join(''));
const MIN_DIGITS = 4;

export interface SearchableGuest {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  phoneNumber?: string | undefined;
  idNumber?: string | undefined;
}

/** A phone's digits from each group on: "+54 351 555-0100" → 543515550100, 3515550100, 5550100, 0100; typed with or without the country code. */
function phoneTokens(phone: string): string[] {
  const groups = phone.split(/[^\d]+/).filter(Boolean);
  const tokens: string[] = [];
  for (let start = 0; start < groups.length; start += 1) {
    const digits = groups.slice(start).join('');
    if (digits.length >= MIN_DIGITS) tokens.push(digits);
  }
  return tokens;
}

/** A document's letters and digits ("AR-30111222" → ar30111222), and its digits alone (30111222). */
function documentTokens(idNumber: string): string[] {
  const plain = foldText(idNumber).replace(/[^\p{L}\p{N}]/gu, '');
  const digits = idNumber.replace(/\D/g, '');
  return [plain, ...(digits.length >= MIN_DIGITS ? [digits] : [])].filter(Boolean);
}

/** Every token a guest is found by, without repeats; none for an erased guest (it has no data left). */
export function guestSearchTokens(guest: SearchableGuest): SearchToken[] {
  const tokens: SearchToken[] = [
    ...nameWords(guest.firstName ?? '', guest.lastName ?? '').map((token) => ({ kind: 'name' as const, token })),
    ...(guest.email ? [{ kind: 'email' as const, token: guest.email.toLowerCase() }] : []),
    ...phoneTokens(guest.phoneNumber ?? '').map((token) => ({ kind: 'phone' as const, token })),
    ...documentTokens(guest.idNumber ?? '').map((token) => ({ kind: 'document' as const, token })),
  ];
  const seen = new Set<string>();
  return tokens
    .map(({ kind, token }) => ({ kind, token: cut(token) }))
    .filter(({ kind, token }) => {
      const key = `${kind}:${token}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_GUEST_TOKENS);
}

export interface SearchPlan {
  /** The token prefixes to read, each one Query. */
  prefixes: SearchToken[];
  /** A name of several words is read by its longest word; the others are checked on the guests found. */
  nameWords: string[];
}

/** What a search reads: an email by its beginning, a number as phone or document, words as names (one word also as email or document). */
export function guestSearchPlan(search: string): SearchPlan {
  const plan = searchPlanOf(search);
  return { ...plan, prefixes: plan.prefixes.map(({ kind, token }) => ({ kind, token: cut(token) })) };
}

function searchPlanOf(search: string): SearchPlan {
  const text = search.trim();
  if (text.includes('@')) return { prefixes: [{ kind: 'email', token: text.toLowerCase() }], nameWords: [] };
  const digits = text.replace(/\D/g, '');
  if (/^[\d\s+().\-/]+$/.test(text) && digits.length >= 3) {
    return {
      prefixes: [
        { kind: 'phone', token: digits },
        { kind: 'document', token: digits },
      ],
      nameWords: [],
    };
  }
  const words = foldText(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return { prefixes: [], nameWords: [] };
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best));
  const prefixes: SearchToken[] = [{ kind: 'name', token: longest }];
  if (words.length === 1) {
    prefixes.push({ kind: 'email', token: text.toLowerCase() });
    const plain = longest.replace(/[^\p{L}\p{N}]/gu, '');
    if (plain) prefixes.push({ kind: 'document', token: plain });
  }
  return { prefixes, nameWords: words.length > 1 ? words : [] };
}
