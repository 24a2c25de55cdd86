import { toCents } from '@hostel/shared/domain/money';
import { ratePlans } from '../data/rate-plan-repository';
import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { propertyOf, roomTypeOf, todayAt } from '../property/property-of';
import { roomTypeView } from '../property/views';

export const handler = defineHandler('updateRoomType', async ({ body, params, session }) => {
  const current = await roomTypeOf(session.propertyId, params.id);
  const updated = await roomTypes.update(session.propertyId, current, {
    description: body.description,
    baseRateCents: toCents(body.base_rate),
    gender: body.gender ?? current.gender,
    currency: body.currency,
  });
  const plans = await ratePlans.endingFrom(session.propertyId, todayAt(await propertyOf(session.propertyId)));
  return roomTypeView(updated, plans);
});
