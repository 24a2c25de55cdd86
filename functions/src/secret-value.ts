// One Secrets Manager GetSecretValue, made as the SDK's client would make it (AWS JSON 1.1, SigV4) but from
// the parts the DynamoDB client already brings into every bundle: its signer, HTTP handler, hash and default
// credentials. The Secrets Manager client itself weighed 29 KB that every function parsed at its cold start.
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { Sha256 } from '@smithy/core/checksum';
import { HttpRequest } from '@smithy/core/protocols';
import { NodeHttpHandler, streamCollector } from '@smithy/node-http-handler';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity, Provider } from '@smithy/types';
import { workLeft } from './data/request-deadline';

export interface SecretReadOptions {
  region: string;
  /** Another endpoint than the region's (a stand-in, as the SDK's AWS_ENDPOINT_URL_SECRETS_MANAGER). */
  endpoint?: string;
  /** The default chain (Lambda's role from the environment) unless given. */
  credentials?: AwsCredentialIdentity | Provider<AwsCredentialIdentity>;
  /** The longest an attempt may take, connecting included; the request's time left (workLeft) bounds it too. */
  timeoutMs?: number;
}

/** The region's Secrets Manager endpoint (China's regions have their own domain). */
export function secretsManagerEndpoint(region: string): string {
  return `https://secretsmanager.${region}.amazonaws.com${region.startsWith('cn-') ? '.cn' : ''}`;
}

/**
 * The error's name as the SDK reads it: the `x-amzn-errortype` header, else the body's `__type`, without its
 * namespace or what follows a colon (`com.amazonaws…#ResourceNotFoundException:http://…` → ResourceNotFoundException).
 */
function errorName(header: unknown, type: unknown, status: number): string {
  const raw = [header, type].find((value): value is string => typeof value === 'string' && value !== '');
  return raw ? (raw.split(':')[0]!.split('#').pop() ?? raw) : `HTTP ${status}`;
}

/** The refusals the SDK's client tries again, beside any 5xx and 429. */
const BUSY =
  /^(ThrottlingException|Throttling|TooManyRequestsException|RequestLimitExceeded|RequestThrottled|RequestTimeout|RequestTimeoutException)$/;

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

/** Worth another attempt: the connection failed or timed out, or the service was busy or throttling. */
class Transient extends Error {}

const ATTEMPTS = 3;
/** An attempt needs at least this long to be worth starting (one connection's timeout). */
const CONNECT_MS = 1_000;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt * (0.5 + Math.random() / 2)));

/**
 * The SecretString of `secretId`; a refusal throws naming the error's type and the secret's id, never its value.
 * A lost connection, a timeout, a 5xx or a throttle is tried again (three attempts, jittered) while the request's
 * time lasts, so a cold start in a busy moment still answers and a hung service ends the request as its table calls do.
 */
export async function readSecretString(secretId: string, options: SecretReadOptions): Promise<string> {
  // One signer and credentials provider for every attempt.
  const signer = new SignatureV4({
    service: 'secretsmanager',
    region: options.region,
    credentials: options.credentials ?? defaultProvider(),
    sha256: Sha256,
  });
  for (let attempt = 1; ; attempt += 1) {
    const left = workLeft();
    if (attempt > 1 && left < CONNECT_MS) throw new Error(`Secrets Manager did not give ${secretId} in the request's time`);
    try {
      return await readOnce(secretId, options, signer, Math.max(1, Math.min(options.timeoutMs ?? 3_000, left)));
    } catch (error) {
      if (!(error instanceof Transient) || attempt === ATTEMPTS) throw error;
      await pause(attempt);
    }
  }
}

async function readOnce(secretId: string, options: SecretReadOptions, signer: SignatureV4, timeoutMs: number): Promise<string> {
  const url = new URL(options.endpoint ?? secretsManagerEndpoint(options.region));
  const body = JSON.stringify({ SecretId: secretId });
  const request = new HttpRequest({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: url.pathname || '/',
    headers: {
      host: url.host,
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'secretsmanager.GetSecretValue',
      'content-length': String(Buffer.byteLength(body)),
    },
    body,
  });
  // Credentials missing or a malformed request fail here, for good: not a reason to try again.
  const signed = await signer.sign(request);
  const handler = new NodeHttpHandler({
    connectionTimeout: Math.min(CONNECT_MS, timeoutMs),
    requestTimeout: timeoutMs,
    throwOnRequestTimeout: true,
  });
  try {
    let answered: Awaited<ReturnType<NodeHttpHandler['handle']>>;
    let text: string;
    try {
      answered = await handler.handle(signed as HttpRequest, { abortSignal: AbortSignal.timeout(timeoutMs) });
      text = Buffer.from(await streamCollector(answered.response.body)).toString('utf8');
    } catch (error) {
      throw new Transient(`Secrets Manager did not answer for ${secretId}: ${(error as Error).name}`, { cause: error });
    }
    const { response } = answered;
    const answer = parsed(text);
    if (response.statusCode < 200 || response.statusCode > 299) {
      const said = answer.message ?? answer.Message;
      const name = errorName(response.headers['x-amzn-errortype'], answer.__type, response.statusCode);
      const busy = response.statusCode >= 500 || response.statusCode === 429 || BUSY.test(name);
      throw new (busy ? Transient : Error)(`Secrets Manager did not give ${secretId}: ${name}${said ? ` (${said})` : ''}`);
    }
    if (typeof answer.SecretString !== 'string') throw new Error(`Secret ${secretId} has no SecretString`);
    return answer.SecretString;
  } finally {
    handler.destroy();
  }
}
