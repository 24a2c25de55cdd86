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
