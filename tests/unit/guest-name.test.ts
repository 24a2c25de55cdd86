import { ERASED_GUEST_NAME } from '@hostel/shared/api/guest-schemas';
import { afterEach, describe, expect, test } from 'vitest';
import { guestNameShown } from '../../web/src/lib/guest-name';
import { changeLanguage } from '../../web/src/lib/i18n/i18n';

// An erased guest's reservations carry the API's English name ("Deleted guest"): the screens say it in their language.

afterEach(async () => {
  await changeLanguage('en');
});

describe('an erased guest’s name on the screens', () => {
  test('English shows the spec’s words; a real name is left as it is', () => {
    expect(guestNameShown(ERASED_GUEST_NAME)).toBe('Deleted guest');
    expect(guestNameShown('Ana Gómez')).toBe('Ana Gómez');
  });

  test('Spanish says it in Spanish', async () => {
    await changeLanguage('es-AR');
    expect(guestNameShown(ERASED_GUEST_NAME)).toBe('Huésped borrado');
    expect(guestNameShown('Ana Gómez')).toBe('Ana Gómez');
  });
});
