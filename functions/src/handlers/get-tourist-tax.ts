import { defineHandler } from '../http/define-handler';
import { propertyOf } from '../property/property-of';
import { touristTaxView } from '../property/tourist-tax-views';

/** The property's tourist tax setting (every role: the desk sees what new stays are charged). */
export const handler = defineHandler('getTouristTax', async ({ session }) => touristTaxView(await propertyOf(session.propertyId)));
