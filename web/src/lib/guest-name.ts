import { ERASED_GUEST_NAME } from '@hostel/shared/api/guest-schemas';
import { i18n } from './i18n/i18n';

/**
 * A reservation's guest name as the screens show it: the API names an erased guest with the spec's English
 * ("Deleted guest", data the same for every client), which the screens say in their language.
 */
export function guestNameShown(name: string): string {
  return name === ERASED_GUEST_NAME ? i18n.t('common.deletedGuest') : name;
}
