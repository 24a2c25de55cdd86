import type { MessageId } from '@hostel/shared/i18n/message';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthCard } from '../auth-card';
import { ResendVerification } from '../resend-verification-form';
import { forgetSignupEmail, signupEmail } from '../signup-email';
import '../auth.css';

/** What the API answers (200) to a link opened again after it worked, e.g. by a mail client's preview. */
/** The confirmation's answer when the link was already used, by id (shared/src/i18n/messages-en.ts). */
export const ALREADY_VERIFIED = 'account.emailAlreadyVerified' satisfies MessageId;

function SignInLink() {
  const { t } = useTranslation();
  return (
    <Link className="button button-primary button-block" to="/accounts/login">
      {t('auth.emailValidation.logIn')}
    </Link>
  );
}

export function Component() {
  const { t } = useTranslation();
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
      <AuthCard title={t('auth.emailValidation.verifyingTitle')}>
        <p role="status">{t('auth.emailValidation.checking')}</p>
      </AuthCard>
    );
  }
  if (confirmation.status === 'success') {
    if ((confirmation.data as { messageId?: string } | undefined)?.messageId === ALREADY_VERIFIED) {
      return (
        <AuthCard title={t('auth.emailValidation.alreadyTitle')}>
          <p>{t('auth.emailValidation.alreadyText')}</p>
          <SignInLink />
        </AuthCard>
      );
    }
    return (
      <AuthCard title={t('auth.emailValidation.verifiedTitle')}>
        <p>{t('auth.emailValidation.verifiedText')}</p>
        <SignInLink />
      </AuthCard>
    );
  }
  const error = confirmation.error;
  if (error?.isNetworkError) {
    return (
      <AuthCard title={t('auth.emailValidation.connectionTitle')}>
        <p role="alert">{t('auth.emailValidation.connectionText')}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.emailValidation.failedTitle')}>
      {resent ? null : (
        <p role="alert">
          {error?.messageId === 'account.jwtExpired' ? t('auth.emailValidation.expired') : t('auth.emailValidation.unexpected')}
        </p>
      )}
      <ResendVerification email={signupEmail()} label={t('auth.emailValidation.resendToken')} onSent={() => setResent(true)} />
    </AuthCard>
  );
}
