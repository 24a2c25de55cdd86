import { changePasswordBody } from '@hostel/shared/api/account-schemas';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/form-actions';
import { TextField } from '../../components/text-field';
import { useForm } from '../../lib/use-form';
import { useChangePassword } from './api/change-password';
import { passwordFailure } from './password-failure';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const { t } = useTranslation();
  const form = useForm(changePasswordBody, EMPTY);
  const change = useChangePassword();

  const submit = form.onSubmit(async (data) => {
    try {
      await change.mutateAsync(data);
    } catch (error) {
      throw passwordFailure(error);
    }
    for (const [name, value] of Object.entries(EMPTY)) form.set(name as keyof typeof EMPTY, value);
    return t('profile.passwordUpdated');
  });

  return (
    <form className="password-form" noValidate onSubmit={submit}>
      <TextField
        label={t('profile.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        {...form.bind('currentPassword')}
      />
      <TextField
        label={t('profile.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('auth.passwordHint')}
        {...form.bind('newPassword')}
      />
      <TextField
        label={t('profile.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...form.bind('confirmPassword')}
      />
      <FormActions form={form} className="profile-form-actions" />
    </form>
  );
}
