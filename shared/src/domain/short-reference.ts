/** The reservation's short reference, shown everywhere (spec §2): the last part of its id, upper-cased. */
export function shortReference(id: string): string {
  return (id.split('-').at(-1) ?? id).toUpperCase();
}

/** A search that is a short reference: the 12 hex digits of an id's last part, in any case. */
export function asShortReference(search: string): string | undefined {
  const text = search.trim().toUpperCase();
  return /^[0-9A-F]{12}$/.test(text) ? text : undefined;
}
