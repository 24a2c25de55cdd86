import { toCents } from '@hostel/shared/domain/money';
import { guests } from '../data/guest-repository';
import { idempotency } from '../data/idempotency-repository';
import { propertyPart } from '../data/property-repository';
import { readTogether } from '../data/read-together';
import { reservations } from '../data/reservation-repository';
import { roomTypes } from '../data/room-type-repository';
import { users } from '../data/user-repository';
import { defineHandler } from '../http/define-handler';
import { foundRoomType } from '../property/property-of';
import { IMPLICIT_KEY_SECONDS, idempotencyKeyOf, implicitKey, once } from '../reservations/idempotent-request';
import { bedName, checkBedsBelong, checkChosenCount } from '../reservations/bed-moves';
import { sourceFields } from '../reservations/booking-source';
import { actorFrom } from '../reservations/history';
import { bookStay, checkGuestsFit } from '../reservations/stays';
import { taxRuleOf } from '../reservations/tourist-tax';
import { reservationView, typeNameOf } from '../reservations/views';

/**
 * Books a stay: the reservation, its units and beds every night (chosen ones kept), in one transaction.
 * Once per Idempotency-Key; without one, once per user and body for a few minutes, so a blind retry never books twice.
 * What it decides on (an earlier answer to the key, the room type, the user, the guest) is read in one round trip.
 */
export const handler = defineHandler('createReservation', async ({ body, session, headers }) => {
  const explicit = idempotencyKeyOf(headers);
  const key = explicit ?? implicitKey(session.userId, body);
  const tenant = session.propertyId;
  const [earlier, roomType, user, guest, property] = await readTogether([
    idempotency.getPart(tenant, 'createReservation', key),
    roomTypes.getPart(tenant, body.room_type_id),
    users.getPart(tenant, session.userId),
    guests.getPart(tenant, body.guest_id),
    propertyPart(tenant),
  ]);
  return once(
    tenant,
    'createReservation',
    key,
    body,
    async (record) => {
      const type = foundRoomType(roomType);
      const actor = actorFrom(session.userId, user);
      checkGuestsFit(type, body.number_of_guest);
      const chosen = body.assigned_beds ?? [];
      checkChosenCount(type, body.number_of_guest, chosen);
      // Only a bed outside the type needs the other types read: to tell "another type's" (409) from "none" (404).
      if (chosen.some((bed) => !bedName(type, bed)))
        checkBedsBelong(await roomTypes.list(session.propertyId), type, chosen, 'word.bookThatType');
      const saved = await bookStay(
        session.propertyId,
        type,
        {
          guestId: body.guest_id,
          roomTypeId: type.id,
          roomTypeName: type.description,
          checkIn: body.check_in,
          checkOut: body.check_out,
          guests: body.number_of_guest,
          totalCents: toCents(body.total_price),
          currency: body.currency,
          ...sourceFields(body.booking_source),
          status: body.reservation_status,
          paymentStatus: body.payment_status,
          specialRequest: body.special_request || undefined,
          taxRule: taxRuleOf(property),
        },
        chosen,
        (reservation) =>
          record(reservationView(reservation, typeNameOf(reservation, type)), { id: reservation.id, version: reservation.updatedAt }),
        { actor, action: 'created' },
        { guest },
      );
      return reservationView(saved, typeNameOf(saved, type));
    },
    {
      fence: true,
      read: { record: earlier },
      // A replay tells the reservation as it is now; an implicit key's only while it is unchanged (replay-rule.ts).
      reread: {
        implicit: !explicit,
        current: async ({ id }) => {
          const now = await reservations.get(tenant, id);
          return now && { version: now.updatedAt, answer: reservationView(now, roomType?.description ?? now.roomTypeName) };
        },
      },
      ...(explicit ? {} : { seconds: IMPLICIT_KEY_SECONDS }),
    },
  );
});
