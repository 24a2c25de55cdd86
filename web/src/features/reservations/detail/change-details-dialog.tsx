import {
  BOOKING_SOURCES,
  bookingSourceOf,
  MAX_SPECIAL_REQUEST,
  PAYMENT_STATUSES,
  RESERVATION_STATUSES,
  updateReservationBody,
  type Reservation,
} from '@hostel/shared/api/reservation-schemas';
import { CURRENCIES } from '@hostel/shared/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { FormDialog, useReportBusy, type DialogFormProps, type FormDialogControls } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { NumberField } from '../../../components/number-field';
import { TextField } from '../../../components/text-field';
import { numberInputText } from '../../../lib/number-fields';
import { useForm } from '../../../lib/use-form';
import { useUpdateReservation } from '../api/update-reservation';
import { finalNote, isFinal, PAYMENT_LABELS, sourceLabels, sourceToSend, STATUS_LABELS } from '../reservation-view';

interface ChangeDetailsDialogProps extends FormDialogControls {
  reservation: Reservation;
}

const options = <T extends string>(values: readonly T[], labels?: { [K in T]: string }) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

/** The spec's three, and an imported stay's own `ical:…` source, which it may keep but no other may take. */
const sourceOptions = (current: string) => [
  ...options(BOOKING_SOURCES, sourceLabels()),
  ...(bookingSourceOf(current) ? [] : [{ value: current, label: current }]),
];

/** 'Change reservation details' (spec §5 reservation edit): the status select is off once canceled or no-show. */
export function ChangeDetailsDialog({ reservation, ...controls }: ChangeDetailsDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog {...controls} title={t('reservationDetail.changeDetails')} className="dialog-wide">
      {(wiring) => <ChangeDetailsForm reservation={reservation} {...wiring} />}
    </FormDialog>
  );
}

interface FormProps extends DialogFormProps {
  reservation: Reservation;
}

function ChangeDetailsForm({ reservation, onBusy, onCancel, onSaved }: FormProps) {
  const { t } = useTranslation();
  // The version the fields were filled from, kept as the form opened: the page may read the stay again meanwhile
  // (after a refusal), and the fields on screen are still the ones filled then.
  const [filledFrom] = useState(reservation.updated_At);
  const form = useForm(
    updateReservationBody,
    {
      reservation_status: reservation.reservation_status,
      payment_status: reservation.payment_status,
      total_price: numberInputText(reservation.total_price, { money: reservation.currency }),
      currency: reservation.currency,
      booking_source: bookingSourceOf(reservation.booking_source) ?? reservation.booking_source,
      special_request: reservation.special_request,
    },
    (values) => ({ total_price: { money: values.currency } }),
  );
  const update = useUpdateReservation();
  // Before the next key press the dialog knows whether Escape may close it; leaving ends the busy state.
  useReportBusy(form.submitting, onBusy);
  const final = isFinal(reservation);
  const request = form.values.special_request;

  const submit = form.onSubmit(async (fields) => {
    const body = { ...fields, booking_source: sourceToSend(fields.booking_source, reservation.booking_source) };
    await update.mutateAsync({
      id: reservation._id,
      body,
      previousStatus: reservation.reservation_status,
      version: filledFrom,
    });
    onSaved(t('reservationDetail.updated'));
  });

  return (
    <form noValidate onSubmit={submit}>
      <div className="form-grid">
        <SelectField
          label={t('reservationDetail.details.reservationStatus')}
          options={options(RESERVATION_STATUSES, STATUS_LABELS)}
          disabled={final}
          hint={final ? finalNote(reservation.reservation_status) : undefined}
          autoFocus={!final}
          {...form.bind('reservation_status')}
        />
        <SelectField
          label={t('reservationDetail.details.paymentStatus')}
          options={options(PAYMENT_STATUSES, PAYMENT_LABELS)}
          autoFocus={final}
          {...form.bind('payment_status')}
        />
        <NumberField
          label={t('reservationDetail.details.totalPrice')}
          kind={{ money: form.values.currency }}
          required
          {...form.bind('total_price')}
        />
        <SelectField label={t('reservationDetail.details.currency')} required options={options(CURRENCIES)} {...form.bind('currency')} />
        <SelectField
          label={t('reservationDetail.details.bookingSource')}
          options={sourceOptions(reservation.booking_source)}
          {...form.bind('booking_source')}
        />
        <TextField
          label={t('reservationDetail.details.specialRequest')}
          autoComplete="off"
          maxLength={MAX_SPECIAL_REQUEST}
          hint={t('reservationDetail.details.requestLength', { length: request.length, max: MAX_SPECIAL_REQUEST })}
          {...form.bind('special_request')}
        />
      </div>
      <FormActions form={form} label={t('reservationDetail.details.save')} onCancel={onCancel} />
    </form>
  );
}
