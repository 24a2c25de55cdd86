import { toCents } from '@hostel/shared/domain/money';
import { properties } from '../data/property-repository';
import { defineHandler } from '../http/define-handler';
import { touristTaxView } from '../property/tourist-tax-views';

/** Sets the tourist tax new stays are booked under; stays already booked keep the rate they were booked with. */
export const handler = defineHandler('updateTouristTax', async ({ body, session }) => {
  const setting = { enabled: body.enabled, amountCents: toCents(body.amount), appliesTo: body.applies_to };
  return touristTaxView(await properties.setTouristTax(session.propertyId, setting));
});
