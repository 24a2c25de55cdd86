import type { Role } from '@hostel/shared/api/account-schemas';
import { catalogTexts } from '../../lib/i18n/catalog-texts';

// What the confirmation says depends on the role: the admin's account is the property (spec §6).
// The words are in the catalogs (profile.deleteAdmin, deleteMember, deleteProperty), read in the current language.

const texts = catalogTexts('profile');

export interface DeleteAccountTexts {
  title: string;
  description: string;
  consequence: string;
  confirm: string;
}

export function deleteAccountTexts(role: Role): DeleteAccountTexts {
  return role === 'admin' ? texts.deleteAdmin : texts.deleteMember;
}

/** Spec §9: the pause between the success message and the logout that follows. */
export const LOGOUT_AFTER_DELETE_MS = 2400;

/** The admin's dialog: the export offered first, then the confirmation (the password and the property's name). */
export const deletePropertyTexts = texts.deleteProperty;

/** Compared as the server compares it: the same characters, spaces around them left out. */
export function sameName(typed: string, name: string): boolean {
  return typed.trim().normalize('NFC') === name.trim().normalize('NFC');
}
