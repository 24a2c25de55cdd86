import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { MAX_GUEST_MESSAGE } from '@hostel/shared/api/stay-lifecycle-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { FormMessages } from '../../../components/form-messages';
import { useWriteToGuest } from '../api/write-to-guest';
import { GuestWords } from '../../../components/guest-words';

/** What the guest wrote on the booking page, and "Write to the guest": a mail in the guest's language. */
export function GuestWordsPanel({ reservation, flash }: { reservation: Reservation; flash(message: string): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className="card res-guest-words" aria-labelledby="guest-words-title">
      <h2 id="guest-words-title">{t('components.guestWords.title')}</h2>
      <GuestWords reservation={reservation} />
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('reservationDetail.write.open')}
      </button>
      {open ? (
        <WriteToGuestDialog
          reservation={reservation}
          onClose={() => setOpen(false)}
          onSent={(message) => {
            setOpen(false);
            flash(message);
          }}
        />
      ) : null}
    </section>
  );
}

function WriteToGuestDialog({
  reservation,
  onClose,
  onSent,
}: {
  reservation: Reservation;
  onClose(): void;
  onSent(message: string): void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const write = useWriteToGuest();
  return (
    <Dialog open onClose={onClose} title={t('reservationDetail.write.title')} dismissible={!write.isPending}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          write.mutate(
            { id: reservation._id, message: text },
            { onSuccess: (sent) => onSent(t('reservationDetail.write.sent', { email: sent.sent_to })) },
          );
        }}
      >
        <label htmlFor="guest-message">{t('reservationDetail.write.message')}</label>
        <textarea
          id="guest-message"
          className="res-notes-text"
          rows={6}
          maxLength={MAX_GUEST_MESSAGE}
          value={text}
          required
          aria-describedby="guest-message-hint"
          onChange={(event) => setText(event.target.value)}
        />
        <p id="guest-message-hint" className="field-hint">
          {t('reservationDetail.write.hint', { max: MAX_GUEST_MESSAGE })}
        </p>
        <FormMessages messages={write.isError ? [write.error.message] : []} />
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose} disabled={write.isPending}>
            {t('components.cancel')}
          </button>
          <button
            type="submit"
            className="button button-primary"
            disabled={text.trim() === '' || write.isPending}
            aria-busy={write.isPending || undefined}
          >
            {write.isPending ? t('reservationDetail.write.sending') : t('reservationDetail.write.send')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
