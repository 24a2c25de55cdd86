import { propertyView } from '../property/views';
import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { propertyOf } from '../property/property-of';
import { periodFigures, yearBefore } from '../reports/report-figures';
import { moneyFigures } from '../reports/money-figures';
import { type PeriodReads, readPeriod } from '../reports/report-reads';

/** The owner's report of a range of nights and the same nights a year before; employees get it without money. */
export const handler = defineHandler('getReports', async ({ query, session }) => {
  const includeMoney = session.role !== 'employee';
  const before = { from: yearBefore(query.from), to: yearBefore(query.to) };
  const [property, types, current, previous] = await Promise.all([
    propertyOf(session.propertyId),
    roomTypes.list(session.propertyId),
    readPeriod(session.propertyId, query.from, query.to, includeMoney),
    readPeriod(session.propertyId, before.from, before.to, includeMoney),
  ]);
  const currency = propertyView(property).currency;
  const period = (range: { from: string; to: string }, reads: PeriodReads) => ({
    ...periodFigures({ ...range, ...reads, currency, types, includeMoney }),
    ...(includeMoney ? { money: moneyFigures({ ...range, ...reads, currency, timeZone: property.timeZone }) } : {}),
  });
  return { currency, includes_money: includeMoney, current: period(query, current), year_before: period(before, previous) };
});
