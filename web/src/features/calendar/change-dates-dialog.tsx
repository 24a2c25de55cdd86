import { daysBetween } from '@hostel/shared/domain/dates';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../components/dialog';
import type { PlacedStay } from './bed-placement';
import { calendarTexts } from './calendar-texts';

// "Change dates…": the keyboard's (and anyone's) way to do what dragging a bar's edge does: new
// check-in and check-out for the same guests, checked again by the server when saving.

interface ChangeDatesDialogProps {
  stay: PlacedStay;
  onSave(checkIn: string, checkOut: string): void;
  onClose(): void;
}

export function ChangeDatesDialog({ stay, onSave, onClose }: ChangeDatesDialogProps) {
  const reservation = stay.reservation;
  const [checkIn, setCheckIn] = useState(reservation.check_in);
  const [checkOut, setCheckOut] = useState(reservation.check_out);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const problemId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!checkIn || !checkOut || daysBetween(checkIn, checkOut) <= 0) {
      setProblem(calendarTexts.checkOutAfterCheckIn);
      return;
    }
    onSave(checkIn, checkOut);
  }

  return (
    <Dialog open onClose={onClose} title={calendarTexts.changeDatesTitle(reservation.guest_info.full_name)} className="change-dates-dialog">
      <form onSubmit={submit} noValidate>
        <p>{calendarTexts.changeDatesHint}</p>
        <label className="field">
          <span>{calendarTexts.checkIn}</span>
          <input type="date" value={checkIn} required onChange={(event) => setCheckIn(event.target.value)} />
        </label>
        <label className="field">
          <span>{calendarTexts.checkOut}</span>
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
            {calendarTexts.cancel}
          </button>
          <button type="submit" className="button button-primary">
            {calendarTexts.saveDates}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
