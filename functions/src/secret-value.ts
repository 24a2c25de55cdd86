// One Secrets Manager GetSecretValue, made as the SDK's client would make it (AWS JSON 1.1, SigV4) but from
// the parts the DynamoDB client already brings into every bundle: its signer, HTTP handler, hash and default
// credentials. The Secrets Manager client itself weighed 29 KB that every function parsed at its cold start.
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { Sha256 } from '@smithy/core/checksum';
import { HttpRequest } from '@smithy/core/protocols';
import { NodeHttpHandler, streamCollector } from '@smithy/node-http-handler';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity, Provider } from '@smithy/types';

export interface SecretReadOptions {
  region: string;
  /** Another endpoint than the region's (a stand-in, as the SDK's AWS_ENDPOINT_URL_SECRETS_MANAGER). */
  endpoint?: string;
  /** The default chain (Lambda's role from the environment) unless given. */
  credentials?: AwsCredentialIdentity | Provider<AwsCredentialIdentity>;
  /** Connection and answer timeout of the one request. */
  timeoutMs?: number;
}

/** The region's Secrets Manager endpoint (China's regions have their own domain). */
export function secretsManagerEndpoint(region: string): string {
  return `https://secretsmanager.${region}.amazonaws.com${region.startsWith('cn-') ? '.cn' : ''}`;
}

/** The error's name without its namespace (`com.amazonaws…#ResourceNotFoundException` → ResourceNotFoundException). */
function errorName(type: unknown, status: number): string {
  return typeof type === 'string' && type ? (type.split('#').pop() ?? type) : `HTTP ${status}`;
}

type Answer = { SecretString?: unknown; __type?: unknown; message?: string; Message?: string };

/** An answer's JSON; none (an empty or HTML body from a proxy) reads as an empty answer, so the status still names the error. */
function parsed(text: string): Answer {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Answer) : {};
  } catch {
    return {};
  }
}

/** A refusal worth trying again: the service busy or throttling. */
class Transient extends Error {}
/** Secrets Manager's answer that is final: a wrong id, a missing right, a malformed request. */
class Refused extends Error {}

const ATTEMPTS = 3;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt * (0.5 + Math.random() / 2)));

/**
 * The SecretString of `secretId`; a non-2xx answer throws naming the error's type and the secret's id, never its
 * value. A lost connection, a 5xx or a throttle is tried again (three attempts, jittered), as the SDK's client did,
 * so a cold start in a busy moment still answers.
 */
export async function readSecretString(secretId: string, options: SecretReadOptions): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await readOnce(secretId, options);
    } catch (error) {
      // Anything but a final refusal (a lost connection, a timeout, a busy service) may pass on another try.
      if (error instanceof Refused || attempt === ATTEMPTS) throw error;
      await pause(attempt);
    }
  }
}

async function readOnce(secretId: string, options: SecretReadOptions): Promise<string> {
  const { region, timeoutMs = 3_000 } = options;
  const url = new URL(options.endpoint ?? secretsManagerEndpoint(region));
  const body = JSON.stringify({ SecretId: secretId });
  const request = new HttpRequest({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: '/',
    headers: {
      host: url.host,
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'secretsmanager.GetSecretValue',
      'content-length': String(Buffer.byteLength(body)),
    },
    body,
  });
  const signer = new SignatureV4({
    service: 'secretsmanager',
    region,
    credentials: options.credentials ?? defaultProvider(),
    sha256: Sha256,
  });
  const signed = await signer.sign(request);
  const handler = new NodeHttpHandler({ connectionTimeout: timeoutMs, requestTimeout: timeoutMs, throwOnRequestTimeout: true });
  try {
    const { response } = await handler.handle(signed as HttpRequest);
    const answer = parsed(Buffer.from(await streamCollector(response.body)).toString('utf8'));
    if (response.statusCode < 200 || response.statusCode > 299) {
      const said = answer.message ?? answer.Message;
      const name = errorName(answer.__type, response.statusCode);
      const busy = response.statusCode >= 500 || response.statusCode === 429 || /Throttl/.test(name);
      throw new (busy ? Transient : Refused)(`Secrets Manager did not give ${secretId}: ${name}${said ? ` (${said})` : ''}`);
    }
    if (typeof answer.SecretString !== 'string') throw new Refused(`Secret ${secretId} has no SecretString`);
    return answer.SecretString;
  } finally {
    handler.destroy();
  }
}
