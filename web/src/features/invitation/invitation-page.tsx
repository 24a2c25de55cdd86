import { acceptInvitationBody } from '@hostel/shared/api/team-schemas';
import { PASSWORD_HINT } from '@hostel/shared/domain/password-policy';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FormStatus } from '../../components/form-status';
import { PageMain } from '../../components/page-main';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useForm } from '../../lib/use-form';
import { useAcceptInvitation } from './api/accept-invitation';
import './invitation.css';

/** How long the "password set" message shows before sign-in opens (as after a password reset, spec §9). */
export const REDIRECT_AFTER_ACCEPT_MS = 2000;
const EXPIRED =
  'This invitation link has expired. Ask an administrator or manager of your property to send you a new one from the users list.';
const DONE = 'Your password is set. You will be taken to the sign-in page.';

/** /accounts/invitation/:token: an invited member chooses the password they will sign in with. */
export function Component() {
  useDocumentTitle('Join your team');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const form = useForm(acceptInvitationBody, { newPassword: '', repeatNewPassword: '' });
  const done = form.success !== '';

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/accounts/login', { replace: true }), REDIRECT_AFTER_ACCEPT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = form.onSubmit(async (body) => {
    try {
      await accept.mutateAsync({ token, body });
      return DONE;
    } catch (error) {
      if (error instanceof ApiError && error.message === 'jwt expired') throw new ApiError(error.status, [EXPIRED]);
      throw error;
    }
  });

  const passwordError = form.errors.newPassword;
  return (
    <PageMain className="auth-page">
      <section className="card auth-card" aria-labelledby="invitation-title">
        <h1 id="invitation-title">Join your team</h1>
        <p className="lead">Choose the password you will sign in with. Your email is the one the invitation was sent to.</p>
        <form onSubmit={submit} noValidate>
          {/* The rule is said once: as the hint, or in its place when the password breaks it. */}
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            hint={passwordError === PASSWORD_HINT ? undefined : PASSWORD_HINT}
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
            Set password
          </SubmitButton>
          <FormStatus form={form} />
        </form>
        <p className="invitation-links">
          <Link to="/accounts/login">{done ? 'Sign in now' : 'Already set your password? Sign in'}</Link>
        </p>
      </section>
    </PageMain>
  );
}
