import type { RatesAndAvailability } from '@hostel/shared/api/rate-schemas';
import { Trans, useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format-money';
import { datesFrom } from '@hostel/shared/domain/dates';
import { formatDayInFull, formatRange, weekdayOf } from '../../lib/format-date';
import { occupancyPercent } from './rates-view';
import { kindLabel } from '../../lib/unit-names';
import { restrictionsOfNight } from '../../lib/desk-restrictions';
import { isRestricted, nightRestrictions } from '@hostel/shared/domain/stay-restrictions';

type Night = RatesAndAvailability['room_types'][number]['nights'][number];

/**
 * A night's restrictions as short marks ("min 3", "no arr."), each with its full words as a tooltip and for
 * screen readers; the legend under the table says what the marks mean.
 */
function RestrictionMarks({ night }: { night: Night }) {
  const { t } = useTranslation();
  const rules = nightRestrictions(restrictionsOfNight(night));
  const marks: { key: string; short: string; full: string }[] = [];
  if (rules.minStay > 1)
    marks.push({
      key: 'min',
      short: t('rates.markMinStay', { count: rules.minStay }),
      full: t('rates.fullMinStay', { count: rules.minStay }),
    });
  if (rules.closedToArrival) marks.push({ key: 'cta', short: t('rates.markClosedToArrival'), full: t('rates.fullClosedToArrival') });
  if (rules.closedToDeparture) marks.push({ key: 'ctd', short: t('rates.markClosedToDeparture'), full: t('rates.fullClosedToDeparture') });
  if (rules.stopSell) marks.push({ key: 'stop', short: t('rates.markStopSell'), full: t('rates.fullStopSell') });
  if (marks.length === 0) return <span className="visually-hidden">{t('rates.noRestrictions')}</span>;
  return (
    <>
      {marks.map((mark) => (
        <span key={mark.key} className="rates-mark" title={mark.full}>
          <span aria-hidden="true">{mark.short}</span>
          <span className="visually-hidden">{mark.full}</span>
        </span>
      ))}
    </>
  );
}

/**
 * The week as a table: a group of rows per room type (Occupancy, Availability, Bookings, Rates, Status)
 * against the seven nights. On a phone it scrolls sideways inside its own region, the row names held in place.
 */
export function RatesGrid({ data }: { data: RatesAndAvailability }) {
  const { t } = useTranslation();
  const dates = datesFrom(data.from, data.to);
  const captionId = 'rates-caption';
  const restricted = data.room_types.some((type) =>
    type.nights.some((night) => isRestricted(nightRestrictions(restrictionsOfNight(night)))),
  );
  return (
    <>
      <p className="rates-scroll-hint">{t('rates.scrollHint')}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus so the keyboard can scroll it */}
      <div className="rates-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="rates-table">
          <caption id={captionId} className="visually-hidden">
            {t('rates.caption', { range: formatRange(data.from, data.to) })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="rates-sticky rates-corner">
                {t('rates.roomType')}
              </th>
              {dates.map((date) => (
                <th
                  key={date}
                  scope="col"
                  className={date === data.today ? 'rates-day rates-today' : 'rates-day'}
                  abbr={formatDayInFull(date)}
                >
                  <span className="rates-weekday">{weekdayOf(date)}</span>
                  <span className="rates-date">
                    {date.slice(8)}/{date.slice(5, 7)}
                  </span>
                  {date === data.today ? <span className="rates-today-label">{t('rates.today')}</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          {data.room_types.map((type) => (
            <tbody key={type._id}>
              <tr className="rates-type-row">
                <th scope="rowgroup" colSpan={dates.length + 1}>
                  <span className="rates-type-name">
                    {type.description}{' '}
                    <span className="muted">
                      {t('rates.typeDetails', {
                        kind: kindLabel(type.type),
                        units: t(type.type === 'dorm' ? 'rates.beds' : 'rates.rooms', { count: type.capacity }),
                        currency: type.currency,
                      })}
                    </span>
                  </span>
                </th>
              </tr>
              <tr>
                <th scope="row" className="rates-sticky">
                  {t('rates.occupancy')}
                </th>
                {type.nights.map((night) => (
                  <td key={night.date}>{occupancyPercent(night.sold, night.capacity)}%</td>
                ))}
              </tr>
              <tr>
                <th scope="row" className="rates-sticky">
                  {t('rates.availability')}
                </th>
                {type.nights.map((night) => (
                  <td key={night.date}>{night.availability}</td>
                ))}
              </tr>
              <tr>
                <th scope="row" className="rates-sticky">
                  {t('rates.bookings')}
                </th>
                {type.nights.map((night) => (
                  <td key={night.date}>{night.sold}</td>
                ))}
              </tr>
              <tr>
                <th scope="row" className="rates-sticky">
                  {t('rates.rates')}
                </th>
                {type.nights.map((night) => (
                  <td key={night.date} className={night.custom_rate ? 'rates-custom' : undefined}>
                    {formatPrice(night.rate, type.currency)}
                    {night.custom_rate ? <span className="visually-hidden"> {t('rates.customRate')}</span> : null}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row" className="rates-sticky">
                  {t('rates.status')}
                </th>
                {type.nights.map((night) => (
                  <td key={night.date} className={night.status === 'Open' ? 'rates-open' : 'rates-closed'}>
                    {t(night.status === 'Open' ? 'rates.open' : 'rates.close')}
                  </td>
                ))}
              </tr>
              {type.nights.some((night) => isRestricted(nightRestrictions(restrictionsOfNight(night)))) ? (
                <tr>
                  <th scope="row" className="rates-sticky">
                    {t('rates.restrictions')}
                  </th>
                  {type.nights.map((night) => (
                    <td key={night.date} className="rates-restrictions">
                      <RestrictionMarks night={night} />
                    </td>
                  ))}
                </tr>
              ) : null}
            </tbody>
          ))}
        </table>
      </div>
      <p className="section-note rates-legend">
        <Trans i18nKey="rates.legend" components={{ bold: <span className="rates-custom" /> }} />
      </p>
      {restricted ? <p className="section-note rates-legend">{t('rates.restrictionsLegend')}</p> : null}
    </>
  );
}
