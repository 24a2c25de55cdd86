import type { BodyInputOf } from '@hostel/shared/api/route-table';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function acceptInvitation({ token, body }: { token: string; body: BodyInputOf<'acceptInvitation'> }): Promise<{ msg: string }> {
  return callApi('acceptInvitation', { params: { token }, body });
}

/** Public: the invited member is not signed in, and nothing cached changes. */
export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
