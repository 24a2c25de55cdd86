import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { confirmEmail } from '../api/confirm-email';
import { AuthCard } from '../auth-card';
import { ResendVerification } from '../resend-verification-form';
import { forgetSignupEmail, signupEmail } from '../signup-email';
import '../auth.css';

type Outcome = { kind: 'loading' } | { kind: 'verified' } | { kind: 'failed'; message: string } | { kind: 'offline' };

const EXPIRED = 'The verification link has expired. Please request a new link to complete your email verification.';
const UNEXPECTED = 'An unexpected error occurred. Please try again or request a new verification link.';

export function Component() {
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    confirmEmail(token).then(
      () => {
        forgetSignupEmail();
        if (active) setOutcome({ kind: 'verified' });
      },
      (error: unknown) => {
        if (!active) return;
        if (error instanceof ApiError && error.isNetworkError) setOutcome({ kind: 'offline' });
        else setOutcome({ kind: 'failed', message: error instanceof ApiError && error.message === 'jwt expired' ? EXPIRED : UNEXPECTED });
      },
    );
    return () => {
      active = false;
    };
  }, [token]);

  if (outcome.kind === 'loading') {
    return (
      <AuthCard title="Verifying your email">
        <p role="status">Checking your link…</p>
      </AuthCard>
    );
  }
  if (outcome.kind === 'verified') {
    return (
      <AuthCard title="Email Verified Successfully">
        <p>Your account is active. Welcome aboard!</p>
        <Link className="button button-primary button-block" to="/accounts/login">
          Log in into your account
        </Link>
      </AuthCard>
    );
  }
  if (outcome.kind === 'offline') {
    return (
      <AuthCard title="Connection Error">
        <p role="alert">We could not reach the server. Please check your internet connection and reload this page.</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="We could not verify your email">
      <p role="alert">{outcome.message}</p>
      <ResendVerification email={signupEmail()} label="Resend token" />
    </AuthCard>
  );
}
