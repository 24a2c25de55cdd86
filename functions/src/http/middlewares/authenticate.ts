import { readSession } from '../../accounts/session';
import { Forbidden, Unauthorized } from '../errors';
import type { PipelineMiddleware, PipelineRequest } from '../pipeline-types';

/** Reads the session cookie and applies the route's access rule from the route table. */
export function authenticate(): PipelineMiddleware {
  return {
    before: async (request: PipelineRequest) => {
      const { access } = request.internal.route;
      if (access === 'public') return;
      const session = await readSession(request.event.cookies ?? []);
      if (!session) throw new Unauthorized();
      if (access !== 'signedIn' && !access.includes(session.role)) {
        throw new Forbidden('api.youDonTPermissions2');
      }
      request.internal.session = session;
    },
  };
}
