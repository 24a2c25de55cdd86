import { propertyView } from '../property/views';
import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { propertyOf } from '../property/property-of';
import { periodFigures, yearBefore } from '../reports/report-figures';
import { readPeriod } from '../reports/report-reads';

/** The owner's report of a range of nights and the same nights a year before; employees get it without money. */
export const handler = defineHandler('getReports', async ({ query, session }) => {
  const includeMoney = session.role !== 'employee';
  const before = { from: yearBefore(query.from), to: yearBefore(query.to) };
  const [property, types, current, previous] = await Promise.all([
    propertyOf(session.propertyId),
    roomTypes.list(session.propertyId),
    readPeriod(session.propertyId, query.from, query.to),
    readPeriod(session.propertyId, before.from, before.to),
  ]);
  const currency = propertyView(property).currency;
  return {
    currency,
    includes_money: includeMoney,
    current: periodFigures({ ...query, ...current, currency, types, includeMoney }),
    year_before: periodFigures({ ...before, ...previous, currency, types, includeMoney }),
  };
});
