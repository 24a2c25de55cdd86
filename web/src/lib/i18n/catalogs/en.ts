import { common, language } from './en/common';
import { home } from './en/home';
import { pages } from './en/pages';
import { shell } from './en/shell';
import { stayActions } from './en/stay-actions';
import type { Texts } from './texts';
import { publicSite } from './en/public-site';
import { publicLegal } from './en/public-legal';

// The English catalog: the spec's texts, exactly. It is the source of the keys; es-AR must have the same ones.
// One file per area under en/ and es-ar/: a screen's words are in one place per language.
export const en = {
  language,
  common,
  pages,
  shell,
  home,
  stayActions,
  publicSite,
  publicLegal,
};

/** A signed-in page's name in the catalogs. */
export type PageKey = keyof typeof en.pages;

/** A catalog's shape: every key of the English one, each a string. */
export type Catalog = Texts<typeof en>;
