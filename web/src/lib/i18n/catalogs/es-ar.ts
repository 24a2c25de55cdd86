import type { Catalog } from './en';
import { common, language } from './es-ar/common';
import { home } from './es-ar/home';
import { pages } from './es-ar/pages';
import { shell } from './es-ar/shell';
import { stayActions } from './es-ar/stay-actions';
import { publicSite } from './es-ar/public-site';
import { publicLegal } from './es-ar/public-legal';

// Spanish as spoken in Argentina (voseo), for hostel desks there: short words where a row is narrow (Ingreso, Egreso, Saldo).
export const esAR: Catalog = {
  language,
  common,
  pages,
  shell,
  home,
  stayActions,
  publicSite,
  publicLegal,
};
