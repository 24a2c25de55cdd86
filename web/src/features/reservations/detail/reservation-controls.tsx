import { PAYMENT_METHODS, type PaymentMethod, type Reservation } from '@hostel/shared/api/reservation-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRoomTypes } from '../../../api/list-room-types';
import { ChangeRoomTypeDialog } from '../../../components/change-room-type-dialog';
import { SelectField } from '../../../components/select-field';
import { useResendStayConfirmation } from '../api/resend-stay-confirmation';
import { useUpdatePaymentStatus } from '../api/update-payment-status';
import { useUpdateReservationStatus } from '../api/update-reservation-status';
import { finalNote, isFinal, typeDeletedNote } from '../reservation-view';
import { ChangeDatesDialog } from './change-dates-dialog';
import { ChangeDetailsDialog } from './change-details-dialog';
import { StatusConfirmDialog, type FinalStatus } from './status-confirm-dialog';

interface ReservationControlsProps {
  reservation: Reservation;
  backTo: string;
  flash(message: string, tone?: 'success' | 'error'): void;
}

/** The two ways a reservation ends early, each asked once more before it is sent. */
const ENDINGS = [
  { status: 'canceled', label: 'reservationDetail.cancel' },
  { status: 'no_show', label: 'reservationDetail.noShow' },
] as const satisfies readonly { status: FinalStatus; label: string }[];

/** The reservation view's control panel (spec §2). Canceled and no-show are final: what would change them is off, and says why. */
export function ReservationControls({ reservation, backTo, flash }: ReservationControlsProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'dates' | 'roomType' | 'details' | undefined>(undefined);
  const [confirm, setConfirm] = useState<FinalStatus | undefined>(undefined);
  const [paidWith, setPaidWith] = useState<PaymentMethod>('cash');
  const status = useUpdateReservationStatus();
  const payment = useUpdatePaymentStatus();
  const confirmation = useResendStayConfirmation();
  const final = isFinal(reservation);
  const types = useRoomTypes();
  const typeGone = typeDeletedNote(reservation, types.data);
  const note = finalNote(reservation.reservation_status) ?? typeGone;
  const paid = reservation.payment_status === 'paid';

  const saved = (message: string) => {
    setDialog(undefined);
    flash(message);
  };

  function changeStatus(next: FinalStatus) {
    status.mutate(
      { id: reservation._id, status: next },
      {
        onSuccess: () => {
          setConfirm(undefined);
          flash(t('reservationDetail.statusUpdated'));
        },
      },
    );
  }

  function markPaid() {
    payment.mutate(
      { id: reservation._id, paymentStatus: 'paid', method: paidWith },
      {
        onSuccess: () => flash(t('reservationDetail.paymentUpdated')),
        onError: () => flash(t('reservationDetail.paymentFailed'), 'error'),
      },
    );
  }

  function resendConfirmation() {
    confirmation.mutate(reservation._id, {
      onSuccess: (answer) => flash(t('reservationDetail.confirmationResent', { email: answer.sent_to })),
      onError: (error) => flash(t('reservationDetail.confirmationFailed', { message: error.message }), 'error'),
    });
  }

  return (
    <>
      {note ? <p className="res-final-note">{note}</p> : null}
      <ul className="res-control-list">
        <li>
          <button
            type="button"
            className="button button-block"
            disabled={final || typeGone !== undefined}
            onClick={() => setDialog('dates')}
          >
            {t('reservationDetail.changeDates')}
          </button>
        </li>
        <li>
          <button
            type="button"
            className="button button-block"
            disabled={final || typeGone !== undefined || reservation.checked_out !== null}
            onClick={() => setDialog('roomType')}
          >
            {t('reservationDetail.changeRoomType')}
          </button>
        </li>
        <li>
          <button type="button" className="button button-block" onClick={() => setDialog('details')}>
            {t('reservationDetail.changeDetails')}
          </button>
        </li>
        {ENDINGS.map(({ status: next, label }) => (
          <li key={next}>
            <button
              type="button"
              className="button button-block button-danger-outline"
              disabled={final}
              onClick={() => {
                status.reset();
                setConfirm(next);
              }}
            >
              {t(label)}
            </button>
          </li>
        ))}
        <li>
          {paid ? null : (
            <SelectField
              label={t('reservationDetail.payments.paidWith')}
              name="paid-with"
              value={paidWith}
              options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`reservationDetail.payments.methods.${method}`) }))}
              onChange={(event) => setPaidWith(event.target.value as PaymentMethod)}
            />
          )}
          <button
            type="button"
            className="button button-block button-primary"
            disabled={paid || payment.isPending}
            aria-busy={payment.isPending || undefined}
            onClick={markPaid}
          >
            {payment.isPending ? t('components.saving') : paid ? t('reservationDetail.paid') : t('reservationDetail.markPaid')}
          </button>
        </li>
        <li>
          <button
            type="button"
            className="button button-block"
            disabled={final || confirmation.isPending}
            aria-busy={confirmation.isPending || undefined}
            onClick={resendConfirmation}
          >
            {confirmation.isPending ? t('reservationDetail.resendingConfirmation') : t('reservationDetail.resendConfirmation')}
          </button>
        </li>
        <li>
          <Link className="button button-block" to={backTo}>
            {t('reservationDetail.back')}
          </Link>
        </li>
        <li>
          <button type="button" className="button button-block" disabled>
            {t('reservationDetail.notAButton')}
          </button>
        </li>
      </ul>
      <ChangeDatesDialog reservation={reservation} open={dialog === 'dates'} onClose={() => setDialog(undefined)} onSaved={saved} />
      <ChangeRoomTypeDialog reservation={reservation} open={dialog === 'roomType'} onClose={() => setDialog(undefined)} onSaved={saved} />
      <ChangeDetailsDialog reservation={reservation} open={dialog === 'details'} onClose={() => setDialog(undefined)} onSaved={saved} />
      <StatusConfirmDialog
        status={confirm}
        busy={status.isPending}
        error={status.isError ? t('reservationDetail.statusFailed', { message: status.error.message }) : undefined}
        onConfirm={changeStatus}
        onClose={() => setConfirm(undefined)}
      />
    </>
  );
}
