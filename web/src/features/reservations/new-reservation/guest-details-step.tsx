import { guestBody, type Guest } from '@hostel/shared/api/guest-schemas';
import { useLayoutEffect, useRef } from 'react';
import { FormStatus } from '../../../components/form-status';
import { SubmitButton } from '../../../components/submit-button';
import { submissionFor, type Submission } from '../../../lib/idempotency-key';
import { useForm } from '../../../lib/use-form';
import { useCreateGuest } from '../api/create-guest';
import { useUpdateGuest } from '../api/update-guest';
import { GuestFields } from '../guest-fields';
import { guestChanged, guestPayload, type GuestFormValues } from '../guest-form-values';

interface GuestDetailsStepProps {
  /** The guest found by email, or made by an earlier pass of this step; null for a new guest. */
  guest: Guest | null;
  values: GuestFormValues;
  onSaved(guest: Guest, values: GuestFormValues): void;
  onBack(values: GuestFormValues): void;
  onBusy(busy: boolean): void;
}

/**
 * Step 1: the guest's details, prefilled when found. Continue saves them: a new guest is created (with an
 * Idempotency-Key, so a retry never makes two), a known one is updated only if a field changed.
 */
export function GuestDetailsStep({ guest, values, onSaved, onBack, onBusy }: GuestDetailsStepProps) {
  const form = useForm(guestBody, values);
  const create = useCreateGuest();
  const update = useUpdateGuest();
  const submission = useRef<Submission | undefined>(undefined);
  // Before the next key press the dialog knows whether Escape may close it; leaving ends the busy state.
  useLayoutEffect(() => {
    onBusy(form.submitting);
    return () => onBusy(false);
  }, [form.submitting, onBusy]);

  const submit = form.onSubmit(async () => {
    const body = guestPayload(form.values);
    let saved = guest;
    if (!saved) {
      submission.current = submissionFor(submission.current, body);
      saved = await create.mutateAsync({ body, idempotencyKey: submission.current.key });
    } else if (guestChanged(saved, form.values)) {
      saved = await update.mutateAsync({ id: saved._id, body });
    }
    onSaved(saved, form.values);
  });

  return (
    <form noValidate onSubmit={submit}>
      <h3 className="res-step-title">{guest ? 'Guest details' : 'New guest'}</h3>
      <p className="muted">
        {guest
          ? 'A guest with this email is on file. Check the details; changes are saved for the guest.'
          : values.email
            ? 'No guest has this email yet. Add their details.'
            : 'A new guest without an email. Add their details.'}
      </p>
      <GuestFields bind={form.bind} autoFocus />
      <FormStatus form={form} />
      <div className="dialog-actions">
        <button type="button" className="button" onClick={() => onBack(form.values)} disabled={form.submitting}>
          Back
        </button>
        <SubmitButton busy={form.submitting} busyLabel="Saving guest…">
          Continue
        </SubmitButton>
      </div>
    </form>
  );
}
