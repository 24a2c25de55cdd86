import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useTranslation } from 'react-i18next';
import { useRoomTypes } from '../../api/list-room-types';
import { formatDay } from '../../lib/format-date';
import { formatPrice } from '../../lib/format-money';
import { bedNames } from './bed-names';
import { PAYMENT_LABELS, sourceLabel, STATUS_LABELS } from './reservation-view';
import { guestNameShown } from '../../lib/guest-name';
import { HeldStayBadge } from '../../components/held-stay-badge';

/** The reservation view (spec §2): who, when, what and how it is paid. */
export function ReservationFacts({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const beds = reservation.assigned_beds.length;
  const roomTypes = useRoomTypes();
  // Named as on the calendar once the room types are read (a deleted type's beds stay counted).
  const names = bedNames(
    roomTypes.data?.find((type) => type._id === reservation.room_type_id),
    reservation.assigned_beds,
  );
  return (
    <dl className="res-facts">
      <dt>{t('reservations.facts.guest')}</dt>
      <dd>{guestNameShown(reservation.guest_info.full_name)}</dd>
      <dt>{t('reservations.facts.arrival')}</dt>
      <dd>{formatDay(reservation.check_in)}</dd>
      <dt>{t('reservations.facts.departure')}</dt>
      <dd>{formatDay(reservation.check_out)}</dd>
      <dt>{t('reservations.facts.roomType')}</dt>
      <dd>{reservation.room_type_info.description}</dd>
      <dt>{t('reservations.facts.bookingSource')}</dt>
      <dd>{sourceLabel(reservation.booking_source)}</dd>
      <dt>{t('reservations.facts.numberOfGuests')}</dt>
      <dd>{reservation.number_of_guest}</dd>
      <dt>{t('reservations.facts.totalPrice')}</dt>
      <dd>{formatPrice(reservation.total_price, reservation.currency)}</dd>
      <dt>{t('reservations.facts.reservationStatus')}</dt>
      <dd>
        <span className={`badge res-status-${reservation.reservation_status}`}>{STATUS_LABELS[reservation.reservation_status]}</span>
        {reservation.held_until ? (
          <>
            {' '}
            <HeldStayBadge heldUntil={reservation.held_until} />
          </>
        ) : null}
      </dd>
      <dt>{t('reservations.facts.paymentStatus')}</dt>
      <dd>
        <span className={`badge res-payment-${reservation.payment_status}`}>{PAYMENT_LABELS[reservation.payment_status]}</span>
      </dd>
      <dt>{t('reservations.facts.specialRequest')}</dt>
      <dd>{reservation.special_request || t('reservations.facts.noRequest')}</dd>
      <dt>{t('reservations.facts.beds')}</dt>
      <dd>
        {beds > 0
          ? names.length === beds
            ? names.join('; ')
            : t('reservations.facts.bedsAssigned', { count: beds })
          : reservation.reservation_status === 'confirmed' || reservation.reservation_status === 'provisional'
            ? t('reservations.facts.notAssigned')
            : t('reservations.facts.released')}
      </dd>
    </dl>
  );
}
