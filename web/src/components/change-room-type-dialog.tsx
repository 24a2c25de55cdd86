import { moveStayToRoomTypeBody, type Reservation } from '@hostel/shared/api/reservation-schemas';
import { addDays } from '@hostel/shared/domain/dates';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoveStayToRoomType } from '../api/move-stay-to-room-type';
import { useRatesAndAvailability } from '../api/get-rates-and-availability';
import { useRoomTypes } from '../api/list-room-types';
import { formatPrice } from '../lib/format-money';
import { canChoose, roomTypeChoices, type RoomTypeChoice } from '../lib/room-type-choices';
import { useForm } from '../lib/use-form';
import { CheckboxField } from './checkbox-field';
import { FormActions } from './form-actions';
import { FormDialog, useReportBusy, type DialogFormProps, type FormDialogControls } from './form-dialog';
import './change-room-type-dialog.css';

// "Change room type" (the reservation page; the calendar's drop on another type's row): the types that can
// hold the stay on its nights, each with the total its rates give, old → new before saving, and the choice
// to keep the price as it is. The server decides again on what it reads.

interface ChangeRoomTypeDialogProps extends FormDialogControls {
  reservation: Reservation;
  /** The type (and bed) the calendar's drop chose. */
  preset?: { roomTypeId: string; bedId?: string } | undefined;
}

export function ChangeRoomTypeDialog({ reservation, preset, ...controls }: ChangeRoomTypeDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog {...controls} title={t('reservationDetail.changeRoomType')} className="dialog-wide">
      {(wiring) => <RoomTypeForm reservation={reservation} preset={preset} {...wiring} />}
    </FormDialog>
  );
}

function RoomTypeForm({
  reservation,
  preset,
  onBusy,
  onCancel,
  onSaved,
}: DialogFormProps & Pick<ChangeRoomTypeDialogProps, 'reservation' | 'preset'>) {
  const { t } = useTranslation();
  const form = useForm(moveStayToRoomTypeBody, { room_type_id: preset?.roomTypeId ?? '' });
  const [keepPrice, setKeepPrice] = useState(false);
  const move = useMoveStayToRoomType();
  useReportBusy(form.submitting, onBusy);
  const rates = useRatesAndAvailability({ from: reservation.check_in, to: addDays(reservation.check_out, -1) });
  const types = useRoomTypes();
  const choices = roomTypeChoices(reservation, rates.data, types.data);
  const chosen = choices?.find((choice) => choice.id === form.values.room_type_id);
  const after = keepPrice ? reservation.total_price : chosen?.total;

  const submit = form.onSubmit(async (body) => {
    // The calendar's bed stays chosen only on the type it was dropped on.
    const bed = preset?.bedId && preset.roomTypeId === body.room_type_id ? { assigned_beds: [preset.bedId] } : {};
    try {
      await move.mutateAsync({ id: reservation._id, body: { ...body, ...bed, ...(keepPrice ? { keep_price: true } : {}) } });
    } catch (error) {
      void rates.refetch();
      throw error;
    }
    onSaved(t('reservationDetail.roomType.saved'));
  });

  const note = (choice: RoomTypeChoice) => {
    if (choice.problem === 'tooMany') return t('reservationDetail.roomType.tooMany', { count: reservation.number_of_guest });
    if (choice.problem === 'full') return t('reservationDetail.roomType.full');
    if (choice.problem === 'otherCurrency' && !keepPrice)
      return t('reservationDetail.roomType.otherCurrency', { currency: choice.currency });
    const total = keepPrice ? reservation.total_price : choice.total;
    return total === undefined ? '' : formatPrice(total, reservation.currency);
  };

  let list: ReactNode;
  if (rates.isError) list = <p className="res-warning">{t('reservationDetail.roomType.failed', { message: rates.error.message })}</p>;
  else if (!choices) list = <p className="muted">{t('reservationDetail.roomType.loading')}</p>;
  else if (!choices.some((choice) => canChoose(choice, true)))
    list = (
      <p className="empty-state" role="status">
        {t('reservationDetail.roomType.none')}
      </p>
    );
  else
    list = (
      <fieldset className="room-type-choices">
        <legend>{t('reservationDetail.roomType.choose')}</legend>
        {choices.map((choice) => (
          <label key={choice.id} className="room-type-choice">
            <input
              type="radio"
              name="room_type_id"
              value={choice.id}
              checked={form.values.room_type_id === choice.id}
              disabled={!canChoose(choice, keepPrice)}
              onChange={() => form.set('room_type_id', choice.id)}
              // The dialog opens on the dropped type, else the first it can take (showModal focuses the element marked autofocus).
              ref={(input) => {
                if (input && choice.id === (preset?.roomTypeId ?? choices.find((one) => canChoose(one, false))?.id))
                  input.setAttribute('autofocus', '');
              }}
            />
            <span className="room-type-choice-name">{choice.name}</span>
            <span className="room-type-choice-note">{note(choice)}</span>
          </label>
        ))}
        {form.errors.room_type_id ? <p className="field-error">{form.errors.room_type_id}</p> : null}
      </fieldset>
    );

  return (
    <form noValidate onSubmit={submit}>
      {list}
      <div className="res-estimate" aria-live="polite">
        <p>
          {chosen && after !== undefined
            ? t('reservationDetail.roomType.total', {
                before: formatPrice(reservation.total_price, reservation.currency),
                after: formatPrice(after, reservation.currency),
              })
            : null}
        </p>
      </div>
      <CheckboxField
        name="keepPrice"
        label={t('reservationDetail.roomType.keepPrice')}
        checked={keepPrice}
        onChange={(event) => setKeepPrice(event.target.checked)}
      />
      <FormActions form={form} label={t('reservationDetail.roomType.save')} onCancel={onCancel} />
    </form>
  );
}
