import type { Profile } from '@hostel/shared/api/account-schemas';
import { updateProfileBody } from '@hostel/shared/api/account-schemas';
import { FormActions } from '../../components/form-actions';
import { TextField } from '../../components/text-field';
import { useForm } from '../../lib/use-form';
import { useUpdateProfile } from './api/update-profile';

interface ProfileFormProps {
  profile: Profile;
}

const ROLE_NAMES = { admin: 'Administrator', manager: 'Manager', employee: 'Employee' } as const;

export function ProfileForm({ profile }: ProfileFormProps) {
  const user = profile.user_info;
  const form = useForm(updateProfileBody, { firstName: user.first_name, lastName: user.last_name });
  const update = useUpdateProfile();

  const submit = form.onSubmit(async (data) => {
    // The role travels unchanged: the API accepts it only as it is.
    await update.mutateAsync({ firstName: data.firstName, lastName: data.lastName ?? '', role: user.role });
    return 'Profile updated successfully';
  });

  return (
    <form className="profile-form" noValidate onSubmit={submit}>
      <div className="profile-form-grid">
        <TextField label="First name" autoComplete="given-name" required maxLength={50} {...form.bind('firstName')} />
        <TextField label="Last name" autoComplete="family-name" maxLength={50} {...form.bind('lastName')} />
        <TextField
          label="Email"
          name="email"
          type="email"
          value={user.username}
          readOnly
          hint="Your email is your sign-in name and cannot be changed here."
        />
        <TextField label="Role" name="role" value={ROLE_NAMES[user.role]} readOnly />
      </div>
      <FormActions form={form} className="profile-form-actions" />
    </form>
  );
}
