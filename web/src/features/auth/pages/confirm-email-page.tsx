import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../../lib/support-email';
import { AuthCard } from '../auth-card';
import { ResendVerification } from '../resend-verification-form';
import '../auth.css';

export function Component() {
  const { t } = useTranslation();
  const { email = '' } = useParams();
  return (
    <AuthCard title={t('auth.confirmEmail.title')}>
      <p className="status-icon" aria-hidden="true">
        ✉️
      </p>
      <p>
        <Trans i18nKey="auth.confirmEmail.sent" values={{ email }} components={{ strong: <strong /> }} />
      </p>
      <p>{t('auth.confirmEmail.didntGetIt')}</p>
      <ResendVerification email={email || null} />
      <p className="auth-links">
        <span>
          {t('auth.confirmEmail.stillStuck')} <a href={`mailto:${SUPPORT_EMAIL}`}>{t('auth.confirmEmail.contactSupport')}</a>
        </span>
      </p>
    </AuthCard>
  );
}
