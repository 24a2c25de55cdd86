import { endpoints } from './endpoints';
import * as bookingPageSchemas from './booking-page-schemas';
import type { RouteDefinition } from './route-definition';

// The hostel's own booking page: its settings and the guest's public calls.

export const bookingPageRoutes = {
  getBookingPageSettings: {
    ...endpoints.getBookingPageSettings,
    response: bookingPageSchemas.bookingPageSettings,
    table: ['GetItem'],
    changesState: false,
  },
  updateBookingPageSettings: {
    ...endpoints.updateBookingPageSettings,
    body: bookingPageSchemas.bookingPageSettingsBody,
    response: bookingPageSchemas.bookingPageSettings,
    // PutItem: the settings and the new address's lock; UpdateItem: the old address turned into a redirect.
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'],
    changesState: true,
  },
  getBookingPage: {
    ...endpoints.getBookingPage,
    params: bookingPageSchemas.slugParams,
    response: bookingPageSchemas.bookingPage,
    table: ['GetItem', 'Query'],
    changesState: false,
  },
  getBookingOffers: {
    ...endpoints.getBookingOffers,
    params: bookingPageSchemas.slugParams,
    query: bookingPageSchemas.offersQuery,
    response: bookingPageSchemas.offers,
    table: ['GetItem', 'Query'],
    changesState: false,
  },
  bookOnBookingPage: {
    ...endpoints.bookOnBookingPage,
    params: bookingPageSchemas.slugParams,
    body: bookingPageSchemas.bookOnPageBody,
    response: bookingPageSchemas.guestStay,
    status: 201,
    // The booking's transaction (as createReservation's, with a new guest's creation), the captcha's and counters' writes;
    // BatchGetItem: the type, the email's lock, the key's record and the hostel's counter, read together.
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'],
    changesState: true,
  },
  getGuestStay: {
    ...endpoints.getGuestStay,
    params: bookingPageSchemas.stayTokenParams,
    response: bookingPageSchemas.guestStay,
    table: ['GetItem'],
    changesState: false,
  },
  cancelGuestStay: {
    ...endpoints.cancelGuestStay,
    params: bookingPageSchemas.stayTokenParams,
    response: bookingPageSchemas.guestStay,
    // The desk's cancel: the reservation, its marker moved (Put, Delete), the nights released; the mails queued.
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  confirmGuestStay: {
    ...endpoints.confirmGuestStay,
    params: bookingPageSchemas.stayTokenParams,
    response: bookingPageSchemas.guestStay,
    // The hold ends: the reservation (Update), its markers moved and the hold's entry deleted (Put, Delete), the history and the staff's notice (Put).
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
} as const satisfies Record<string, RouteDefinition>;
