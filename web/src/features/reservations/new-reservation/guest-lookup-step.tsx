import type { Guest } from '@hostel/shared/api/guest-schemas';
import { emailAddress } from '@hostel/shared/api/fields';
import { message, said } from '@hostel/shared/i18n/message';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { FormStatus } from '../../../components/form-status';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../lib/use-form';
import { findGuestByEmail } from '../api/find-guest-by-email';
import { GuestSearchBox } from '../guest-search-box';

// An empty field says so first; then the shared email rules (5 to 50 characters, a valid address).
const lookup = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, said('field.labelRequired', { label: message('label.email') }))),
    emailAddress('label.email', 5, 50),
  ),
});

interface GuestLookupStepProps {
  email: string;
  onFound(email: string, guest: Guest | null): void;
  /** A guest picked from the suggestions: booked as is, like one found by email. */
  onPicked(guest: Guest): void;
  onBusy(busy: boolean): void;
}

/** Step 0: the guest's email. A known guest comes back to be checked; an unknown one starts an empty form. */
export function GuestLookupStep({ email, onFound, onPicked, onBusy }: GuestLookupStepProps) {
  const { t } = useTranslation();
  const form = useForm(lookup, { email });
  // Before the next key press the dialog knows whether Escape may close it; leaving ends the busy state.
  useLayoutEffect(() => {
    onBusy(form.submitting);
    return () => onBusy(false);
  }, [form.submitting, onBusy]);

  return (
    <form noValidate onSubmit={form.onSubmit(async (data) => onFound(data.email, await findGuestByEmail(data.email)))}>
      <h3 className="res-step-title">{t('newReservation.stepNames.email')}</h3>
      <p className="muted">{t('newReservation.lookup.intro')}</p>
      <TextField
        label={t('newReservation.lookup.email')}
        type="email"
        autoComplete="off"
        required
        maxLength={50}
        autoFocus
        {...form.bind('email')}
      />
      <FormStatus form={form} />
      <GuestSearchBox onPick={onPicked} />
      <div className="dialog-actions">
        {/* A walk-in without an email skips the lookup: nothing to look up, and no lock to take. */}
        <button type="button" className="button" disabled={form.submitting} onClick={() => onFound('', null)}>
          {t('newReservation.lookup.noEmail')}
        </button>
        <SubmitButton busy={form.submitting} busyLabel={t('newReservation.lookup.lookingUp')}>
          {t('newReservation.continue')}
        </SubmitButton>
      </div>
    </form>
  );
}
