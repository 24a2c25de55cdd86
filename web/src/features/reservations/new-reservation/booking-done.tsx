import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { bedNames } from '../bed-names';
import { guestsLabel, shortReference } from '../reservation-view';
import { formatPrice } from '../../../lib/format-money';

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
  const beds = bedNames(roomType, reservation.assigned_beds);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="res-done">
      <h3 ref={heading} tabIndex={-1} className="res-step-title">
        Reservation created
      </h3>
      {note ? <p role="status">{note}</p> : null}
      <dl className="res-facts">
        <dt>Reference</dt>
        <dd>{shortReference(reservation._id)}</dd>
        <dt>Guest</dt>
        <dd>{reservation.guest_info.full_name}</dd>
        <dt>Room type</dt>
        <dd>{reservation.room_type_info.description}</dd>
        {beds.length > 0 ? (
          <>
            <dt>{roomType?.type === 'private' ? 'Room' : beds.length === 1 ? 'Bed' : 'Beds'}</dt>
            <dd>{beds.join('; ')}</dd>
          </>
        ) : null}
        <dt>Stay</dt>
        <dd>
          {reservation.check_in} to {reservation.check_out}, {guestsLabel(reservation.number_of_guest)}
        </dd>
        <dt>Total price</dt>
        <dd>{formatPrice(reservation.total_price, reservation.currency)}</dd>
      </dl>
      {reservation.assigned_beds.length === 0 ? (
        <p className="muted">No bed is free for the whole stay yet: the nights are held, and beds are given at check-in.</p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onAnother}>
          New reservation
        </button>
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
        <Link className="button button-primary" to={`/app/reservations/${reservation._id}`} onClick={onClose}>
          Open reservation
        </Link>
      </div>
    </div>
  );
}
