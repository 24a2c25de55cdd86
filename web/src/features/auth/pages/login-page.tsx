import { signInBody } from '@hostel/shared/api/account-schemas';
import { ERROR_CODES } from '@hostel/shared/api/error-codes';
import { lazy, Suspense, useRef, useState } from 'react';
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
import { ResendVerification } from '../resend-verification-form';
import '../auth.css';

// Most sign-ins never need the captcha: its widget loads only when the server asks for it.
const CaptchaField = lazy(() => import('../captcha-field').then((module) => ({ default: module.CaptchaField })));

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm(signInBody, { username: '', password: '' });
  // Back to the page that asked for sign-in, if it was inside the app.
  const from = (location.state as { from?: string } | null)?.from;
  const destination = from?.startsWith('/app') ? from : '/app';
  // After too many failed attempts on an account the server asks for a solved captcha with each try.
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  // The widget's answer in a ref, not in state: a submit right after the solve reads it before React renders again.
  const captcha = useRef<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string>();
  // A solved captcha is good for one try: a new round remounts the widget.
  const [captchaRound, setCaptchaRound] = useState(0);
  // The right password for an account whose email is not confirmed yet: offer the mail again here.
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  // The right password for a property its admin deleted: it is closed, and restorable for 30 days.
  const [closedFor, setClosedFor] = useState<string | null>(null);

  const submit = form.onSubmit(async (body) => {
    if (captchaNeeded && !captcha.current) {
      setCaptchaError(t('auth.captchaMissing'));
      return;
    }
    setUnconfirmedEmail(null);
    setClosedFor(null);
    try {
      await signIn({ ...body, ...(captchaNeeded && captcha.current ? { captchaToken: captcha.current } : {}) });
    } catch (error) {
      if (captchaNeeded) {
        captcha.current = null;
        setCaptchaRound((round) => round + 1);
      }
      if (error instanceof ApiError && error.code === ERROR_CODES.captchaRequired) setCaptchaNeeded(true);
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
        {captchaNeeded ? (
          <Suspense fallback={<p role="status">{t('auth.signInPage.loadingCaptcha')}</p>}>
            <CaptchaField
              key={captchaRound}
              error={captchaError}
              onChange={(payload) => {
                captcha.current = payload;
                if (payload) setCaptchaError(undefined);
              }}
            />
          </Suspense>
        ) : null}
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
