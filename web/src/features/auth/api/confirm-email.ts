import type { Message } from '@hostel/shared/api/account-schemas';
import { MutationObserver, useMutationState, useQueryClient, type MutationState, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi, type ApiError } from '../../../lib/api-client';

export function confirmEmail(token: string) {
  return callApi('confirmEmail', { params: { token } });
}

export function confirmEmailMutationOptions(token: string) {
  // Kept for the tab's life: the outcome of a link already spent is read again, never asked again.
  return { mutationKey: ['confirmEmail', token], mutationFn: () => confirmEmail(token), gcTime: Infinity } as const;
}

/**
 * Spends a confirmation link, at most once per token in this tab. A link works once, so this is a
 * mutation, not a query that could refetch; the mutation cache remembers that it started, so a
 * remount or React's repeated development effect finds it there instead of calling again.
 */
export function confirmEmailOnce(queryClient: QueryClient, token: string): void {
  const options = confirmEmailMutationOptions(token);
  if (queryClient.getMutationCache().find({ mutationKey: options.mutationKey, exact: true })) return;
  // The outcome is read from the cache (useConfirmEmail); the promise's rejection is that same outcome.
  new MutationObserver<Message, ApiError, void>(queryClient, options).mutate().catch(() => undefined);
}

export type ConfirmEmailState = Pick<MutationState<Message, ApiError, void>, 'status' | 'data' | 'error'>;

const NOT_STARTED: ConfirmEmailState = { status: 'idle', data: undefined, error: null };

/** Confirms the email of the page's link once, and follows how that went. */
export function useConfirmEmail(token: string): ConfirmEmailState {
  const queryClient = useQueryClient();
  useEffect(() => confirmEmailOnce(queryClient, token), [queryClient, token]);
  const states = useMutationState({
    filters: { mutationKey: confirmEmailMutationOptions(token).mutationKey, exact: true },
    select: (mutation) => mutation.state as ConfirmEmailState,
  });
  return states.at(-1) ?? NOT_STARTED;
}
