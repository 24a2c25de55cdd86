import * as z from 'zod/mini';

// Bookings in from the channel manager: "Sync now" answers what its pull did; the webhook only starts one.

/** What one pull of the channel manager's booking revisions did. */
export const channelPull = /* @__PURE__ */ (() =>
  z.object({
    /** Another pull of this property was running: this one did nothing. */
    sync_running: z.boolean(),
    /** Revisions applied (booked, moved, canceled). */
    applied: z.number(),
    /** Revisions stored as conflicts (shown on Home and mailed once). */
    conflicts: z.number(),
    /** Changes to stays checked in, checked out or canceled at the desk: left to the desk. */
    left_to_desk: z.number(),
    acknowledged: z.number(),
    /** Revisions are left for the next pull (this one ran out of time). */
    more: z.boolean(),
    /** The channel manager refused or did not answer: 'unauthorized', 'rateLimited', 'rejected' or 'unavailable'. */
    error: z.optional(z.string()),
  }))();
export type ChannelPullView = z.infer<typeof channelPull>;

export const webhookParams = /* @__PURE__ */ (() => z.strictObject({ token: z.string().check(z.maxLength(600)) }))();

/** The webhook's answer: received (whatever the token; a wrong one pulls nothing). */
export const webhookAnswer = /* @__PURE__ */ (() => z.object({ received: z.boolean() }))();
