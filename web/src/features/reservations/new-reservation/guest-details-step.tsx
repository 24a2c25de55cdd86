import { guestBody, type Guest } from '@hostel/shared/api/guest-schemas';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStatus } from '../../../components/form-status';
import { SubmitButton } from '../../../components/submit-button';
import { submissionFor, type Submission } from '../../../lib/idempotency-key';
import { useForm } from '../../../lib/use-form';
import { useCreateGuest } from '../api/create-guest';
import { GuestFields } from '../guest-fields';
import { guestPayload, type GuestFormValues } from '../guest-form-values';

interface GuestDetailsStepProps {
  values: GuestFormValues;
  onSaved(guest: Guest, values: GuestFormValues): void;
  onBack(values: GuestFormValues): void;
  onBusy(busy: boolean): void;
}

/**
 * Step 1 for a new guest: their details. Continue creates the guest (with an Idempotency-Key, so a retry
 * never makes two). A guest on file is never edited here (found-guest-step.tsx).
 */
export function GuestDetailsStep({ values, onSaved, onBack, onBusy }: GuestDetailsStepProps) {
  const { t } = useTranslation();
  const form = useForm(guestBody, values);
  const create = useCreateGuest();
  const submission = useRef<Submission | undefined>(undefined);
  // Before the next key press the dialog knows whether Escape may close it; leaving ends the busy state.
  useLayoutEffect(() => {
    onBusy(form.submitting);
    return () => onBusy(false);
  }, [form.submitting, onBusy]);

  const submit = form.onSubmit(async () => {
    const body = guestPayload(form.values);
    submission.current = submissionFor(submission.current, body);
    onSaved(await create.mutateAsync({ body, idempotencyKey: submission.current.key }), form.values);
  });

  return (
    <form noValidate onSubmit={submit}>
      <h3 className="res-step-title">{t('newReservation.newGuest.title')}</h3>
      <p className="muted">{values.email ? t('newReservation.newGuest.withEmail') : t('newReservation.newGuest.withoutEmail')}</p>
      <GuestFields bind={form.bind} autoFocus />
      <FormStatus form={form} />
      <div className="dialog-actions">
        <button type="button" className="button" onClick={() => onBack(form.values)} disabled={form.submitting}>
          {t('newReservation.back')}
        </button>
        <SubmitButton busy={form.submitting} busyLabel={t('newReservation.newGuest.saving')}>
          {t('newReservation.continue')}
        </SubmitButton>
      </div>
    </form>
  );
}
