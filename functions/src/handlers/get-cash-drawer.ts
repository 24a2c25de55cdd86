import { shiftView } from '../cash-drawer/shift-views';
import { currencyOfCountry } from '@hostel/shared/domain/country-currency';
import { drawerCurrencies } from '../cash-drawer/shift-decision';
import { cashShifts } from '../data/cash-shift-repository';
import { defineHandler } from '../http/define-handler';
import { propertyOf } from '../property/property-of';

/** How many past shifts the drawer's page lists. */
const LATEST_SHIFTS = 60;

/** The caller's open shift and the latest shifts: everyone's for managers and admins, the caller's own for employees. */
export const handler = defineHandler('getCashDrawer', async ({ session }) => {
  const [property, lock, latest] = await Promise.all([
    propertyOf(session.propertyId),
    cashShifts.openLock(session.propertyId, session.userId),
    cashShifts.latest(session.propertyId, LATEST_SHIFTS),
  ]);
  const open = lock ? await cashShifts.get(session.propertyId, lock.id) : undefined;
  const seesAll = session.role === 'admin' || session.role === 'manager';
  return {
    currencies: drawerCurrencies(property.currency ?? currencyOfCountry(property.countryCode)),
    open: open && !open.closedAt ? shiftView(open) : null,
    shifts: latest.filter((shift) => seesAll || shift.userId === session.userId).map(shiftView),
  };
});
