import { useParams } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../../lib/support-email';
import { AuthCard } from '../auth-card';
import { ResendVerification } from '../resend-verification-form';
import '../auth.css';

export function Component() {
  const { email = '' } = useParams();
  return (
    <AuthCard title="Confirm your email">
      <p className="status-icon" aria-hidden="true">
        ✉️
      </p>
      <p>
        We sent a confirmation email to <strong>{email}</strong>. Open the link in it to activate your account; it works for 24 hours.
      </p>
      <p>Didn't get it? Check your spam folder, or:</p>
      <ResendVerification email={email || null} />
      <p className="auth-links">
        <span>
          Still stuck? <a href={`mailto:${SUPPORT_EMAIL}`}>Contact support</a>
        </span>
      </p>
    </AuthCard>
  );
}
