import type { Page } from 'playwright-core';
import { en as bookingEnglish } from '../../web/src/booking-page/catalogs/en';
import { esAR as bookingSpanish } from '../../web/src/booking-page/catalogs/es-ar';
import { en } from '../../web/src/lib/i18n/catalogs/en';
import { esAR } from '../../web/src/lib/i18n/catalogs/es-ar';
import { SPANISH_BY_ENGLISH as MESSAGES_ES_AR } from './spanish-by-english';

type Tree = { [key: string]: string | Tree };

function pairs(english: Tree, spanish: Tree): [string, string][] {
  return Object.entries(english).flatMap(([key, value]): [string, string][] => {
    const other = spanish[key]!;
    return typeof value === 'string' ? [[value, other as string]] : pairs(value, other as Tree);
  });
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each English catalog text (the app's, the booking page's, and the API's and validation's messages, which a
 * screen shows as the API said them) that Spanish says otherwise, as a pattern (a placeholder matches any words).
 */
const ENGLISH_ONLY = [...pairs(en, esAR as Tree), ...pairs(bookingEnglish, bookingSpanish as Tree), ...Object.entries(MESSAGES_ES_AR)]
  .filter(([english, spanish]) => english !== spanish)
  // A link inside a sentence (`<page>Contact us</page>`) shows its words only.
  .map(([english]) => [english, english.replace(/<\/?\w+>/g, '')] as const)
  .map(([english, shown]) => {
    const body = literal(shown).replace(/\\\{\\\{\w+\\\}\\\}/g, '.+');
    // One word ("Email", "Dorm", "Total") is English left only as a whole text: inside a Spanish sentence it is a
    // word both languages use, or the property's own data ("Dorm 6").
    const oneWord = /^[\p{L}]+$/u.test(shown);
    return { english, pattern: new RegExp(oneWord ? `^${body}$` : `(^|\\W)${body}($|\\W)`, 'u') };
  });

/** Every text a person reads or hears on the page (or in `within`): its lines, accessible names, placeholders and title. */
async function pageTexts(page: Page, within: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector<HTMLElement>(selector) ?? document.body;
    const attributes = [...root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, ...root.innerText.split('\n'), ...attributes].map((text) => text.trim()).filter(Boolean);
  }, within);
}

/**
 * The English catalog texts still on the page, each with where it was found; [] when all is Spanish.
 * `within` narrows it to one part (a selector), e.g. an account page's card inside a frame converted separately.
 */
export async function englishLeft(page: Page, within = 'body'): Promise<string[]> {
  return englishIn(await pageTexts(page, within));
}

/** The English catalog texts among `texts` (a page's lines and names), each with the line it was found in. */
export function englishIn(texts: readonly string[]): string[] {
  return ENGLISH_ONLY.flatMap(({ english, pattern }) => texts.filter((text) => pattern.test(text)).map((text) => `${english} ← "${text}"`));
}
