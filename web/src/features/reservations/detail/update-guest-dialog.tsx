import { guestBody, type Guest } from '@hostel/shared/api/guest-schemas';
import { FormDialog, useReportBusy } from '../../../components/form-dialog';
import { FormStatus } from '../../../components/form-status';
import { SubmitButton } from '../../../components/submit-button';
import { useForm } from '../../../lib/use-form';
import { useUpdateGuest } from '../api/update-guest';
import { GuestFields } from '../guest-fields';
import { guestChanged, guestFormValues, guestPayload } from '../guest-form-values';

interface UpdateGuestDialogProps {
  guest: Guest;
  open: boolean;
  onClose(): void;
  onSaved(message: string): void;
}

/** 'Update Guest Information' (spec §5 guest form): sent only if a field changed; the email stays as it is. */
export function UpdateGuestDialog({ guest, open, onClose, onSaved }: UpdateGuestDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title="Update guest information" className="dialog-wide">
      {(onBusy) => <UpdateGuestForm guest={guest} onBusy={onBusy} onCancel={onClose} onSaved={onSaved} />}
    </FormDialog>
  );
}

interface FormProps {
  guest: Guest;
  onBusy(busy: boolean): void;
  onCancel(): void;
  onSaved(message: string): void;
}

function UpdateGuestForm({ guest, onBusy, onCancel, onSaved }: FormProps) {
  const form = useForm(guestBody, guestFormValues(guest));
  const update = useUpdateGuest();
  // Before the next key press the dialog knows whether Escape may close it; leaving ends the busy state.
  useReportBusy(form.submitting, onBusy);

  const submit = form.onSubmit(async () => {
    if (!guestChanged(guest, form.values)) return 'Nothing changed, so nothing was sent';
    await update.mutateAsync({ id: guest._id, body: guestPayload(form.values) });
    onSaved('Guest information updated');
  });

  return (
    <form noValidate onSubmit={submit}>
      <GuestFields bind={form.bind} autoFocus />
      <FormStatus form={form} />
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel} disabled={form.submitting}>
          Cancel
        </button>
        <SubmitButton busy={form.submitting} busyLabel="Saving…">
          Save guest
        </SubmitButton>
      </div>
    </form>
  );
}
