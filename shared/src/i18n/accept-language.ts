import { DEFAULT_LANGUAGE, type Language, languageOf } from '../domain/languages';

/**
 * The product's language a request asks for in its Accept-Language header (RFC 9110 §12.5.4): the
 * acceptable tags by their q-values, highest first, the first one we speak; none (or no header) is English.
 */
export function negotiateLanguage(header: string | undefined): Language {
  return requestedLanguageOf(header) ?? DEFAULT_LANGUAGE;
}

/** The same, undefined when the header names no language we speak (or is absent, or only `*`). */
export function requestedLanguageOf(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      const weight = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of ranked) {
    if (tag === '*') return undefined;
    const language = languageOf(tag);
    if (language) return language;
  }
  return undefined;
}
