import { Agent, request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { SECURITY_HEADERS } from '@hostel/shared/http/security-headers';
import { ApiUser, signedInOwner } from '../support/api';

// The local adapter stands in for API Gateway and CloudFront: what it answers must match what AWS answers.

interface RawAnswer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One request through the given agent, so two requests can share a keep-alive connection as a browser's do. */
function send(agent: Agent, method: string, path: string, body?: Buffer): Promise<RawAnswer> {
  const url = new URL(`/api/v1${path}`, inject('appUrl'));
  return new Promise((done, fail) => {
    const req = request(url, { agent, method, headers: body ? { 'content-type': 'application/json' } : {} }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
    });
    // The server may answer before reading the whole body: the answer counts, not the rest of the upload.
    req.on('error', fail);
    req.end(body);
  });
}

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

  it('answers a body over 1 MB with 413, and the next request on the same connection at once', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const large = await send(agent, 'POST', '/users/auth', Buffer.alloc(2 * 1024 * 1024, 0x20));
      expect(large.status).toBe(413);
      expect(large.connection).toBe('close');
      expect(JSON.parse(large.body)).toEqual({ msg: 'The request body is too large' });
      const started = Date.now();
      const next = await send(agent, 'GET', '/nowhere');
      expect(next.status).toBe(404);
      // Before, the next request waited about 6 s on the half-read connection and was then reset.
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      agent.destroy();
    }
  });
});
