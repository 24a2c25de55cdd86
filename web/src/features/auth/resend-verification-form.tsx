import { emailBody } from '@hostel/shared/api/account-schemas';
import { useTranslation } from 'react-i18next';
import { FormStatus } from '../../components/form-status';
import { TextField } from '../../components/text-field';
import { ApiError } from '../../lib/api-client';
import { useForm } from '../../lib/use-form';
import { resendVerification } from './api/resend-verification';

interface ResendVerificationProps {
  /** The email if the browser knows it; otherwise the user types it. */
  email: string | null;
  label?: string;
  /** Told when the email has been resent, e.g. to stop showing why it was needed. */
  onSent?(): void;
}

/** "Resend" for the confirmation email, with the texts of spec §8. */
export function ResendVerification({ email, label, onSent }: ResendVerificationProps) {
  const { t } = useTranslation();
  const form = useForm(emailBody, { email: email ?? '' });

  const submit = form.onSubmit(async (body) => {
    try {
      await resendVerification(body.email);
      onSent?.();
      return t('auth.resend.resent');
    } catch (error) {
      if (error instanceof ApiError && error.isNetworkError) throw new ApiError(0, [t('auth.resend.networkError')]);
      throw error;
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      {email ? null : <TextField label={t('auth.email')} type="email" autoComplete="email" required {...form.bind('email')} />}
      <button type="submit" className={email ? 'link-button' : 'button button-block'} disabled={form.submitting}>
        {form.submitting ? t('auth.sending') : (label ?? t('auth.resend.resendEmail'))}
      </button>
      <FormStatus form={form} />
    </form>
  );
}
