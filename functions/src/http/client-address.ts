import { createHash, timingSafeEqual } from 'node:crypto';
import type { ApiEvent } from './pipeline-types';
import { header } from './pipeline-types';

/**
 * The header CloudFront adds to every request it forwards to the API (an origin custom header), carrying
 * a generated secret. A viewer's own copy of it is overwritten by CloudFront; a direct call to the
 * execute-api endpoint does not know the value.
 */
export const ORIGIN_SECRET_HEADER = 'x-origin-verify';

/** Compares digests, so neither the content nor the length of the expected value leaks through timing. */
function sameSecret(sent: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/** True when the request carries the origin secret, i.e. it came through the distribution (or its local stand-in). */
function cameThroughCloudFront(event: ApiEvent, originSecret: string | undefined): boolean {
  const sent = header(event, ORIGIN_SECRET_HEADER);
  return Boolean(originSecret) && sent !== undefined && sameSecret(sent, originSecret!);
}

/**
 * The visitor's IP address. Behind CloudFront, API Gateway sees the edge's address, so the distribution
 * forwards CloudFront-Viewer-Address ("ip:port"). That header is believed only on requests that prove
 * they came through CloudFront (which writes it itself); anyone else could write any address in it, so
 * every other request (no secret configured, a direct call, a wrong value) counts by its connection's
 * own address.
 */
export function clientAddress(event: ApiEvent, originSecret: string | undefined): string {
  const viewer = header(event, 'cloudfront-viewer-address');
  if (viewer && cameThroughCloudFront(event, originSecret)) {
    const portAt = viewer.lastIndexOf(':');
    const ip = portAt > 0 ? viewer.slice(0, portAt) : viewer;
    if (/^[0-9a-fA-F:.]{3,45}$/.test(ip)) return ip;
  }
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
