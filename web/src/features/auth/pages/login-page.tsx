import { signInBody } from '@hostel/shared/api/account-schemas';
import { ERROR_CODES } from '@hostel/shared/api/error-codes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FormMessages } from '../../../components/form-messages';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { keepLanguageInProfile } from '../../../lib/session/profile-language';
import { useForm } from '../../../lib/use-form';
import { signIn } from '../api/sign-in';
import { AuthCard } from '../auth-card';
import { CaptchaOnDemand } from '../captcha-on-demand';
import { ResendVerification } from '../resend-verification-form';
import { useCaptcha } from '../use-captcha';
import '../auth.css';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm(signInBody, { username: '', password: '' });
  // Back to the page that asked for sign-in, if it was inside the app.
  const from = (location.state as { from?: string } | null)?.from;
  const destination = from?.startsWith('/app') ? from : '/app';
  // After too many failed attempts on an account the server asks for a solved captcha with each try.
  const captcha = useCaptcha();
  // The right password for an account whose email is not confirmed yet: offer the mail again here.
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  // The right password for a property its admin deleted: it is closed, and restorable for 30 days.
  const [closedFor, setClosedFor] = useState<string | null>(null);

  const submit = form.onSubmit(async (body) => {
    const proof = captcha.proof();
    if (!proof) return;
    setUnconfirmedEmail(null);
    setClosedFor(null);
    try {
      await signIn({ ...body, ...proof });
    } catch (error) {
      // A solved captcha is good for one try.
      if (captcha.needed) captcha.renew();
      captcha.notice(error);
      if (error instanceof ApiError && error.code === ERROR_CODES.emailNotVerified) setUnconfirmedEmail(body.username);
      if (error instanceof ApiError && error.code === ERROR_CODES.propertyClosed) setClosedFor(body.username);
      if (error instanceof ApiError && error.status >= 500) throw new ApiError(error.status, [t('auth.signInPage.serverError')]);
      throw error;
    }
    // The language the visitor used here, e.g. chosen at sign-up, becomes the profile's if it has none yet.
    void keepLanguageInProfile();
    navigate(destination, { replace: true });
  });

  return (
    <AuthCard
      title={t('auth.signInPage.title')}
      lead={
        <p>
          {t('auth.signInPage.newHere')} <Link to="/accounts/signup">{t('auth.createFree')}</Link>
        </p>
      }
      languageSwitch
    >
      <form onSubmit={submit} noValidate>
        <TextField label={t('auth.email')} type="email" autoComplete="username" required maxLength={50} {...form.bind('username')} />
        <TextField label={t('auth.password')} type="password" autoComplete="current-password" required {...form.bind('password')} />
        <CaptchaOnDemand captcha={captcha} />
        <SubmitButton busy={form.submitting} busyLabel={t('auth.signInPage.signingIn')}>
          {t('auth.signIn')}
        </SubmitButton>
        <FormMessages messages={form.messages} />
      </form>
      {unconfirmedEmail ? (
        <div className="auth-actions">
          <ResendVerification key={unconfirmedEmail} email={unconfirmedEmail} label={t('auth.signInPage.resendConfirmation')} />
        </div>
      ) : null}
      {closedFor ? (
        <p className="auth-actions">
          <Link className="button" to="/accounts/restore" state={{ username: closedFor }}>
            {t('auth.signInPage.restoreProperty')}
          </Link>
        </p>
      ) : null}
      <p className="auth-links">
        <Link to="/accounts/reset-password">{t('auth.signInPage.forgotPassword')}</Link>
      </p>
    </AuthCard>
  );
}
