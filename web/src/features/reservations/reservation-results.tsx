// biome-ignore-all lint/a11y/noRedundantRoles: on a phone the table is restyled as cards (display: block), which drops its implicit roles
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { Link } from 'react-router-dom';
import type { SearchCriteria } from './reservations-search';
import { shortReference, STATUS_LABELS } from './reservation-view';
import { formatPrice } from '../../lib/format-money';

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
  const matching = criteria.search ? ` for "${criteria.search}"` : '';
  return (
    <>
      <p className="res-count" role="status">
        {stale
          ? 'Searching…'
          : reservations.length === 0
            ? 'No reservations found for the selected dates or guest name'
            : `${reservations.length} ${reservations.length === 1 ? 'reservation' : 'reservations'} from ${criteria.from} to ${criteria.until}${matching}`}
      </p>
      {reservations.length > 0 ? (
        <table role="table" className={stale ? 'res-table res-stale' : 'res-table'}>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">
                Reference
              </th>
              <th role="columnheader" scope="col">
                Guest
              </th>
              <th role="columnheader" scope="col">
                Check-in
              </th>
              <th role="columnheader" scope="col">
                Check-out
              </th>
              <th role="columnheader" scope="col">
                Price
              </th>
              <th role="columnheader" scope="col">
                Status
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {reservations.map((reservation) => (
              <tr role="row" key={reservation._id}>
                <td role="cell" data-label="Reference">
                  <Link to={`/app/reservations/${reservation._id}`} state={{ backTo }} className="res-reference">
                    {shortReference(reservation._id)}
                  </Link>
                </td>
                <td role="cell" data-label="Guest">
                  {reservation.guest_info.full_name}
                </td>
                <td role="cell" data-label="Check-in">
                  {reservation.check_in}
                </td>
                <td role="cell" data-label="Check-out">
                  {reservation.check_out}
                </td>
                <td role="cell" data-label="Price" className="res-price">
                  {formatPrice(reservation.total_price, reservation.currency)}
                </td>
                <td role="cell" data-label="Status">
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
