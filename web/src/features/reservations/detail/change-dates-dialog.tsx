import { updateReservationDatesBody, type Reservation } from '@hostel/shared/api/reservation-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormActions } from '../../../components/form-actions';
import { FormDialog, useReportBusy, type DialogFormProps, type FormDialogControls } from '../../../components/form-dialog';
import { NumberField } from '../../../components/number-field';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../lib/use-form';
import { useRatesAndAvailability } from '../../../api/get-rates-and-availability';
import { useUpdateReservationDates } from '../api/update-reservation-dates';
import { NightsForSale } from '../nights-for-sale';
import { RestrictionNotice } from '../../../components/restriction-notice';
import { formatPrice } from '../../../lib/format-money';
import { repricedTotal } from '../../../lib/reprice-preview';
import { estimateBasis, guestCount, quoteStay, stayWindow } from '../stay-quote';

interface ChangeDatesDialogProps extends FormDialogControls {
  reservation: Reservation;
}

/** 'Change dates & number of guests' (spec §5 dates form): the nights for sale and the repriced total before sending. */
export function ChangeDatesDialog({ reservation, ...controls }: ChangeDatesDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog {...controls} title={t('reservationDetail.changeDates')} className="dialog-wide">
      {(wiring) => <ChangeDatesForm reservation={reservation} {...wiring} />}
    </FormDialog>
  );
}

interface FormProps extends DialogFormProps {
  reservation: Reservation;
}

function ChangeDatesForm({ reservation, onBusy, onCancel, onSaved }: FormProps) {
  const { t } = useTranslation();
  const form = useForm(
    updateReservationDatesBody,
    {
      check_in: reservation.check_in,
      check_out: reservation.check_out,
      number_of_guest: String(reservation.number_of_guest),
    },
    () => ({ number_of_guest: 'count' }),
  );
  const [keepPrice, setKeepPrice] = useState(false);
  // The version the fields were filled from, kept as the form opened (the page may read the stay again meanwhile).
  const [filledFrom] = useState(reservation.updated_At);
  const update = useUpdateReservationDates();
  // Before the next key press the dialog knows whether Escape may close it; leaving ends the busy state.
  useReportBusy(form.submitting, onBusy);

  const v = form.values;
  const stay = stayWindow(v.check_in, v.check_out);
  // Through the departure day: its closing to departures is the stay's (restriction-notice.tsx).
  const nights = useRatesAndAvailability(stay && { from: stay.first, to: v.check_out });
  // What the reservation holds now is given back on its own nights, as the server does when it moves it.
  const quote = quoteStay({
    rates: nights.data,
    roomTypeId: reservation.room_type_id,
    checkIn: v.check_in,
    checkOut: v.check_out,
    guests: guestCount(v.number_of_guest),
    held: { checkIn: reservation.check_in, checkOut: reservation.check_out, guests: reservation.number_of_guest },
  });
  // The total the server will give it: nights kept keep their price, the others at the rates (reprice-preview.ts).
  const guests = guestCount(v.number_of_guest);
  const repriced =
    quote && guests !== undefined
      ? repricedTotal(reservation, { checkIn: v.check_in, checkOut: v.check_out, guests }, nights.data)
      : undefined;

  const submit = form.onSubmit(async (body) => {
    try {
      // Without a total the server reprices the nights; keep_price keeps the total as it is.
      await update.mutateAsync({ id: reservation._id, body: keepPrice ? { ...body, keep_price: true } : body, version: filledFrom });
    } catch (error) {
      void nights.refetch();
      throw error;
    }
    onSaved(t('reservationDetail.updated'));
  });

  return (
    <form noValidate onSubmit={submit}>
      <div className="form-grid">
        <TextField label={t('reservationDetail.dates.checkIn')} type="date" required autoFocus {...form.bind('check_in')} />
        <TextField
          label={t('reservationDetail.dates.checkOut')}
          type="date"
          required
          min={v.check_in || undefined}
          {...form.bind('check_out')}
        />
        <NumberField label={t('reservationDetail.dates.guests')} kind="count" required {...form.bind('number_of_guest')} />
      </div>
      <NightsForSale quote={quote} noStay={!stay} loading={nights.isFetching} error={nights.error} onRetry={() => void nights.refetch()} />
      <RestrictionNotice rates={nights.data} roomTypeId={reservation.room_type_id} checkIn={v.check_in} checkOut={v.check_out} />
      <div className="res-estimate" aria-live="polite">
        <p>
          {t('reservationDetail.dates.currentTotal')} <strong>{formatPrice(reservation.total_price, reservation.currency)}</strong>
        </p>
        {quote && repriced !== undefined && !keepPrice ? (
          <p>
            {t('reservationDetail.dates.newEstimate')} <strong>{formatPrice(repriced, reservation.currency)}</strong> (
            {estimateBasis(quote)})
          </p>
        ) : null}
      </div>
      <CheckboxField
        name="keepPrice"
        label={t('reservationDetail.dates.keepPrice')}
        checked={keepPrice}
        onChange={(event) => setKeepPrice(event.target.checked)}
      />
      <FormActions form={form} label={t('reservationDetail.dates.save')} onCancel={onCancel} />
    </form>
  );
}
