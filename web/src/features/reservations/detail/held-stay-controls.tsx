import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useTranslation } from 'react-i18next';
import { FormMessages } from '../../../components/form-messages';
import { useDeskInstant } from '../../../lib/session/desk-instant';
import { useUpdateReservationStatus } from '../api/update-reservation-status';

/**
 * A page booking held until its guest confirms by email: when it is released, and the desk's own
 * "Confirm booking" (the status call; the usual "Cancel reservation" releases it at once).
 */
export function HeldStayControls({ reservation, flash }: { reservation: Reservation; flash(message: string): void }) {
  const { t } = useTranslation();
  const status = useUpdateReservationStatus();
  const formatInstant = useDeskInstant();
  if (!reservation.held_until) return null;
  return (
    <div className="res-held" role="group" aria-labelledby="res-held-title">
      <h3 id="res-held-title">{t('reservationDetail.held.title')}</h3>
      <p>{t('reservationDetail.held.note', { time: formatInstant(reservation.held_until) })}</p>
      <button
        type="button"
        className="button"
        disabled={status.isPending}
        onClick={() =>
          status.mutate({ id: reservation._id, status: 'confirmed' }, { onSuccess: () => flash(t('reservationDetail.held.confirmed')) })
        }
      >
        {t('reservationDetail.held.confirm')}
      </button>
      <FormMessages messages={status.isError ? [status.error.message] : []} />
    </div>
  );
}
