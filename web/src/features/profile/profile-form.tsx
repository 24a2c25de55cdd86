import type { Profile } from '@hostel/shared/api/account-schemas';
import { updateProfileBody } from '@hostel/shared/api/account-schemas';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/form-actions';
import { TextField } from '../../components/text-field';
import { useForm } from '../../lib/use-form';
import { useUpdateProfile } from './api/update-profile';

interface ProfileFormProps {
  profile: Profile;
}

export function ProfileForm({ profile }: ProfileFormProps) {
  const { t } = useTranslation();
  const user = profile.user_info;
  const form = useForm(updateProfileBody, { firstName: user.first_name, lastName: user.last_name });
  const update = useUpdateProfile();

  const submit = form.onSubmit(async (data) => {
    // The role travels unchanged: the API accepts it only as it is.
    await update.mutateAsync({ firstName: data.firstName, lastName: data.lastName ?? '', role: user.role });
    return t('profile.updated');
  });

  return (
    <form className="profile-form" noValidate onSubmit={submit}>
      <div className="profile-form-grid">
        <TextField label={t('profile.firstName')} autoComplete="given-name" required maxLength={50} {...form.bind('firstName')} />
        <TextField label={t('profile.lastName')} autoComplete="family-name" maxLength={50} {...form.bind('lastName')} />
        <TextField label={t('profile.email')} name="email" type="email" value={user.username} readOnly hint={t('profile.emailHint')} />
        <TextField label={t('profile.role')} name="role" value={t(`profile.roles.${user.role}`)} readOnly />
      </div>
      <FormActions form={form} className="profile-form-actions" />
    </form>
  );
}
