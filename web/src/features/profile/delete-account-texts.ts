import type { Role } from '@hostel/shared/api/account-schemas';

// What the confirmation says depends on the role: the admin's account is the property (spec §6).

export interface DeleteAccountTexts {
  title: string;
  description: string;
  consequence: string;
  confirm: string;
}

export function deleteAccountTexts(role: Role): DeleteAccountTexts {
  if (role === 'admin') {
    return {
      title: 'Delete your account',
      description: 'Permanently remove your account and all associated data',
      consequence:
        'As the administrator, deleting your account also deletes your property with all its room types, rates, reservations, guests and team members. This cannot be undone.',
      confirm: 'Delete account and property',
    };
  }
  return {
    title: 'Delete your account',
    description: 'Permanently remove your access to this property',
    consequence:
      'Only your own user is deleted: you will no longer be able to sign in. The property and its reservations, guests and team stay as they are.',
    confirm: 'Delete my account',
  };
}

/** Spec §9: the pause between the success message and the logout that follows. */
export const LOGOUT_AFTER_DELETE_MS = 2400;
