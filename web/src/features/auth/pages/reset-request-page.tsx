import { resetInitBody } from '@hostel/shared/api/account-schemas';
import { Link } from 'react-router-dom';
import { FormStatus } from '../../../components/form-status';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../auth-card';
import '../auth.css';

const SENT = 'A password reset link has been sent to your email. Please check your inbox to proceed.';

export function Component() {
  const form = useForm(resetInitBody, { username: '' });

  const submit = form.onSubmit(async ({ username }) => {
    try {
      await requestPasswordReset(username);
      return SENT;
    } catch (error) {
      if (error instanceof ApiError && error.isNetworkError) throw new ApiError(0, ['A network error occurred. Please try again later.']);
      throw error;
    }
  });

  return (
    <AuthCard
      title="Reset your password"
      lead={<p>Enter the email of your account and we will send you a link to choose a new password.</p>}
    >
      <form onSubmit={submit} noValidate>
        <TextField label="Email" type="email" autoComplete="email" required {...form.bind('username')} />
        <SubmitButton busy={form.submitting} busyLabel="Sending…">
          Send reset link
        </SubmitButton>
        <FormStatus form={form} />
      </form>
      <p className="auth-links">
        <Link to="/accounts/login">Back to sign in</Link>
      </p>
    </AuthCard>
  );
}
