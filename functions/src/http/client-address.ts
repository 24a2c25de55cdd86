import type { ApiEvent } from './pipeline-types';
import { header } from './pipeline-types';

/**
 * The visitor's IP address. Behind CloudFront, API Gateway sees the edge's address, so the
 * distribution forwards CloudFront-Viewer-Address ("ip:port"); without it (local runs, direct
 * calls) the connection's own address is used.
 */
export function clientAddress(event: ApiEvent): string {
  const viewer = header(event, 'cloudfront-viewer-address');
  if (viewer) {
    const portAt = viewer.lastIndexOf(':');
    const ip = portAt > 0 ? viewer.slice(0, portAt) : viewer;
    if (/^[0-9a-fA-F:.]{3,45}$/.test(ip)) return ip;
  }
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
