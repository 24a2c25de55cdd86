import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { MAX_UNIT_NAME } from '@hostel/shared/api/room-type-schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/form-actions';
import { type DialogFormProps, FormDialog, type FormDialogControls, useReportBusy } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { ApiError } from '../../lib/api-client';
import { apiMessage } from '../../lib/i18n/api-message';
import { FALLBACK_FORM_ERROR } from '../../lib/use-form';
import { useRenameUnits } from './api/rename-units';
import { bedField, checkUnitNames, fieldOfSent, initialUnitValues, roomField, type UnitValues } from './unit-names-form';

interface RenameUnitsDialogProps extends FormDialogControls {
  roomType: RoomType | undefined;
}

/** "Edit rooms and beds": a name field per room and per dorm bed; ids stay, so bookings keep their beds. */
export function RenameUnitsDialog({ roomType, ...controls }: RenameUnitsDialogProps) {
  const { t } = useTranslation();
  const form = (wiring: DialogFormProps) => (roomType ? <RenameUnitsForm roomType={roomType} {...wiring} /> : null); // i18n-exempt: code, no text
  return (
    <FormDialog {...controls} title={t('roomTypes.units.title', { type: roomType?.description ?? '' })} className="dialog-wide">
      {form}
    </FormDialog>
  );
}

function RenameUnitsForm({ roomType, onBusy, onCancel, onSaved }: DialogFormProps & { roomType: RoomType }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<UnitValues>(() => initialUnitValues(roomType));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const rename = useRenameUnits();
  useReportBusy(rename.isPending, onBusy);

  const bind = (name: string, label: string) => ({
    name,
    label,
    value: values[name] ?? '',
    error: errors[name],
    autoComplete: 'off',
    maxLength: MAX_UNIT_NAME,
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _fixed, ...rest }) => rest);
    },
  });

  function show(form: HTMLFormElement, problems: { path: string; msg: string }[]) {
    const fields: Record<string, string> = {};
    for (const problem of problems) fields[problem.path] ??= problem.msg;
    setErrors(fields);
    // Every problem is listed under the form too: on a phone the field may be far above the button.
    setMessages(problems.map((problem) => problem.msg));
    const first = problems.find((problem) => form.querySelector(`[name="${problem.path}"]`));
    if (first) form.querySelector<HTMLElement>(`[name="${first.path}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rename.isPending) return;
    const form = event.currentTarget;
    const checked = checkUnitNames(roomType, values);
    if ('problems' in checked)
      return show(
        form,
        checked.problems.map(({ msg, path }) => ({ msg: apiMessage(msg), path })),
      );
    if (checked.body.rooms.length === 0) return setMessages([t('roomTypes.units.unchanged')]);
    setErrors({});
    setMessages([]);
    try {
      await rename.mutateAsync({ id: roomType._id, body: checked.body });
      onSaved(t('roomTypes.units.saved'));
    } catch (error) {
      if (!(error instanceof ApiError)) return setMessages([(error as Error)?.message || FALLBACK_FORM_ERROR]);
      const fields = Object.entries(error.fields).map(([path, msg]) => ({ path: fieldOfSent(path, checked.sentRooms), msg }));
      if (fields.length) show(form, fields);
      else setMessages(error.messages);
    }
  }

  const dorm = roomType.type === 'dorm';
  return (
    <form noValidate onSubmit={submit}>
      <p className="field-hint form-lead">{t('roomTypes.units.lead')}</p>
      {roomType.products.map((room, index) => (
        <fieldset key={room.room_id} className="plain-fieldset unit-names-room">
          <legend>{t('roomTypes.units.room', { number: index + 1 })}</legend>
          <TextField {...bind(roomField(index), t('roomTypes.units.roomName'))} />
          {dorm ? (
            <div className="unit-names-beds">
              {room.beds.map((bedId, bed) => (
                <TextField key={bedId} {...bind(bedField(index, bed), t('roomTypes.units.bedName', { number: bed + 1 }))} />
              ))}
            </div>
          ) : null}
        </fieldset>
      ))}
      <FormActions
        form={{ submitting: rename.isPending, messages, success: '' }}
        label={t('components.save')}
        busyLabel={t('components.saving')}
        cancelLabel={t('components.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}
