import type { Catalog } from './en';
import { common, language } from './es-ar/common';
import { home } from './es-ar/home';
import { pages } from './es-ar/pages';
import { shell } from './es-ar/shell';
import { stayActions } from './es-ar/stay-actions';
import { reservations } from './es-ar/reservations';
import { reservationDetail } from './es-ar/reservation-detail';
import { guests } from './es-ar/guests';
import { newReservation } from './es-ar/new-reservation';
import { controls } from './es-ar/controls';

// Spanish as spoken in Argentina (voseo), for hostel desks there: short words where a row is narrow (Ingreso, Egreso, Saldo).
export const esAR: Catalog = {
  language,
  common,
  pages,
  shell,
  home,
  stayActions,
  reservations,
  reservationDetail,
  guests,
  newReservation,
  controls,
};
