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

/** The admin's dialog: the export offered first, then the confirmation (the password and the property's name). */
export const deletePropertyTexts = {
  exportTitle: 'Download your data first',
  exportIntro: 'Keep a copy of every reservation and guest before they are deleted.',
  exportJson: 'All data (JSON)',
  exportReservations: 'Reservations (CSV)',
  exportGuests: 'Guests (CSV)',
  password: 'Your password',
  nameLabel: (name: string) => `Type the property's name, ${name}, to confirm`,
  nameMismatch: "Type the property's name exactly",
  deleting: 'Deleting account...',
  deleted: 'Account deleted successfully',
  failed: 'Unable to delete account. Please Contact support',
};

/** Compared as the server compares it: the same characters, spaces around them left out. */
export function sameName(typed: string, name: string): boolean {
  return typed.trim().normalize('NFC') === name.trim().normalize('NFC');
}
