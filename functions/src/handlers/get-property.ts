import { defineHandler } from '../http/define-handler';
import { propertyOf } from '../property/property-of';
import { propertyView } from '../property/views';

export const handler = defineHandler('getProperty', async ({ session }) => propertyView(await propertyOf(session.propertyId)));
