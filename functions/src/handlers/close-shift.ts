import { closeShift } from '../cash-drawer/shifts';
import { shiftView } from '../cash-drawer/shift-views';
import { defineHandler } from '../http/define-handler';

/** Closes the caller's open shift with what the drawer holds: the expected amounts and differences are recorded with it. */
export const handler = defineHandler('closeShift', async ({ body, session }) =>
  shiftView(await closeShift(session.propertyId, session.userId, body.counts)),
);
