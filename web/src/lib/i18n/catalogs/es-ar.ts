import type { Catalog } from './en';
import { common, language } from './es-ar/common';
import { home } from './es-ar/home';
import { pages } from './es-ar/pages';
import { shell } from './es-ar/shell';
import { stayActions } from './es-ar/stay-actions';
import { calendar } from './es-ar/calendar';
import { rates } from './es-ar/rates';
import { auth } from './es-ar/auth';
import { components } from './es-ar/components';
import { profile } from './es-ar/profile';
import { reports } from './es-ar/reports';
import { cashDrawer } from './es-ar/cash-drawer';
import { property } from './es-ar/property';
import { roomTypes } from './es-ar/room-types';
import { team } from './es-ar/team';
import { channels } from './es-ar/channels';
import { channelManager } from './es-ar/channel-manager';
import { bookingPageSettings } from './es-ar/booking-page-settings';
import { reservations } from './es-ar/reservations';
import { reservationDetail } from './es-ar/reservation-detail';
import { folio } from './es-ar/folio';
import { guests } from './es-ar/guests';
import { newReservation } from './es-ar/new-reservation';
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
  calendar,
  rates,
  auth,
  profile,
  components,
  reports,
  cashDrawer,
  property,
  roomTypes,
  team,
  channels,
  channelManager,
  bookingPageSettings,
  reservations,
  reservationDetail,
  folio,
  guests,
  newReservation,
  publicSite,
  publicLegal,
};
