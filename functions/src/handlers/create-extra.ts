import { randomUUID } from 'node:crypto';
import { toCents } from '@hostel/shared/domain/money';
import { extras } from '../data/extra-repository';
import { defineHandler } from '../http/define-handler';
import { extraView } from '../property/extra-views';

/** Adds an extra to the catalog. */
export const handler = defineHandler('createExtra', async ({ body, session }) => {
  const now = new Date().toISOString();
  const record = {
    id: randomUUID(),
    name: body.name,
    priceCents: toCents(body.price),
    charged: body.charged,
    active: body.active,
    createdAt: now,
    updatedAt: now,
  };
  return extraView(await extras.create(session.propertyId, record));
});
