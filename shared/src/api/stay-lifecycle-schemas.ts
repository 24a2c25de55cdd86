import { message, said } from '../i18n/message';
import * as z from 'zod/mini';
import { multiLineChecks } from './fields';

// The stay's lifecycle beyond the spec (not in spec §7; every signed-in role): check-in and check-out
// as stored actions, undoing a cancel or no-show, internal notes, and the history of every change.

/** Staff-only notes on a reservation: long, apart from the spec's 50-character special request. */
export const MAX_INTERNAL_NOTES = 2000;

/** PUT /reservations/notes/{id}: the whole note; empty clears it. */
export const internalNotesBody = /* @__PURE__ */ (() =>
  z.strictObject({
    internal_notes: z
      .string({
        error: (issue) =>
          issue.input === undefined ? said('validation.internalNotesRequiredEmpty') : said('validation.internalNotesText'),
      })
      .check(
        z.trim(),
        z.maxLength(MAX_INTERNAL_NOTES, said('validation.internalNotesMostMax', { max: MAX_INTERNAL_NOTES })),
        // Line breaks and tabs are fine in a note; other control characters and direction overrides are not.
        ...multiLineChecks('label.internalNotes'),
      ),
  }))();
export type InternalNotesBody = z.infer<typeof internalNotesBody>;

/** The desk's message to the guest: plain text, a few paragraphs at most. */
export const MAX_GUEST_MESSAGE = 2000;

/** POST /reservations/write-to-guest/{id}: the staff's text, mailed to the guest in their language. */
export const guestMessageBody = /* @__PURE__ */ (() =>
  z.strictObject({
    message: z
      .string({
        error: (issue) =>
          issue.input === undefined
            ? said('field.labelRequired', { label: message('label.message') })
            : said('field.labelText', { label: message('label.message') }),
      })
      .check(
        z.trim(),
        z.minLength(1, said('field.labelRequired', { label: message('label.message') })),
        z.maxLength(MAX_GUEST_MESSAGE, said('field.labelMostMaxCharacters', { label: message('label.message'), max: MAX_GUEST_MESSAGE })),
        ...multiLineChecks('label.message'),
      ),
  }))();
export type GuestMessageBody = z.infer<typeof guestMessageBody>;

/** The message is queued (the outbox sends it a moment later) to this address. */
export const guestMessageSent = /* @__PURE__ */ (() => z.object({ email_queued: z.boolean(), sent_to: z.string() }))();
export type GuestMessageSent = z.infer<typeof guestMessageSent>;

/**
 * PUT /reservations/check-out/{id}: no body, or `late: true`. Past the booked check-out day, no body records
 * the check-out on that day (a check-out the desk forgot to press); `late` extends the stay to today instead.
 */
export const checkOutBody = /* @__PURE__ */ (() =>
  z.optional(
    z.strictObject({
      late: z.optional(z.boolean(said('validation.lateBoolean'))),
      /** An early or late check-out reprices the nights kept from the rates unless this keeps the total as it is. */
      keep_price: z.optional(z.boolean(said('validation.keepPriceBoolean'))),
    }),
  ))();
export type CheckOutBody = z.infer<typeof checkOutBody>;

/** Who did a front-desk action and when; null until it is done. */
export const deskStamp = /* @__PURE__ */ (() => z.nullable(z.object({ at: z.string(), by_name: z.string() })))();

export const HISTORY_ACTIONS = [
  'created',
  'edited',
  'status',
  'payment_status',
  'payment',
  'dates',
  'beds',
  // Not in the spec: the stay moved to another room type.
  'room_type',
  'checked_in',
  'checked_out',
  'reinstated',
  'notes',
  'charge',
  // Not in the spec: a charge taken off the folio.
  'charge_voided',
  'tax_exempt',
  // Not in the spec: a booking held for its guest's confirmation, confirmed by the guest, or released unconfirmed.
  'hold_confirmed',
  'hold_expired',
  // Not in the spec: the OTA's commission on a channel booking's stay changed (its payment alone is a `payment`).
  'ota_commission',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

const historyValue = /* @__PURE__ */ (() => z.union([z.string(), z.number(), z.array(z.string()), z.null()]))();

export const historyEntry = /* @__PURE__ */ (() =>
  z.object({
    /** ISO instant of the change (the reservation's updated_At after it). */
    at: z.string(),
    by: z.object({ _id: z.string(), name: z.string() }),
    action: z.enum(HISTORY_ACTIONS),
    /** Fields as the reservation answer names them, with their values before and after (null: none). */
    changes: z.array(z.object({ field: z.string(), before: historyValue, after: historyValue })),
  }))();
export type HistoryEntry = z.infer<typeof historyEntry>;

/** GET /reservations/history/{id}: newest first. */
export const reservationHistoryAnswer = /* @__PURE__ */ (() => z.object({ entries: z.array(historyEntry) }))();
export type ReservationHistoryAnswer = z.infer<typeof reservationHistoryAnswer>;
