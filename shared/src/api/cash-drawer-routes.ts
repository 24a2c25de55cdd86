import * as schemas from './cash-drawer-schemas';
import { endpoints } from './endpoints';
import type { RouteDefinition } from './route-definition';

// The cash drawer's shifts (docs/architecture/reservations.md "The cash drawer").

export const cashDrawerRoutes = {
  getCashDrawer: {
    ...endpoints.getCashDrawer,
    response: schemas.cashDrawer,
    table: ['GetItem', 'Query'],
    changesState: false,
  },
  openShift: {
    ...endpoints.openShift,
    body: schemas.openShiftBody,
    response: schemas.shift,
    status: 201,
    // GetItem: the property (its currency) and the user's name.
    table: ['GetItem', 'PutItem'],
    changesState: true,
  },
  closeShift: {
    ...endpoints.closeShift,
    body: schemas.closeShiftBody,
    response: schemas.shift,
    table: ['GetItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
} as const satisfies Record<string, RouteDefinition>;
