import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { MAX_INTERNAL_NOTES } from '@hostel/shared/api/stay-lifecycle-schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateInternalNotes } from '../api/stay-lifecycle';

/** The staff's notes on the reservation: long, never shown to guests, apart from the special request. */
export function InternalNotesPanel({ reservation, flash }: { reservation: Reservation; flash(message: string): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(reservation.internal_notes);
  const save = useUpdateInternalNotes();
  // Another desk's change (or this one's answer) shows once nobody is typing over it.
  useEffect(() => setText(reservation.internal_notes), [reservation.internal_notes]);
  const changed = text.trim() !== reservation.internal_notes;
  return (
    <section className="card res-notes" aria-labelledby="notes-title">
      <h2 id="notes-title">{t('reservationDetail.notes.title')}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ id: reservation._id, notes: text }, { onSuccess: () => flash(t('reservationDetail.notes.saved')) });
        }}
      >
        <label className="visually-hidden" htmlFor="internal-notes">
          {t('reservationDetail.notes.title')}
        </label>
        <textarea
          id="internal-notes"
          className="res-notes-text"
          rows={4}
          maxLength={MAX_INTERNAL_NOTES}
          value={text}
          aria-describedby="notes-hint"
          onChange={(event) => setText(event.target.value)}
        />
        <p id="notes-hint" className="field-hint">
          {t('reservationDetail.notes.hint', { max: MAX_INTERNAL_NOTES })}
        </p>
        {save.isError ? (
          <p className="form-messages form-messages-error" role="alert">
            {save.error.message}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={!changed || save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? t('components.saving') : t('reservationDetail.notes.save')}
        </button>
      </form>
    </section>
  );
}
