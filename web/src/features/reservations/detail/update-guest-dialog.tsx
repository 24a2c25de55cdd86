import { guestBody, type Guest } from '@hostel/shared/api/guest-schemas';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { FormDialog, useReportBusy, type DialogFormProps, type FormDialogControls } from '../../../components/form-dialog';
import { useForm } from '../../../lib/use-form';
import { useUpdateGuest } from '../api/update-guest';
import { GuestFields } from '../guest-fields';
import { guestChanged, guestFormValues, guestPayload } from '../guest-form-values';

interface UpdateGuestDialogProps extends FormDialogControls {
  guest: Guest;
  /** The guest's page: the email, nationality and notes are edited too. */
  full?: boolean;
}

/** 'Update Guest Information' (spec §5 guest form): sent only if a field changed; the email stays as it is. */
export function UpdateGuestDialog({ guest, full = false, ...controls }: UpdateGuestDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog {...controls} title={t('guests.update.title')} className="dialog-wide">
      {(wiring) => <UpdateGuestForm guest={guest} full={full} {...wiring} />}
    </FormDialog>
  );
}

interface FormProps extends DialogFormProps {
  guest: Guest;
  full: boolean;
}

function UpdateGuestForm({ guest, full, onBusy, onCancel, onSaved }: FormProps) {
  const { t } = useTranslation();
  const form = useForm(guestBody, guestFormValues(guest));
  const update = useUpdateGuest();
  // Before the next key press the dialog knows whether Escape may close it; leaving ends the busy state.
  useReportBusy(form.submitting, onBusy);

  const submit = form.onSubmit(async () => {
    if (!guestChanged(guest, form.values)) return t('guests.update.nothingChanged');
    await update.mutateAsync({ id: guest._id, body: guestPayload(form.values, full) });
    onSaved(t('guests.update.saved'));
  });

  return (
    <form noValidate onSubmit={submit}>
      <GuestFields bind={form.bind} autoFocus full={full} />
      <FormActions form={form} label={t('guests.update.save')} onCancel={onCancel} />
    </form>
  );
}
