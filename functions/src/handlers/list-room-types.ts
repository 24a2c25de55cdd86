import { ratePlans } from '../data/rate-plan-repository';
import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { propertyOf, todayAt } from '../property/property-of';
import { roomTypeView } from '../property/views';

export const handler = defineHandler('listRoomTypes', async ({ session }) => {
  const today = todayAt(await propertyOf(session.propertyId));
  const [types, plans] = await Promise.all([roomTypes.list(session.propertyId), ratePlans.endingFrom(session.propertyId, today)]);
  return types.map((type) => roomTypeView(type, plans));
});
