import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientAddress, ORIGIN_SECRET_HEADER } from '../../functions/src/http/client-address';

const SECRET = 'k3Jq9xQ2vT7mW4pZ8rN1sB6cY5dF0gHa';
const EDGE = '130.176.1.1';

function event(headers: Record<string, string>, sourceIp = EDGE): APIGatewayProxyEventV2 {
  return { headers, requestContext: { http: { sourceIp } } } as unknown as APIGatewayProxyEventV2;
}

/** A request as CloudFront forwards it: the origin secret and the viewer's address. */
function throughCloudFront(viewer: string, secret = SECRET): APIGatewayProxyEventV2 {
  return event({ [ORIGIN_SECRET_HEADER]: secret, 'cloudfront-viewer-address': viewer });
}

describe('client address', () => {
  it("uses the viewer address CloudFront reports, not the edge's", () => {
    expect(clientAddress(throughCloudFront('203.0.113.7:51234'), SECRET)).toBe('203.0.113.7');
    expect(clientAddress(throughCloudFront('2001:db8::1:443'), SECRET)).toBe('2001:db8::1');
  });

  it('ignores a viewer address on a request that did not come through CloudFront', () => {
    // A direct call to the execute-api endpoint can write any header it likes.
    expect(clientAddress(event({ 'cloudfront-viewer-address': '203.0.113.7:1' }, '198.51.100.9'), SECRET)).toBe('198.51.100.9');
    expect(clientAddress(throughCloudFront('203.0.113.7:1', 'a-guessed-value'), SECRET)).toBe(EDGE);
    expect(clientAddress(throughCloudFront('203.0.113.7:1', `${SECRET}x`), SECRET)).toBe(EDGE);
    expect(clientAddress(throughCloudFront('203.0.113.7:1', SECRET.slice(0, -1)), SECRET)).toBe(EDGE);
    expect(clientAddress(throughCloudFront('203.0.113.7:1', ''), SECRET)).toBe(EDGE);
  });

  it('believes no viewer address at all when no origin secret is configured', () => {
    expect(clientAddress(throughCloudFront('203.0.113.7:1'), undefined)).toBe(EDGE);
    expect(clientAddress(throughCloudFront('203.0.113.7:1', ''), '')).toBe(EDGE);
  });

  it('falls back to the connection address when the header is absent or not an address', () => {
    expect(clientAddress(event({ [ORIGIN_SECRET_HEADER]: SECRET }), SECRET)).toBe(EDGE);
    expect(clientAddress(throughCloudFront('<script>:1'), SECRET)).toBe(EDGE);
  });

  it('wants the exact secret, case included', () => {
    expect(clientAddress(throughCloudFront('203.0.113.7:1', SECRET.toUpperCase()), SECRET)).toBe(EDGE);
    expect(clientAddress(throughCloudFront('203.0.113.7:1', ` ${SECRET}`), SECRET)).toBe(EDGE);
  });
});
