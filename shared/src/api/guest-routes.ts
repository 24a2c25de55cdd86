import { endpoints } from './endpoints';
import * as schemas from './account-schemas';
import * as guestSchemas from './guest-schemas';
import type { RouteDefinition } from './route-definition';

// Guests: found, read, created, changed and erased.

export const guestRoutes = {
  findGuestByEmail: {
    ...endpoints.findGuestByEmail,
    query: guestSchemas.findGuestQuery,
    response: guestSchemas.guestOrNull,
    table: ['GetItem'],
    changesState: false,
  },
  getGuest: {
    ...endpoints.getGuest,
    params: guestSchemas.guestIdParams,
    response: guestSchemas.guestInMsg,
    table: ['GetItem'],
    changesState: false,
  },
  searchGuests: {
    ...endpoints.searchGuests,
    query: guestSchemas.searchGuestsQuery,
    response: guestSchemas.guestList,
    table: ['GetItem', 'Query', 'BatchGetItem'],
    changesState: false,
  },
  getGuestStays: {
    ...endpoints.getGuestStays,
    params: guestSchemas.guestIdParams,
    response: guestSchemas.guestStays,
    table: ['GetItem', 'Query', 'BatchGetItem'],
    changesState: false,
  },
  createGuest: {
    ...endpoints.createGuest,
    body: guestSchemas.guestBody,
    response: guestSchemas.guest,
    status: 201,
    table: ['GetItem', 'PutItem'],
    changesState: true,
  },
  updateGuest: {
    ...endpoints.updateGuest,
    params: guestSchemas.guestIdParams,
    body: guestSchemas.guestBody,
    response: guestSchemas.guest,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  eraseGuest: {
    ...endpoints.eraseGuest,
    params: guestSchemas.guestIdParams,
    response: schemas.message,
    table: ['GetItem', 'Query', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
} as const satisfies Record<string, RouteDefinition>;
