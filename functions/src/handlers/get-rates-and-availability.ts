import { nightInventory } from '../data/night-inventory-repository';
import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { propertyOf, todayAt } from '../property/property-of';
import { ratesView } from '../property/views';

/** Per room type and night of the window: one Query over the window's nights, never a day at a time. */
export const handler = defineHandler('getRatesAndAvailability', async ({ params, session }) => {
  const { from, to } = params.dates;
  const [property, types, nights] = await Promise.all([
    propertyOf(session.propertyId),
    roomTypes.list(session.propertyId),
    nightInventory.window(session.propertyId, from, to),
  ]);
  return ratesView({ from, to }, todayAt(property), types, nights);
});
