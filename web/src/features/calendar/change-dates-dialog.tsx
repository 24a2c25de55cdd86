import { daysBetween } from '@hostel/shared/domain/dates';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import type { PlacedStay } from './bed-placement';
import { guestNameShown } from '../../lib/guest-name';

// "Change dates…": the keyboard's (and anyone's) way to do what dragging a bar's edge does: new
// check-in and check-out for the same guests, checked again by the server when saving.

interface ChangeDatesDialogProps {
  stay: PlacedStay;
  onSave(checkIn: string, checkOut: string): void;
  onClose(): void;
}

export function ChangeDatesDialog({ stay, onSave, onClose }: ChangeDatesDialogProps) {
  const { t } = useTranslation();
  const reservation = stay.reservation;
  const [checkIn, setCheckIn] = useState(reservation.check_in);
  const [checkOut, setCheckOut] = useState(reservation.check_out);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const problemId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!checkIn || !checkOut || daysBetween(checkIn, checkOut) <= 0) {
      setProblem(t('calendar.checkOutAfterCheckIn'));
      return;
    }
    onSave(checkIn, checkOut);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('calendar.changeDatesTitle', { name: guestNameShown(reservation.guest_info.full_name) })}
      className="change-dates-dialog"
    >
      <form onSubmit={submit} noValidate>
        <p>{t('calendar.changeDatesHint')}</p>
        <label className="field">
          <span>{t('calendar.checkIn')}</span>
          <input type="date" value={checkIn} required onChange={(event) => setCheckIn(event.target.value)} />
        </label>
        <label className="field">
          <span>{t('calendar.checkOut')}</span>
          <input
            type="date"
            value={checkOut}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setCheckOut(event.target.value)}
          />
        </label>
        {problem ? (
          <p id={problemId} className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('components.cancel')}
          </button>
          <button type="submit" className="button button-primary">
            {t('calendar.saveDates')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
