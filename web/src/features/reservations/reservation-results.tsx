// biome-ignore-all lint/a11y/noRedundantRoles: on a phone the table is restyled as cards (display: block), which drops its implicit roles
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SearchCriteria } from './reservations-search';
import { shortReference, STATUS_LABELS } from './reservation-view';
import { formatDay } from '../../lib/format-date';
import { formatPrice } from '../../lib/format-money';
import { guestNameShown } from '../../lib/guest-name';

interface ReservationResultsProps {
  reservations: readonly Reservation[];
  /** The rows are the previous search's while the new one loads. */
  stale: boolean;
  criteria: SearchCriteria;
  /** Where the detail page's Back returns: this very search. */
  backTo: string;
}

/**
 * The results (spec §2): short reference linking to the reservation, guest, check-in, check-out and
 * price. A table on desks; on phones each row becomes a card (explicit roles keep it a table for
 * screen readers whatever the layout).
 */
export function ReservationResults({ reservations, stale, criteria, backTo }: ReservationResultsProps) {
  const { t } = useTranslation();
  const found = { count: reservations.length, from: formatDay(criteria.from), until: formatDay(criteria.until), search: criteria.search };
  return (
    <>
      <p className="res-count" role="status">
        {stale
          ? t('reservations.stale')
          : reservations.length === 0
            ? t('reservations.none')
            : criteria.search
              ? t('reservations.foundFor', found)
              : t('reservations.found', found)}
      </p>
      {reservations.length > 0 ? (
        <table role="table" className={stale ? 'res-table res-stale' : 'res-table'}>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">
                {t('reservations.columns.reference')}
              </th>
              <th role="columnheader" scope="col">
                {t('reservations.columns.guest')}
              </th>
              <th role="columnheader" scope="col">
                {t('reservations.columns.checkIn')}
              </th>
              <th role="columnheader" scope="col">
                {t('reservations.columns.checkOut')}
              </th>
              <th role="columnheader" scope="col">
                {t('reservations.columns.price')}
              </th>
              <th role="columnheader" scope="col">
                {t('reservations.columns.status')}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {reservations.map((reservation) => (
              <tr role="row" key={reservation._id}>
                <td role="cell" data-label={t('reservations.columns.reference')}>
                  <Link to={`/app/reservations/${reservation._id}`} state={{ backTo }} className="res-reference">
                    {shortReference(reservation._id)}
                  </Link>
                </td>
                <td role="cell" data-label={t('reservations.columns.guest')}>
                  {guestNameShown(reservation.guest_info.full_name)}
                </td>
                <td role="cell" data-label={t('reservations.columns.checkIn')}>
                  {formatDay(reservation.check_in)}
                </td>
                <td role="cell" data-label={t('reservations.columns.checkOut')}>
                  {formatDay(reservation.check_out)}
                </td>
                <td role="cell" data-label={t('reservations.columns.price')} className="res-price">
                  {formatPrice(reservation.total_price, reservation.currency)}
                </td>
                <td role="cell" data-label={t('reservations.columns.status')}>
                  <span className={`badge res-status-${reservation.reservation_status}`}>
                    {STATUS_LABELS[reservation.reservation_status]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
