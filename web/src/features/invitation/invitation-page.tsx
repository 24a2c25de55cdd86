import { acceptInvitationBody } from '@hostel/shared/api/team-schemas';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
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

/** /accounts/invitation/:token: an invited member chooses the password they will sign in with. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.invitation.title'));
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
      return t('auth.invitation.done');
    } catch (error) {
      if (error instanceof ApiError && error.messageId === 'account.jwtExpired')
        throw new ApiError(error.status, [t('auth.invitation.expired')]);
      throw error;
    }
  });

  const passwordError = form.errors.newPassword;
  const hint = t('auth.passwordHint');
  return (
    <PageMain className="auth-page">
      <section className="card auth-card" aria-labelledby="invitation-title">
        <h1 id="invitation-title">{t('auth.invitation.title')}</h1>
        <p className="lead">{t('auth.invitation.lead')}</p>
        <form onSubmit={submit} noValidate>
          {/* The rule is said once: as the hint, or in its place when the password breaks it. */}
          <TextField
            label={t('auth.newPassword')}
            type="password"
            autoComplete="new-password"
            required
            hint={passwordError === hint ? undefined : hint}
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
            {t('auth.invitation.setPassword')}
          </SubmitButton>
          <FormStatus form={form} />
        </form>
        <p className="invitation-links">
          <Link to="/accounts/login">{done ? t('auth.invitation.signInNow') : t('auth.invitation.alreadySet')}</Link>
        </p>
      </section>
    </PageMain>
  );
}
