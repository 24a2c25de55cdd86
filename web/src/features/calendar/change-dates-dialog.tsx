import { daysBetween } from '@hostel/shared/domain/dates';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRatesAndAvailability } from '../../api/get-rates-and-availability';
import { CheckboxField } from '../../components/checkbox-field';
import { Dialog } from '../../components/dialog';
import { RestrictionNotice } from '../../components/restriction-notice';
import type { PlacedStay } from './bed-placement';
import { formatPrice } from '../../lib/format-money';
import { guestNameShown } from '../../lib/guest-name';
import { repricedTotal } from '../../lib/reprice-preview';

// "Change dates…", and the confirmation after an edge is dragged: new check-in and check-out for the same
// guests, with the total before and after (the nights repriced from the rates, as the server will) and the
// choice to keep the price as it is; checked again by the server when saving.

interface ChangeDatesDialogProps {
  stay: PlacedStay;
  /** The dates an edge was dropped on; absent, the stay's own. */
  initial?: { checkIn: string; checkOut: string } | undefined;
  onSave(checkIn: string, checkOut: string, keepPrice: boolean): void;
  onClose(): void;
}

export function ChangeDatesDialog({ stay, initial, onSave, onClose }: ChangeDatesDialogProps) {
  const { t } = useTranslation();
  const reservation = stay.reservation;
  const [checkIn, setCheckIn] = useState(initial?.checkIn ?? reservation.check_in);
  const [checkOut, setCheckOut] = useState(initial?.checkOut ?? reservation.check_out);
  const [keepPrice, setKeepPrice] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const problemId = useId();
  const valid = Boolean(checkIn && checkOut) && daysBetween(checkIn, checkOut) > 0;
  // Through the departure day: its closing to departures is the stay's (restriction-notice.tsx).
  const rates = useRatesAndAvailability(valid ? { from: checkIn, to: checkOut } : undefined);
  const after = valid ? repricedTotal(reservation, { checkIn, checkOut, guests: reservation.number_of_guest }, rates.data) : undefined;
  const money = (amount: number) => formatPrice(amount, reservation.currency);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) {
      setProblem(t('calendar.checkOutAfterCheckIn'));
      return;
    }
    onSave(checkIn, checkOut, keepPrice);
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
        <p className="change-dates-total" aria-live="polite" data-testid="new-total">
          {after === undefined
            ? valid
              ? t('calendar.newTotalLoading')
              : null
            : t('calendar.newTotal', { before: money(reservation.total_price), after: money(keepPrice ? reservation.total_price : after) })}
        </p>
        <RestrictionNotice rates={rates.data} roomTypeId={reservation.room_type_id} checkIn={checkIn} checkOut={checkOut} />
        <CheckboxField
          name="keepPrice"
          label={t('calendar.keepPrice', { total: money(reservation.total_price) })}
          checked={keepPrice}
          onChange={(event) => setKeepPrice(event.target.checked)}
        />
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
