// The signing secret's one GetSecretValue request (functions/src/secret-value.ts), against a stand-in on
// 127.0.0.1 that checks its shape and its SigV4 signature, recomputed here from the request as received.
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { runWithBudget } from '../../functions/src/data/request-deadline';
import { readSecretString, secretsManagerEndpoint } from '../../functions/src/secret-value';

const CREDENTIALS = { accessKeyId: 'AKIDSTANDIN', secretAccessKey: 'stand-in-secret-key', sessionToken: 'stand-in-session' };

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server | undefined;
afterEach(() => server?.close());

/** Listens on 127.0.0.1 with `serve` as the request handler. */
function listening(serve: (request: IncomingMessage, response: ServerResponse) => void): Promise<string> {
  server = createServer(serve);
  return new Promise((done) =>
    server!.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(server!.address() as { port: number }).port}`)),
  );
}

/** A stand-in that records each request and answers `status` with `answer`, or the next of `then` once they are given. */
function standIn(status: number, answer: string, ...then: [number, string][]): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const [code, text] =
        then.length > 0 && received.length > 1 ? then[Math.min(received.length - 2, then.length - 1)]! : [status, answer];
      response.writeHead(code, { 'content-type': 'application/x-amz-json-1.1' }).end(text);
    });
  });
  return new Promise((done) =>
    server!.listen(0, '127.0.0.1', () => done({ url: `http://127.0.0.1:${(server!.address() as { port: number }).port}`, received })),
  );
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();

/** The signature SigV4 gives this request with CREDENTIALS: an independent computation of what AWS checks. */
function expectedSignature(request: Received, signedHeaders: string[], date: string, region: string): string {
  const headers = signedHeaders.map((name) => `${name}:${String(request.headers[name]).trim()}\n`).join('');
  const canonical = [request.method, request.url, '', headers, signedHeaders.join(';'), sha256(request.body)].join('\n');
  const day = date.slice(0, 8);
  const toSign = ['AWS4-HMAC-SHA256', date, `${day}/${region}/secretsmanager/aws4_request`, sha256(canonical)].join('\n');
  let key: Buffer = hmac(`AWS4${CREDENTIALS.secretAccessKey}`, day);
  for (const part of [region, 'secretsmanager', 'aws4_request']) key = hmac(key, part);
  return hmac(key, toSign).toString('hex');
}

describe('reading the signing secret from Secrets Manager without its SDK client', () => {
  it('sends one signed GetSecretValue (AWS JSON 1.1) and gives its SecretString', async () => {
    const { url, received } = await standIn(200, JSON.stringify({ Name: 'hostel-signing', SecretString: '{"signingKey":"k"}' }));
    const value = await readSecretString('hostel-signing', { region: 'eu-west-1', endpoint: url, credentials: CREDENTIALS });
    expect(value).toBe('{"signingKey":"k"}');
    expect(received).toHaveLength(1);
    const [request] = received as [Received];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/');
    expect(request.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(request.headers['x-amz-target']).toBe('secretsmanager.GetSecretValue');
    expect(JSON.parse(request.body)).toEqual({ SecretId: 'hostel-signing' });
    expect(request.headers['x-amz-security-token']).toBe('stand-in-session');
    const date = String(request.headers['x-amz-date']);
    const authorization = /^AWS4-HMAC-SHA256 Credential=([^,]+), SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      String(request.headers.authorization),
    );
    expect(authorization?.[1]).toBe(`AKIDSTANDIN/${date.slice(0, 8)}/eu-west-1/secretsmanager/aws4_request`);
    const signedHeaders = authorization![2]!.split(';');
    expect(signedHeaders).toEqual(expect.arrayContaining(['content-type', 'host', 'x-amz-date', 'x-amz-target']));
    expect(authorization?.[3]).toBe(expectedSignature(request, signedHeaders, date, 'eu-west-1'));
  });

  it("fails naming the error's type and the secret's id when Secrets Manager refuses, without trying again", async () => {
    const { url, received } = await standIn(
      400,
      JSON.stringify({ __type: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret." }),
    );
    await expect(readSecretString('hostel-signing', { region: 'eu-west-1', endpoint: url, credentials: CREDENTIALS })).rejects.toThrow(
      "Secrets Manager did not give hostel-signing: ResourceNotFoundException (Secrets Manager can't find the specified secret.)",
    );
    expect(received).toHaveLength(1);
  });

  it('tries a busy or throttling Secrets Manager again, up to three attempts', async () => {
    const busy: [number, string] = [400, JSON.stringify({ __type: 'ThrottlingException', message: 'Rate exceeded' })];
    const { url, received } = await standIn(503, '', busy, [200, JSON.stringify({ SecretString: 'value' })]);
    expect(await readSecretString('hostel-signing', { region: 'eu-west-1', endpoint: url, credentials: CREDENTIALS })).toBe('value');
    expect(received).toHaveLength(3);
  });

  it('names the HTTP status when the refusal carries no JSON (a proxy in the way), after its three attempts', async () => {
    const { url, received } = await standIn(503, '<html>busy</html>');
    await expect(readSecretString('hostel-signing', { region: 'eu-west-1', endpoint: url, credentials: CREDENTIALS })).rejects.toThrow(
      'Secrets Manager did not give hostel-signing: HTTP 503',
    );
    expect(received).toHaveLength(3);
  });

  it("addresses the region's endpoint, China's on its own domain", () => {
    expect(secretsManagerEndpoint('eu-west-1')).toBe('https://secretsmanager.eu-west-1.amazonaws.com');
    expect(secretsManagerEndpoint('cn-north-1')).toBe('https://secretsmanager.cn-north-1.amazonaws.com.cn');
  });

  it('refuses for good what a retry cannot mend: a missing SecretString, once', async () => {
    const { url, received } = await standIn(200, JSON.stringify({ Name: 'hostel-signing' }));
    await expect(readSecretString('hostel-signing', { region: 'eu-west-1', endpoint: url, credentials: CREDENTIALS })).rejects.toThrow(
      'Secret hostel-signing has no SecretString',
    );
    expect(received).toHaveLength(1);
  });

  it('names the type as the SDK reads it: the x-amzn-errortype header first, without what follows a colon', async () => {
    const url = await listening((_request, response) =>
      response
        .writeHead(400, { 'x-amzn-errortype': 'AccessDeniedException:http://internal.amazon.com/coral/' })
        .end(JSON.stringify({ __type: 'com.amazonaws.secretsmanager#Other' })),
    );
    await expect(readSecretString('hostel-signing', { region: 'eu-west-1', endpoint: url, credentials: CREDENTIALS })).rejects.toThrow(
      'Secrets Manager did not give hostel-signing: AccessDeniedException',
    );
  });

  it('tries a dropped connection again, and the value it then gives appears in no error', async () => {
    let tries = 0;
    const url = await listening((request, response) => {
      tries += 1;
      if (tries === 1) return request.socket.destroy();
      response.writeHead(200).end(JSON.stringify({ SecretString: 'the-value-itself' }));
    });
    expect(await readSecretString('hostel-signing', { region: 'eu-west-1', endpoint: url, credentials: CREDENTIALS })).toBe(
      'the-value-itself',
    );
    expect(tries).toBe(2);
  });

  it('gives up on a service that never answers after its attempts, each bounded by the timeout', async () => {
    let tries = 0;
    const url = await listening(() => {
      tries += 1; // Never answers.
    });
    const read = readSecretString('hostel-signing', { region: 'eu-west-1', endpoint: url, credentials: CREDENTIALS, timeoutMs: 300 });
    await expect(read).rejects.toThrow('Secrets Manager did not answer for hostel-signing');
    expect(tries).toBe(3);
  });

  it("stops within the request's time budget: no attempt starts without time left for one", async () => {
    let tries = 0;
    const url = await listening(() => {
      tries += 1; // Never answers.
    });
    // A budget whose working share (0.6 of it) ends during the first attempt.
    const read = runWithBudget(1_500, () =>
      readSecretString('hostel-signing', { region: 'eu-west-1', endpoint: url, credentials: CREDENTIALS }),
    );
    await expect(read).rejects.toThrow("Secrets Manager did not give hostel-signing in the request's time");
    expect(tries).toBe(1);
  });
});
