import type { MessageId } from '@hostel/shared/i18n/message';
import { config } from '../../config';
import { Forbidden } from '../errors';
import { header, type PipelineMiddleware, type PipelineRequest } from '../pipeline-types';

const REFUSED = 'api.requestsChangeDataCome' satisfies MessageId;

/**
 * Refuses state-changing calls a browser sends on behalf of another site (CSRF), on top of the
 * SameSite cookie. Browsers send Sec-Fetch-Site and, on such requests, Origin; a client that sends
 * neither is not a browser and holds no victim's cookie.
 */
export function sameOrigin(): PipelineMiddleware {
  return {
    before: (request: PipelineRequest) => {
      if (!request.internal.route.changesState) return;
      const site = header(request.event, 'sec-fetch-site');
      if (site && site !== 'same-origin' && site !== 'none') throw new Forbidden(REFUSED);
      const origin = header(request.event, 'origin');
      if (origin && !config().appOrigins.includes(origin)) throw new Forbidden(REFUSED);
    },
  };
}
