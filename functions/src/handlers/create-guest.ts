import { randomUUID } from 'node:crypto';
import { guests, type GuestRecord } from '../data/guest-repository';
import { defineHandler } from '../http/define-handler';
import { idempotencyKeyOf, once } from '../reservations/idempotent-request';
import { guestDetails } from '../reservations/guest-changes';
import { guestView } from '../reservations/views';

/** A new guest of the property; its email must be new to the property. Once per Idempotency-Key. */
export const handler = defineHandler('createGuest', async ({ body, session, headers }) =>
  once(session.propertyId, 'createGuest', idempotencyKeyOf(headers), body, async (record) => {
    const now = new Date().toISOString();
    const guest: GuestRecord = {
      id: randomUUID(),
      ...guestDetails(body),
      version: 1,
      bookings: 0,
      reservationIds: [],
      createdAt: now,
      updatedAt: now,
    };
    const view = guestView(guest);
    await guests.create(session.propertyId, guest, record(view));
    return view;
  }),
);
