import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '@hostel/shared/http/security-headers';
import { ApiUser, signedInOwner } from '../support/api';

// The local adapter stands in for API Gateway and CloudFront: what it answers must match what AWS answers.

function expectSecurityHeaders(headers: Headers, what: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name), `${what}: ${name}`).toBe(value);
}

describe('the local API adapter', () => {
  it.each(['/%', '/%ZZ', '/users/confirm-email/%ZZ', '/users/%E0%A4%A'])(
    'answers a malformed %%-escape in the path (%s) with 400 and a message',
    async (path) => {
      const response = await new ApiUser().call('GET', path);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ msg: expect.stringMatching(/address is not valid/) });
      expectSecurityHeaders(response.headers, path);
    },
  );

  it('sends the security headers CloudFront adds in AWS on every answer, success or not', async () => {
    const { user } = await signedInOwner();
    const answers = {
      ok: await user.call('GET', '/users/profile'),
      badRequest: await user.call('POST', '/users/auth', '{"username": '),
      unauthorized: await new ApiUser().call('GET', '/users/profile'),
      notFound: await user.call('GET', '/nowhere'),
      wrongMethod: await user.call('DELETE', '/users/auth'),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([what, response]) => [what, response.status]))).toEqual({
      ok: 200,
      badRequest: 400,
      unauthorized: 401,
      notFound: 404,
      wrongMethod: 405,
    });
    for (const [what, response] of Object.entries(answers)) expectSecurityHeaders(response.headers, what);
  });
});
