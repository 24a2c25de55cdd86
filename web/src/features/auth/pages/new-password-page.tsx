import { newPassword } from '@hostel/shared/api/account-schemas';
import { matches } from '@hostel/shared/api/fields';
import { PASSWORD_HINT } from '@hostel/shared/domain/password-policy';
import { useEffect } from 'react';
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

export const REDIRECT_AFTER_RESET_MS = 2000;
const SUCCESS = 'Password modified successfully. You will be redirect to the login page.';

const newPasswordForm = z
  .object({ newPassword, repeatNewPassword: z.string().check(z.minLength(1, 'Repeat the new password')) })
  .check(matches('newPassword', 'repeatNewPassword', 'Password do not match'));

export function Component() {
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
      return SUCCESS;
    } catch (error) {
      if (error instanceof ApiError && error.message === 'jwt expired') {
        throw new ApiError(error.status, ['Token has expired. Please resend the token and try again.']);
      }
      throw error;
    }
  });

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={submit} noValidate>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          hint={PASSWORD_HINT}
          {...form.bind('newPassword')}
          disabled={done}
        />
        <TextField
          label="Repeat new password"
          type="password"
          autoComplete="new-password"
          required
          {...form.bind('repeatNewPassword')}
          disabled={done}
        />
        <SubmitButton busy={form.submitting} disabled={done} busyLabel="Saving…">
          Save new password
        </SubmitButton>
        <FormStatus form={form} />
      </form>
      <p className="auth-links">
        <Link to="/accounts/reset-password">Ask for a new link</Link>
      </p>
    </AuthCard>
  );
}
