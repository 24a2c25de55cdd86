import { toCents } from '@hostel/shared/domain/money';
import { extras } from '../data/extra-repository';
import { defineHandler } from '../http/define-handler';
import { extraView } from '../property/extra-views';

/** Changes an extra (or stops selling it: active false); charges already on stays keep their name and price. */
export const handler = defineHandler('updateExtra', async ({ body, params, session }) => {
  const details = { name: body.name, priceCents: toCents(body.price), charged: body.charged, active: body.active };
  return extraView(await extras.update(session.propertyId, params.id, details, new Date().toISOString()));
});
