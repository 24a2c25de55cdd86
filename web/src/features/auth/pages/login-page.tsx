import { signInBody } from '@hostel/shared/api/account-schemas';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FormMessages } from '../../../components/form-messages';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { signIn } from '../api/sign-in';
import { AuthCard } from '../auth-card';
import '../auth.css';

export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm(signInBody, { username: '', password: '' });
  // Back to the page that asked for sign-in, if it was inside the app.
  const from = (location.state as { from?: string } | null)?.from;
  const destination = from?.startsWith('/app') ? from : '/app';

  const submit = form.onSubmit(async (body) => {
    try {
      await signIn(body);
    } catch (error) {
      if (error instanceof ApiError && error.status >= 500) throw new ApiError(error.status, ['Server Error']);
      throw error;
    }
    navigate(destination, { replace: true });
  });

  return (
    <AuthCard
      title="Sign in to your account"
      lead={
        <p>
          New here? <Link to="/accounts/signup">Create an account for free</Link>
        </p>
      }
    >
      <form onSubmit={submit} noValidate>
        <TextField label="Email" type="email" autoComplete="username" required maxLength={50} {...form.bind('username')} />
        <TextField label="Password" type="password" autoComplete="current-password" required {...form.bind('password')} />
        <SubmitButton busy={form.submitting} busyLabel="Signing in…">
          Sign in
        </SubmitButton>
        <FormMessages messages={form.messages} />
      </form>
      <p className="auth-links">
        <Link to="/accounts/reset-password">Forgot your password?</Link>
      </p>
    </AuthCard>
  );
}
