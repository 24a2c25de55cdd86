import { newPassword } from '@hostel/shared/api/account-schemas';
import { matches } from '@hostel/shared/api/fields';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { FormStatus } from '../../../components/form-status';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { finishPasswordReset } from '../api/finish-password-reset';
import { AuthCard } from '../auth-card';
import '../auth.css';
import { said } from '@hostel/shared/i18n/message';

export const REDIRECT_AFTER_RESET_MS = 2000;

const newPasswordForm = z
  .object({ newPassword, repeatNewPassword: z.string().check(z.minLength(1, said('validation.repeatNewPassword'))) })
  .check(matches('newPassword', 'repeatNewPassword', said('validation.passwordDoNotMatch')));

export function Component() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const form = useForm(newPasswordForm, { newPassword: '', repeatNewPassword: '' });
  const done = form.success !== '';

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/accounts/login', { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = form.onSubmit(async (body) => {
    try {
      await finishPasswordReset(token, body);
      return t('auth.newPasswordPage.saved');
    } catch (error) {
      if (error instanceof ApiError && error.messageId === 'account.jwtExpired') {
        throw new ApiError(error.status, [t('auth.newPasswordPage.expired')]);
      }
      throw error;
    }
  });

  return (
    <AuthCard title={t('auth.newPasswordPage.title')}>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('auth.passwordHint')}
          {...form.bind('newPassword')}
          disabled={done}
        />
        <TextField
          label={t('auth.repeatNewPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...form.bind('repeatNewPassword')}
          disabled={done}
        />
        <SubmitButton busy={form.submitting} disabled={done} busyLabel={t('components.saving')}>
          {t('auth.newPasswordPage.save')}
        </SubmitButton>
        <FormStatus form={form} />
      </form>
      <p className="auth-links">
        <Link to="/accounts/reset-password">{t('auth.newPasswordPage.askNewLink')}</Link>
      </p>
    </AuthCard>
  );
}
