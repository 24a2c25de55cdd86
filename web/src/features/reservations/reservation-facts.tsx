import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useRoomTypes } from '../../api/list-room-types';
import { bedNames } from './bed-names';
import { PAYMENT_LABELS, sourceLabel, STATUS_LABELS } from './reservation-view';
import { formatPrice } from '../../lib/format-money';

/** The reservation view (spec §2): who, when, what and how it is paid. */
export function ReservationFacts({ reservation }: { reservation: Reservation }) {
  const beds = reservation.assigned_beds.length;
  const roomTypes = useRoomTypes();
  // Named as on the calendar once the room types are read (a deleted type's beds stay counted).
  const names = bedNames(
    roomTypes.data?.find((type) => type._id === reservation.room_type_id),
    reservation.assigned_beds,
  );
  return (
    <dl className="res-facts">
      <dt>Guest</dt>
      <dd>{reservation.guest_info.full_name}</dd>
      <dt>Arrival</dt>
      <dd>{reservation.check_in}</dd>
      <dt>Departure</dt>
      <dd>{reservation.check_out}</dd>
      <dt>Room type</dt>
      <dd>{reservation.room_type_info.description}</dd>
      <dt>Booking source</dt>
      <dd>{sourceLabel(reservation.booking_source)}</dd>
      <dt>Number of guests</dt>
      <dd>{reservation.number_of_guest}</dd>
      <dt>Total price</dt>
      <dd>{formatPrice(reservation.total_price, reservation.currency)}</dd>
      <dt>Reservation status</dt>
      <dd>
        <span className={`badge res-status-${reservation.reservation_status}`}>{STATUS_LABELS[reservation.reservation_status]}</span>
      </dd>
      <dt>Payment status</dt>
      <dd>
        <span className={`badge res-payment-${reservation.payment_status}`}>{PAYMENT_LABELS[reservation.payment_status]}</span>
      </dd>
      <dt>Special request</dt>
      <dd>{reservation.special_request || 'None'}</dd>
      <dt>Beds</dt>
      <dd>
        {beds > 0
          ? names.length === beds
            ? names.join('; ')
            : `${beds} assigned`
          : reservation.reservation_status === 'confirmed' || reservation.reservation_status === 'provisional'
            ? 'Not assigned yet'
            : 'Released'}
      </dd>
    </dl>
  );
}
