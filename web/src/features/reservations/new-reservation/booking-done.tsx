import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bedNames } from '../bed-names';
import { guestsLabel, shortReference } from '../reservation-view';
import { formatPrice } from '../../../lib/format-money';
import { guestNameShown } from '../../../lib/guest-name';
import { formatDay } from '../../../lib/format-date';

interface BookingDoneProps {
  reservation: Reservation;
  /** The booked type, to name its beds; undefined while unknown (the beds are then not listed). */
  roomType: RoomType | undefined;
  /** Said under the heading, e.g. that the walk-in is checked in. */
  note?: string | undefined;
  onAnother(): void;
  onClose(): void;
}

/** The booking is made: what it holds, and where to go next. Focus lands on the heading so it is read first. */
export function BookingDone({ reservation, roomType, note, onAnother, onClose }: BookingDoneProps) {
  const { t } = useTranslation();
  const beds = bedNames(roomType, reservation.assigned_beds);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="res-done">
      <h3 ref={heading} tabIndex={-1} className="res-step-title">
        {t('newReservation.done.title')}
      </h3>
      {note ? <p role="status">{note}</p> : null}
      <dl className="res-facts">
        <dt>{t('newReservation.done.reference')}</dt>
        <dd>{shortReference(reservation._id)}</dd>
        <dt>{t('newReservation.done.guest')}</dt>
        <dd>{guestNameShown(reservation.guest_info.full_name)}</dd>
        <dt>{t('newReservation.done.roomType')}</dt>
        <dd>{reservation.room_type_info.description}</dd>
        {beds.length > 0 ? (
          <>
            <dt>
              {roomType?.type === 'private'
                ? t('newReservation.done.room')
                : beds.length === 1
                  ? t('newReservation.done.bed')
                  : t('newReservation.done.beds')}
            </dt>
            <dd>{beds.join('; ')}</dd>
          </>
        ) : null}
        <dt>{t('newReservation.done.stay')}</dt>
        <dd>
          {t('newReservation.done.stayText', {
            checkIn: formatDay(reservation.check_in),
            checkOut: formatDay(reservation.check_out),
            guests: guestsLabel(reservation.number_of_guest),
          })}
        </dd>
        <dt>{t('newReservation.done.totalPrice')}</dt>
        <dd>{formatPrice(reservation.total_price, reservation.currency)}</dd>
      </dl>
      {reservation.assigned_beds.length === 0 ? <p className="muted">{t('newReservation.done.noBed')}</p> : null}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onAnother}>
          {t('newReservation.done.another')}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t('newReservation.done.close')}
        </button>
        <Link className="button button-primary" to={`/app/reservations/${reservation._id}`} onClick={onClose}>
          {t('newReservation.done.open')}
        </Link>
      </div>
    </div>
  );
}
