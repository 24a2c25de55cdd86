import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../functions/src/http/client-address';

function event(headers: Record<string, string>, sourceIp = '130.176.1.1'): APIGatewayProxyEventV2 {
  return { headers, requestContext: { http: { sourceIp } } } as unknown as APIGatewayProxyEventV2;
}

describe('client address', () => {
  it("uses the viewer address CloudFront reports, not the edge's", () => {
    expect(clientAddress(event({ 'cloudfront-viewer-address': '203.0.113.7:51234' }))).toBe('203.0.113.7');
    expect(clientAddress(event({ 'cloudfront-viewer-address': '2001:db8::1:443' }))).toBe('2001:db8::1');
  });

  it('falls back to the connection address when the header is absent or not an address', () => {
    expect(clientAddress(event({}))).toBe('130.176.1.1');
    expect(clientAddress(event({ 'cloudfront-viewer-address': '<script>:1' }))).toBe('130.176.1.1');
  });
});
