import { ratePlans } from '../data/rate-plan-repository';
import { defineHandler } from '../http/define-handler';
import { propertyOf, roomTypeOf, todayAt } from '../property/property-of';
import { renameUnits } from '../property/unit-names';
import { roomTypeView } from '../property/views';

export const handler = defineHandler('renameUnits', async ({ body, params, session }) => {
  const current = await roomTypeOf(session.propertyId, params.id);
  const renamed = await renameUnits(session.propertyId, current, body);
  const plans = await ratePlans.endingFrom(session.propertyId, todayAt(await propertyOf(session.propertyId)));
  return roomTypeView(renamed, plans);
});
