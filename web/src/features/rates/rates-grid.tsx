import type { RatesAndAvailability } from '@hostel/shared/api/rate-schemas';
import { formatPrice } from '../../lib/format-money';
import { datesFrom } from '@hostel/shared/domain/dates';
import { formatDayInFull, formatRange, weekdayOf } from '../../lib/format-date';
import { occupancyPercent } from './rates-view';

const KIND = { dorm: 'Dorm', private: 'Private' } as const;

/**
 * The week as a table: a group of rows per room type (Occupancy, Availability, Bookings, Rates, Status)
 * against the seven nights. On a phone it scrolls sideways inside its own region, the row names held in place.
 */
export function RatesGrid({ data }: { data: RatesAndAvailability }) {
  const dates = datesFrom(data.from, data.to);
  const captionId = 'rates-caption';
  return (
    <>
      <p className="rates-scroll-hint">Scroll the table sideways to see all seven nights.</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus so the keyboard can scroll it */}
      <div className="rates-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="rates-table">
          <caption id={captionId} className="visually-hidden">
            Rates and availability, {formatRange(data.from, data.to)}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="rates-sticky rates-corner">
                Room type
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
                  {date === data.today ? <span className="rates-today-label">Today</span> : null}
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
                      · {KIND[type.type]} · {type.capacity} {type.type === 'dorm' ? 'beds' : type.capacity === 1 ? 'room' : 'rooms'} · rates
                      in {type.currency}
                    </span>
                  </span>
                </th>
              </tr>
              <tr>
                <th scope="row" className="rates-sticky">
                  Occupancy
                </th>
                {type.nights.map((night) => (
                  <td key={night.date}>{occupancyPercent(night.sold, night.capacity)}%</td>
                ))}
              </tr>
              <tr>
                <th scope="row" className="rates-sticky">
                  Availability
                </th>
                {type.nights.map((night) => (
                  <td key={night.date}>{night.availability}</td>
                ))}
              </tr>
              <tr>
                <th scope="row" className="rates-sticky">
                  Bookings
                </th>
                {type.nights.map((night) => (
                  <td key={night.date}>{night.sold}</td>
                ))}
              </tr>
              <tr>
                <th scope="row" className="rates-sticky">
                  Rates
                </th>
                {type.nights.map((night) => (
                  <td key={night.date} className={night.custom_rate ? 'rates-custom' : undefined}>
                    {formatPrice(night.rate, type.currency)}
                    {night.custom_rate ? <span className="visually-hidden"> (custom rate)</span> : null}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row" className="rates-sticky">
                  Status
                </th>
                {type.nights.map((night) => (
                  <td key={night.date} className={night.status === 'Open' ? 'rates-open' : 'rates-closed'}>
                    {night.status}
                  </td>
                ))}
              </tr>
            </tbody>
          ))}
        </table>
      </div>
      <p className="section-note rates-legend">
        Rates in <span className="rates-custom">bold</span> come from a custom range set with Bulk Edit. A night is Close when nothing is
        left for sale.
      </p>
    </>
  );
}
