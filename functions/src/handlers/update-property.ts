import { properties } from '../data/property-repository';
import { defineHandler } from '../http/define-handler';
import { propertyView } from '../property/views';

/** Optional details left out are cleared, as the spec's form sends only what is filled in. */
export const handler = defineHandler('updateProperty', async ({ body, session }) => {
  const updated = await properties.update(session.propertyId, {
    name: body.propertyName,
    timeZone: body.timeZone,
    currency: body.currency,
    street: body.street,
    city: body.city,
    postalCode: body.postalCode,
    countryCode: body.countryCode,
    email: body.email,
    phoneNumber: body.phoneNumber,
  });
  return propertyView(updated);
});
