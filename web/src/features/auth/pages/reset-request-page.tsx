import { resetInitBody } from '@hostel/shared/api/account-schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormStatus } from '../../../components/form-status';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../auth-card';
import '../auth.css';

export function Component() {
  const { t } = useTranslation();
  const form = useForm(resetInitBody, { username: '' });

  const submit = form.onSubmit(async ({ username }) => {
    try {
      await requestPasswordReset(username);
      return t('auth.resetRequest.sent');
    } catch (error) {
      if (error instanceof ApiError && error.isNetworkError) throw new ApiError(0, [t('auth.resetRequest.networkError')]);
      throw error;
    }
  });

  return (
    <AuthCard title={t('auth.resetRequest.title')} lead={<p>{t('auth.resetRequest.lead')}</p>}>
      <form onSubmit={submit} noValidate>
        <TextField label={t('auth.email')} type="email" autoComplete="email" required {...form.bind('username')} />
        <SubmitButton busy={form.submitting} busyLabel={t('auth.sending')}>
          {t('auth.resetRequest.send')}
        </SubmitButton>
        <FormStatus form={form} />
      </form>
      <p className="auth-links">
        <Link to="/accounts/login">{t('auth.resetRequest.backToSignIn')}</Link>
      </p>
    </AuthCard>
  );
}
