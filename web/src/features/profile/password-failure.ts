import { ApiError, DEFAULT_ERROR } from '../../lib/api-client';

/** Spec §8 "Change password": only the first server message, or fixed fallbacks. */
export function passwordFailure(error: unknown): Error {
  if (error instanceof ApiError && !error.isNetworkError) {
    const first = error.messages[0];
    const message = first && first !== DEFAULT_ERROR ? first : 'Unable to update password. Please try again';
    return new ApiError(error.status, [message], error.fields);
  }
  return new Error((error as Error)?.message || 'Unexpected error ocurred');
}
