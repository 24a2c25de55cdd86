import {
  createUserBody,
  INVITATION_HOURS,
  MAX_USERS_PER_PROPERTY,
  MEMBER_ROLES,
  updateUserBody,
  type TeamMember,
} from '@hostel/shared/api/team-schemas';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/form-actions';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { ApiError } from '../../lib/api-client';
import { useForm } from '../../lib/use-form';
import { useCreateUser } from './api/create-user';
import { useUpdateUser } from './api/update-user';
import { roleLabel } from './team-view';

// Made at each render: the roles' names follow the screens' language.
const roleOptions = () => MEMBER_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

interface UserFormProps {
  /** Saved: the message to show (the API's, which says whether an invitation is on its way). */
  onSaved(message: string, tone: 'success' | 'error'): void;
  onCancel(): void;
}

/** New user (spec §5): email, names and role; the member chooses a password through the invitation email. */
export function AddUserForm({ onSaved, onCancel, full }: UserFormProps & { full: boolean }) {
  const { t } = useTranslation();
  const create = useCreateUser();
  const form = useForm(createUserBody, { username: '', firstName: '', lastName: '', role: 'employee' });

  const submit = form.onSubmit(async (body) => {
    const created = await create.mutateAsync(body);
    // The invitation is queued with the member, so adding one always succeeded as a whole.
    onSaved(created.msg, 'success');
  });

  return (
    <form noValidate onSubmit={submit}>
      {full ? <p className="form-messages form-messages-error">{t('team.form.full', { max: MAX_USERS_PER_PROPERTY })}</p> : null}
      <p className="field-hint form-lead">{t('team.form.invitation', { hours: INVITATION_HOURS })}</p>
      <TextField label={t('team.form.email')} type="email" autoComplete="off" required maxLength={50} {...form.bind('username')} />
      <div className="form-grid">
        <TextField label={t('team.form.firstName')} autoComplete="off" required maxLength={50} {...form.bind('firstName')} />
        <TextField label={t('team.form.lastName')} autoComplete="off" maxLength={50} {...form.bind('lastName')} />
      </div>
      <SelectField label={t('team.form.role')} options={roleOptions()} hint={t('team.form.roleHint')} {...form.bind('role')} />
      <FormActions
        form={form}
        label={t('team.add')}
        busyLabel={t('team.adding')}
        cancelLabel={t('components.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}

/** Edit user (spec §5): names and role; the email is who they are and stays. */
export function EditUserForm({ member, onSaved, onCancel }: UserFormProps & { member: TeamMember }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const form = useForm(updateUserBody, {
    firstName: member.first_name,
    lastName: member.last_name,
    role: member.role === 'admin' ? 'manager' : member.role,
  });

  const submit = form.onSubmit(async (body) => {
    try {
      const updated = await update.mutateAsync({ id: member._id, body: { ...body, lastName: body.lastName ?? '' } });
      onSaved(updated.msg, 'success');
    } catch (error) {
      // A refusal says why; a call that never got an answer gets the product's own words (spec §8).
      if (error instanceof ApiError && (error.isNetworkError || error.status >= 500))
        throw new ApiError(error.status, [t('team.form.updateFailed')]);
      throw error;
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <TextField label={t('team.form.email')} name="email" type="email" value={member.username} readOnly hint={t('team.form.emailHint')} />
      <div className="form-grid">
        <TextField label={t('team.form.firstName')} autoComplete="off" required maxLength={50} {...form.bind('firstName')} />
        <TextField label={t('team.form.lastName')} autoComplete="off" maxLength={50} {...form.bind('lastName')} />
      </div>
      <SelectField label={t('team.form.role')} options={roleOptions()} hint={t('team.form.roleHint')} {...form.bind('role')} />
      <FormActions
        form={form}
        label={t('components.save')}
        busyLabel={t('components.saving')}
        cancelLabel={t('components.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}
