import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayCheckIn, mayCheckOut, STAY_ACTION_TEXT, useStayAction } from '../../../api/stay-actions';
import { useReinstateReservation } from '../api/stay-lifecycle';
import { useDeskToday } from '../../../lib/session/desk-today';
import { CheckOutPrice } from './check-out-price';
import { addDays } from '@hostel/shared/domain/dates';
import { formatDay } from '../../../lib/format-date';
import { useDeskInstant } from '../../../lib/session/desk-instant';

interface LifecycleControlsProps {
  reservation: Reservation;
  flash(message: string, tone?: 'success' | 'error'): void;
}

/** Check in, check out (early asks once more), or undo a cancel or no-show; with who did what and when. */
export function LifecycleControls({ reservation, flash }: LifecycleControlsProps) {
  const { t } = useTranslation();
  const stayAction = useStayAction();
  const reinstate = useReinstateReservation();
  // Leaving before the last night, or after the check-out day, asks once more what is meant.
  const [confirming, setConfirming] = useState<'early' | 'overdue' | null>(null);
  const [keepPrice, setKeepPrice] = useState(false);
  // The property's today chooses the buttons; the server decides again with its own.
  const today = useDeskToday();
  const formatInstant = useDeskInstant();
  const status = reservation.reservation_status;
  const failed = (error: Error) => flash(error.message, 'error');

  function run(action: 'checkIn' | 'checkOut', late = false) {
    // Only an early or extended check-out changes the nights, so only then may the price be kept.
    const repriced = confirming === 'early' || late;
    stayAction.mutate(
      { action, id: reservation._id, late, keepPrice: repriced && keepPrice },
      {
        onSuccess: () => {
          setConfirming(null);
          flash(STAY_ACTION_TEXT.done[action]);
        },
        onError: failed,
      },
    );
  }

  const stamps = (
    <>
      {reservation.checked_in ? (
        <p className="res-stamp">
          {t(reservation.checked_in.by_name ? 'reservationDetail.lifecycle.checkedInBy' : 'reservationDetail.lifecycle.checkedIn', {
            when: formatInstant(reservation.checked_in.at),
            name: reservation.checked_in.by_name,
          })}
        </p>
      ) : null}
      {reservation.checked_out ? (
        <p className="res-stamp">
          {t(reservation.checked_out.by_name ? 'reservationDetail.lifecycle.checkedOutBy' : 'reservationDetail.lifecycle.checkedOut', {
            when: formatInstant(reservation.checked_out.at),
            name: reservation.checked_out.by_name,
          })}
        </p>
      ) : null}
    </>
  );

  if (status === 'canceled' || status === 'no_show') {
    return (
      <>
        {stamps}
        <button
          type="button"
          className="button button-block"
          disabled={reinstate.isPending}
          aria-busy={reinstate.isPending || undefined}
          onClick={() =>
            reinstate.mutate(reservation._id, { onSuccess: () => flash(t('reservationDetail.lifecycle.undone')), onError: failed })
          }
        >
          {reinstate.isPending ? t('reservationDetail.lifecycle.undoing') : t(`reservationDetail.lifecycle.undo.${status}`)}
        </button>
      </>
    );
  }

  const leaving = mayCheckOut(reservation);
  const asks = leaving && today < reservation.check_out ? 'early' : leaving && today > reservation.check_out ? 'overdue' : null;
  return (
    <>
      {stamps}
      {mayCheckIn(reservation, today) ? (
        <button type="button" className="button button-block button-primary" disabled={stayAction.isPending} onClick={() => run('checkIn')}>
          {stayAction.isPending ? STAY_ACTION_TEXT.checkingIn : STAY_ACTION_TEXT.checkIn}
        </button>
      ) : null}
      {leaving && !confirming ? (
        <button
          type="button"
          className="button button-block button-primary"
          disabled={stayAction.isPending}
          onClick={() => (asks ? setConfirming(asks) : run('checkOut'))}
        >
          {stayAction.isPending ? STAY_ACTION_TEXT.checkingOut : STAY_ACTION_TEXT.checkOut}
        </button>
      ) : null}
      {confirming ? (
        <div className="res-confirm" role="group" aria-labelledby="check-out-title">
          <p id="check-out-title" className="res-confirm-title">
            {confirming === 'early' ? t('reservationDetail.lifecycle.earlyTitle') : t('reservationDetail.lifecycle.overdueTitle')}
          </p>
          <p>
            {t(confirming === 'early' ? 'reservationDetail.lifecycle.earlyText' : 'reservationDetail.lifecycle.overdueText', {
              checkOut: formatDay(reservation.check_out),
            })}
          </p>
          {/* Early: the nights up to today (the first one at least); overdue: the price of extending to today. */}
          <CheckOutPrice
            reservation={reservation}
            checkOut={confirming === 'early' ? (today > reservation.check_in ? today : addDays(reservation.check_in, 1)) : today}
            keepPrice={keepPrice}
            onKeepPrice={setKeepPrice}
          />
          <div className="res-confirm-actions">
            <button type="button" className="button button-primary" disabled={stayAction.isPending} onClick={() => run('checkOut')}>
              {stayAction.isPending
                ? STAY_ACTION_TEXT.checkingOut
                : confirming === 'early'
                  ? t('reservationDetail.lifecycle.earlyConfirm')
                  : t('reservationDetail.lifecycle.overdueConfirm', { checkOut: formatDay(reservation.check_out) })}
            </button>
            {confirming === 'overdue' ? (
              <button type="button" className="button" disabled={stayAction.isPending} onClick={() => run('checkOut', true)}>
                {t('reservationDetail.lifecycle.extend')}
              </button>
            ) : null}
            <button type="button" className="button" onClick={() => setConfirming(null)}>
              {t('reservationDetail.lifecycle.keep')}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
