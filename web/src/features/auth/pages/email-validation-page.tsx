import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthCard } from '../auth-card';
import { ResendVerification } from '../resend-verification-form';
import { forgetSignupEmail, signupEmail } from '../signup-email';
import '../auth.css';

const EXPIRED = 'The verification link has expired. Please request a new link to complete your email verification.';
const UNEXPECTED = 'An unexpected error occurred. Please try again or request a new verification link.';
/** What the API answers (200) to a link opened again after it worked, e.g. by a mail client's preview. */
export const ALREADY_VERIFIED = 'Your email is already verified';

function SignInLink() {
  return (
    <Link className="button button-primary button-block" to="/accounts/login">
      Log in into your account
    </Link>
  );
}

export function Component() {
  const { token = '' } = useParams();
  const confirmation = useConfirmEmail(token);
  // Once a new email is on its way, the old link's failure is no longer the news.
  const [resent, setResent] = useState(false);
  const verified = confirmation.status === 'success';

  useEffect(() => {
    if (verified) forgetSignupEmail();
  }, [verified]);

  if (confirmation.status === 'idle' || confirmation.status === 'pending') {
    return (
      <AuthCard title="Verifying your email">
        <p role="status">Checking your link…</p>
      </AuthCard>
    );
  }
  if (confirmation.status === 'success') {
    if (confirmation.data?.msg === ALREADY_VERIFIED) {
      return (
        <AuthCard title="Email already verified">
          <p>Your email is already verified: this link was used before. Your account is active.</p>
          <SignInLink />
        </AuthCard>
      );
    }
    return (
      <AuthCard title="Email Verified Successfully">
        <p>Your account is active. Welcome aboard!</p>
        <SignInLink />
      </AuthCard>
    );
  }
  const error = confirmation.error;
  if (error?.isNetworkError) {
    return (
      <AuthCard title="Connection Error">
        <p role="alert">We could not reach the server. Please check your internet connection and reload this page.</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="We could not verify your email">
      {resent ? null : <p role="alert">{error?.message === 'jwt expired' ? EXPIRED : UNEXPECTED}</p>}
      <ResendVerification email={signupEmail()} label="Resend token" onSent={() => setResent(true)} />
    </AuthCard>
  );
}
