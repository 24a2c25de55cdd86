import { randomUUID } from 'node:crypto';
import { rateAboveMaximum } from '@hostel/shared/api/room-type-schemas';
import { maxNightlyRate } from '@hostel/shared/domain/currency-limits';
import { toCents } from '@hostel/shared/domain/money';
import { storedRestrictions } from '@hostel/shared/domain/stay-restrictions';
import { applyRateRange } from '../data/rate-ranges';
import { ValidationFailed } from '../http/errors';
import { defineHandler } from '../http/define-handler';
import { propertyOf, roomTypeOf, todayAt } from '../property/property-of';
import { ratePlanView, roomTypeCapacity } from '../property/views';
import { message } from '@hostel/shared/i18n/message';

/** Sets the rate (and, when given, the units for sale), and the restrictions, of every night from start to end, both included. */
export const handler = defineHandler('createRateRange', async ({ body, params, session }) => {
  const type = await roomTypeOf(session.propertyId, params.roomTypeId);
  // The bound is the room type's currency's, known only once the type is read.
  const max = maxNightlyRate(type.currency);
  if (body.custom_rate > max)
    throw new ValidationFailed([{ msg: rateAboveMaximum('label.rate', max, type.currency), path: 'custom_rate' }]);
  if (body.start_date < todayAt(await propertyOf(session.propertyId))) {
    throw new ValidationFailed([{ msg: message('stay.startDateCannotPast'), path: 'start_date' }]);
  }
  const capacity = roomTypeCapacity(type);
  const override = body.custom_availability ?? undefined;
  const plan = await applyRateRange(
    session.propertyId,
    { id: type.id, capacity },
    {
      id: randomUUID(),
      roomTypeId: type.id,
      startDate: body.start_date,
      endDate: body.end_date,
      rateCents: toCents(body.custom_rate),
      // Without an override the record says the capacity, which clients read as "no override" (spec §4);
      // the nights are left as they are, so units already sold are never put back on sale.
      availability: override ?? capacity,
      createdAt: new Date().toISOString(),
      // Only those that restrict are kept: a range without any reads back as the spec's.
      ...storedRestrictions({
        minStay: body.min_stay ?? undefined,
        closedToArrival: body.closed_to_arrival ?? undefined,
        closedToDeparture: body.closed_to_departure ?? undefined,
        stopSell: body.stop_sell ?? undefined,
      }),
    },
    override,
  );
  return ratePlanView(plan, capacity);
});
