import { currencyOfCountry } from '@hostel/shared/domain/country-currency';
import { drawerCurrencies } from '../cash-drawer/shift-decision';
import { openShift } from '../cash-drawer/shifts';
import { shiftView } from '../cash-drawer/shift-views';
import { defineHandler } from '../http/define-handler';
import { propertyOf } from '../property/property-of';
import { actorOf } from '../reservations/history';

/** Opens the caller's shift with the float counted in each of the drawer's currencies. */
export const handler = defineHandler('openShift', async ({ body, session }) => {
  const [property, actor] = await Promise.all([propertyOf(session.propertyId), actorOf(session)]);
  const currencies = drawerCurrencies(property.currency ?? currencyOfCountry(property.countryCode));
  const shift = await openShift(session.propertyId, { id: session.userId, name: actor.name }, currencies, body.counts);
  return shiftView(shift);
});
