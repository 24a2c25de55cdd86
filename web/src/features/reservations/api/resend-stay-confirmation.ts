import type { ResponseOf } from '@hostel/shared/api/route-table';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function resendStayConfirmation(id: string): Promise<ResponseOf<'resendStayConfirmation'>> {
  return callApi('resendStayConfirmation', { params: { id } });
}

/** Queues the guest's confirmation mail again; nothing of the reservation changes, so nothing is read again. */
export function useResendStayConfirmation() {
  return useMutation({ mutationFn: resendStayConfirmation });
}
