import { signInBody } from '@hostel/shared/api/account-schemas';
import { ERROR_CODES } from '@hostel/shared/api/error-codes';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FormMessages } from '../../../components/form-messages';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { signIn } from '../api/sign-in';
import { AuthCard } from '../auth-card';
import { ResendVerification } from '../resend-verification-form';
import '../auth.css';

const CAPTCHA_MISSING = 'Please complete the CAPTCHA';
// Most sign-ins never need the captcha: its widget loads only when the server asks for it.
const CaptchaField = lazy(() => import('../captcha-field').then((module) => ({ default: module.CaptchaField })));

export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm(signInBody, { username: '', password: '' });
  // Back to the page that asked for sign-in, if it was inside the app.
  const from = (location.state as { from?: string } | null)?.from;
  const destination = from?.startsWith('/app') ? from : '/app';
  // After too many failed attempts on an account the server asks for a solved captcha with each try.
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string>();
  // A solved captcha is good for one try: a new round remounts the widget.
  const [captchaRound, setCaptchaRound] = useState(0);
  // The right password for an account whose email is not confirmed yet: offer the mail again here.
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);

  const submit = form.onSubmit(async (body) => {
    if (captchaNeeded && !captcha) {
      setCaptchaError(CAPTCHA_MISSING);
      return;
    }
    setUnconfirmedEmail(null);
    try {
      await signIn({ ...body, ...(captchaNeeded && captcha ? { captchaToken: captcha } : {}) });
    } catch (error) {
      if (captchaNeeded) {
        setCaptcha(null);
        setCaptchaRound((round) => round + 1);
      }
      if (error instanceof ApiError && error.code === ERROR_CODES.captchaRequired) setCaptchaNeeded(true);
      if (error instanceof ApiError && error.code === ERROR_CODES.emailNotVerified) setUnconfirmedEmail(body.username);
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
        {captchaNeeded ? (
          <Suspense fallback={<p role="status">Loading the CAPTCHA…</p>}>
            <CaptchaField
              key={captchaRound}
              error={captchaError}
              onChange={(payload) => {
                setCaptcha(payload);
                if (payload) setCaptchaError(undefined);
              }}
            />
          </Suspense>
        ) : null}
        <SubmitButton busy={form.submitting} busyLabel="Signing in…">
          Sign in
        </SubmitButton>
        <FormMessages messages={form.messages} />
      </form>
      {unconfirmedEmail ? (
        <div className="auth-actions">
          <ResendVerification key={unconfirmedEmail} email={unconfirmedEmail} label="Resend the confirmation email" />
        </div>
      ) : null}
      <p className="auth-links">
        <Link to="/accounts/reset-password">Forgot your password?</Link>
      </p>
    </AuthCard>
  );
}
