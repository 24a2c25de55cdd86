import { describe, expect, test } from 'vitest';
import { ApiError, DEFAULT_ERROR } from '../../web/src/lib/api-client';
import { deleteAccountTexts } from '../../web/src/features/profile/delete-account-texts';
import { passwordFailure } from '../../web/src/features/profile/password-failure';

describe('change-password failures (spec §8)', () => {
  test('shows only the first server message, keeping field errors', () => {
    const error = passwordFailure(new ApiError(400, ['The current password is not correct', 'other'], { currentPassword: 'wrong' }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messages).toEqual(['The current password is not correct']);
    expect((error as ApiError).fields).toEqual({ currentPassword: 'wrong' });
  });

  test('falls back when the server sent no message', () => {
    expect((passwordFailure(new ApiError(500, [DEFAULT_ERROR])) as ApiError).messages).toEqual([
      'Unable to update password. Please try again',
    ]);
  });

  test('an exception shows its message, or the generic text', () => {
    expect(passwordFailure(new ApiError(0, ['Failed to fetch'])).message).toBe('Failed to fetch');
    expect(passwordFailure(new Error('')).message).toBe('Unexpected error ocurred');
    expect(passwordFailure(undefined).message).toBe('Unexpected error ocurred');
  });
});

describe('delete-account dialog texts by role (spec §6)', () => {
  test('the admin is told the property goes with the account', () => {
    const texts = deleteAccountTexts('admin');
    expect(texts.title).toBe('Delete your account');
    expect(texts.description).toBe('Permanently remove your account and all associated data');
    expect(texts.consequence).toMatch(/property/);
    expect(texts.consequence).toMatch(/reservations, guests and team members/);
  });

  test('other roles are told only their own access goes', () => {
    for (const role of ['manager', 'employee'] as const) {
      expect(deleteAccountTexts(role).consequence).toMatch(/Only your own user is deleted/);
      expect(deleteAccountTexts(role).consequence).toMatch(/property .* stay/);
    }
  });
});
