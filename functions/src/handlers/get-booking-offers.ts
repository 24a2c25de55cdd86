import { daysBetween } from '@hostel/shared/domain/dates';
import { nightInventory } from '../data/night-inventory-repository';
import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { checkStayRules, offersFor, openPage, soldTypes } from '../reservations/booking-page-offers';
import { taxRuleOf } from '../reservations/tourist-tax';

/** The room types free for the whole stay with its price: one Query of the stay's nights, whatever the history. */
export const handler = defineHandler('getBookingOffers', async ({ params, query }) => {
  const page = await openPage(params.slug);
  const { check_in: checkIn, check_out: checkOut, guests } = query;
  checkStayRules(page, checkIn, checkOut);
  const [types, nights] = await Promise.all([
    roomTypes.list(page.tenant),
    // The departure day too: its closed-to-departure is the stay's (stay-restrictions.ts).
    nightInventory.window(page.tenant, checkIn, checkOut),
  ]);
  return {
    check_in: checkIn,
    check_out: checkOut,
    nights: daysBetween(checkIn, checkOut),
    guests,
    offers: offersFor(soldTypes(page.settings, types), nights, checkIn, checkOut, guests, taxRuleOf(page.property)),
  };
});
