import { common, language } from './en/common';
import { home } from './en/home';
import { pages } from './en/pages';
import { shell } from './en/shell';
import { stayActions } from './en/stay-actions';
import { calendar } from './en/calendar';
import { rates } from './en/rates';
import type { Texts } from './texts';
import { auth } from './en/auth';
import { components } from './en/components';
import { profile } from './en/profile';
import { reports } from './en/reports';
import { cashDrawer } from './en/cash-drawer';
import { property } from './en/property';
import { roomTypes } from './en/room-types';
import { team } from './en/team';
import { channels } from './en/channels';
import { channelManager } from './en/channel-manager';
import { bookingPageSettings } from './en/booking-page-settings';
import { reservations } from './en/reservations';
import { reservationDetail } from './en/reservation-detail';
import { folio } from './en/folio';
import { guests } from './en/guests';
import { newReservation } from './en/new-reservation';
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

/** A signed-in page's name in the catalogs. */
export type PageKey = keyof typeof en.pages;

/** A catalog's shape: every key of the English one, each a string. */
export type Catalog = Texts<typeof en>;
