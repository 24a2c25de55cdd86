import { randomUUID } from 'node:crypto';
import { toCents } from '@hostel/shared/domain/money';
import { roomsOf } from '@hostel/shared/domain/room-units';
import { roomTypes, type RoomTypeRecord } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { roomTypeView } from '../property/views';

/** Creates the type with its rooms and beds; the plan's bed limit and the unique name hold in the same write. */
export const handler = defineHandler('createRoomType', async ({ body, session }) => {
  const id = randomUUID();
  const now = new Date().toISOString();
  const record: RoomTypeRecord = {
    id,
    propertyId: session.propertyId,
    description: body.description,
    kind: body.type,
    gender: body.gender,
    maxOccupancy: body.max_occupancy,
    inventory: body.inventory,
    baseRateCents: toCents(body.base_rate),
    currency: body.currency,
    rooms: roomsOf({ id, kind: body.type, maxOccupancy: body.max_occupancy, inventory: body.inventory }),
    createdAt: now,
    updatedAt: now,
  };
  await roomTypes.create(session.propertyId, record);
  return roomTypeView(record, []);
});
