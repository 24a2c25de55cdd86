import { ApiError, DEFAULT_ERROR } from '../../lib/api-client';
import { message as said } from '@hostel/shared/i18n/message';
import { apiMessage } from '../../lib/i18n/api-message';
import { i18n } from '../../lib/i18n/i18n';

/** Spec §8 "Change password": only the first server message, or fixed fallbacks. */
export function passwordFailure(error: unknown): Error {
  if (error instanceof ApiError && !error.isNetworkError) {
    const first = error.messages[0];
    // The client's own fallback (in the screens' language) is not the server's word: say the page's instead.
    const message =
      first && first !== DEFAULT_ERROR && first !== apiMessage(said('web.errorOcurredDuringRequest'))
        ? first
        : i18n.t('profile.passwordFailed');
    return new ApiError(error.status, [message], error.fields);
  }
  return new Error((error as Error)?.message || i18n.t('profile.unexpected'));
}
