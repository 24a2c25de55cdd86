import type { RatesAndAvailability } from '@hostel/shared/api/rate-schemas';
import { Trans, useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format-money';
import { datesFrom } from '@hostel/shared/domain/dates';
import { formatDayInFull, formatRange, weekdayOf } from '../../lib/format-date';
import { occupancyPercent } from './rates-view';
import { kindLabel } from '../../lib/unit-names';

/**
 * The week as a table: a group of rows per room type (Occupancy, Availability, Bookings, Rates, Status)
 * against the seven nights. On a phone it scrolls sideways inside its own region, the row names held in place.
 */
export function RatesGrid({ data }: { data: RatesAndAvailability }) {
  const { t } = useTranslation();
  const dates = datesFrom(data.from, data.to);
  const captionId = 'rates-caption';
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
            </tbody>
          ))}
        </table>
      </div>
      <p className="section-note rates-legend">
        <Trans i18nKey="rates.legend" components={{ bold: <span className="rates-custom" /> }} />
      </p>
    </>
  );
}
