import * as z from 'zod/mini';
import { entityId } from './id-field';
import { reservation } from './reservation-schemas';

// PUT /reservations/swap-beds/{id}: two live stays of one room type exchange their beds, in one
// transaction (the calendar's "Swap beds with …"). Each stay takes the other's beds for all its own
// nights, so both must hold as many beds, share at least one night, and each must find the other's
// beds free on its nights the other does not cover (decisions.md). The server checks all of it.

export const swapBedsBody = /* @__PURE__ */ (() => z.strictObject({ with_reservation_id: entityId('label.reservationIdSwap') }))();
export type SwapBedsBody = z.infer<typeof swapBedsBody>;

/** Both reservations as they are after the swap: the one in the address first. */
export const bedsSwapped = /* @__PURE__ */ (() => z.object({ reservations: z.tuple([reservation, reservation]) }))();
export type BedsSwapped = z.infer<typeof bedsSwapped>;
