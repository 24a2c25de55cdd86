import type { GuestMessageSent } from '@hostel/shared/api/stay-lifecycle-schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** "Write to the guest": the desk's text, mailed by the server in the guest's language. */
export function useWriteToGuest() {
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }): Promise<GuestMessageSent> =>
      callApi('writeToGuest', { params: { id }, body: { message } }),
  });
}
