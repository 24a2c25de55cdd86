import { createUserBody, INVITATION_HOURS, MEMBER_ROLES, updateUserBody, type TeamMember } from '@hostel/shared/api/team-schemas';
import { FormActions } from '../../components/form-actions';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { ApiError } from '../../lib/api-client';
import { useForm } from '../../lib/use-form';
import { useCreateUser } from './api/create-user';
import { useUpdateUser } from './api/update-user';
import { ROLE_LABELS } from './team-view';

const ROLE_OPTIONS = MEMBER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const UPDATE_FAILED = 'Unable to update user profile. Please Try again...';
const ROLE_HINT = 'Managers can change the property, room types, rates and users; employees can look at them.';

interface UserFormProps {
  /** Saved: the message to show (the API's, which says whether an invitation is on its way). */
  onSaved(message: string, tone: 'success' | 'error'): void;
  onCancel(): void;
}

/** New user (spec §5): email, names and role; the member chooses a password through the invitation email. */
export function AddUserForm({ onSaved, onCancel, full }: UserFormProps & { full: boolean }) {
  const create = useCreateUser();
  const form = useForm(createUserBody, { username: '', firstName: '', lastName: '', role: 'employee' });

  const submit = form.onSubmit(async (body) => {
    const created = await create.mutateAsync(body);
    // The invitation is queued with the member, so adding one always succeeded as a whole.
    onSaved(created.msg, 'success');
  });

  return (
    <form noValidate onSubmit={submit}>
      {full ? (
        <p className="form-messages form-messages-error">
          The Free plan allows up to 5 users, the admin included. Delete a user to add another.
        </p>
      ) : null}
      <p className="field-hint form-lead">
        We email the new member a link to choose their password. It works once, for {INVITATION_HOURS} hours.
      </p>
      <TextField label="Email" type="email" autoComplete="off" required maxLength={50} {...form.bind('username')} />
      <div className="form-grid">
        <TextField label="First name" autoComplete="off" required maxLength={50} {...form.bind('firstName')} />
        <TextField label="Last name" autoComplete="off" maxLength={50} {...form.bind('lastName')} />
      </div>
      <SelectField label="Role" options={ROLE_OPTIONS} hint={ROLE_HINT} {...form.bind('role')} />
      <FormActions form={form} label="Add user" busyLabel="Adding…" onCancel={onCancel} />
    </form>
  );
}

/** Edit user (spec §5): names and role; the email is who they are and stays. */
export function EditUserForm({ member, onSaved, onCancel }: UserFormProps & { member: TeamMember }) {
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
      if (error instanceof ApiError && (error.isNetworkError || error.status >= 500)) throw new ApiError(error.status, [UPDATE_FAILED]);
      throw error;
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <TextField
        label="Email"
        name="email"
        type="email"
        value={member.username}
        readOnly
        hint="The email is the member's sign-in name and cannot be changed."
      />
      <div className="form-grid">
        <TextField label="First name" autoComplete="off" required maxLength={50} {...form.bind('firstName')} />
        <TextField label="Last name" autoComplete="off" maxLength={50} {...form.bind('lastName')} />
      </div>
      <SelectField label="Role" options={ROLE_OPTIONS} hint={ROLE_HINT} {...form.bind('role')} />
      <FormActions form={form} onCancel={onCancel} />
    </form>
  );
}
