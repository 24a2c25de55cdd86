import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useTranslation } from 'react-i18next';
import { mayCheckIn, mayCheckOut, STAY_ACTION_TEXT, useStayAction } from '../../api/stay-actions';
import { guestNameShown } from '../../lib/guest-name';

interface StayActionButtonProps {
  reservation: Reservation;
  today: string;
  /** Arrivals check in, departures check out. */
  list: 'arrivals' | 'departures';
}

/** A Home row's check-in (arrivals) or check-out (departures) button, or the state once it is done. */
export function StayActionButton({ reservation, today, list }: StayActionButtonProps) {
  const { t } = useTranslation();
  const run = useStayAction();
  const name = guestNameShown(reservation.guest_info.full_name);
  if (reservation.checked_out) return <span className="badge badge-done">{STAY_ACTION_TEXT.checkedOut}</span>;
  const action =
    list === 'arrivals' ? (mayCheckIn(reservation, today) ? 'checkIn' : undefined) : mayCheckOut(reservation) ? 'checkOut' : undefined;
  if (!action) return reservation.checked_in ? <span className="badge badge-done">{STAY_ACTION_TEXT.inHouse}</span> : null;
  const label = STAY_ACTION_TEXT[action];
  return (
    <span className="home-action">
      <button
        type="button"
        className="button button-small button-primary"
        aria-label={t('stayActions.actionFor', { action: label, name })}
        disabled={run.isPending}
        aria-busy={run.isPending || undefined}
        onClick={() => run.mutate({ action, id: reservation._id })}
      >
        {run.isPending ? STAY_ACTION_TEXT[action === 'checkIn' ? 'checkingIn' : 'checkingOut'] : label}
      </button>
      {run.isError ? (
        <span className="home-action-error" role="alert">
          {run.error.message}
        </span>
      ) : null}
    </span>
  );
}
