import { hkdfSync } from 'node:crypto';
import { config } from './config';
import { readSecretString } from './secret-value';

export interface Secrets {
  /** Signs session, verification and reset tokens (HS256). */
  sessionKey: Uint8Array;
  /** Signs captcha challenges. */
  captchaKey: string;
  /** Encrypts channel-manager API keys at rest (AES-256-GCM, 32 bytes). */
  channelKeyKey: Uint8Array;
}

let loading: Promise<Secrets> | undefined;

const hkdf = (from: string, purpose: string) => new Uint8Array(hkdfSync('sha256', from, 'hostel-app', purpose, 32));

// The channel key's key is derived, never stored: HKDF's output reveals nothing of its input or of the other uses.
function fromStrings(session: string, captcha: string, channelKeyKey = hkdf(session, 'channel-manager-keys')): Secrets {
  if (session.length < 32 || captcha.length < 32) throw new Error('Signing secrets must be at least 32 characters');
  return { sessionKey: new TextEncoder().encode(session), captchaKey: captcha, channelKeyKey };
}

// The source comes from config (checked at cold start); the value is read on first use.
async function load(): Promise<Secrets> {
  const { signing, region } = config();
  if (signing.from === 'environment') return fromStrings(signing.sessionSecret, signing.captchaSecret);
  // Read once per process: one signed request, without the Secrets Manager client (secret-value.ts).
  const secretString = await readSecretString(signing.secretId, { region, ...(signing.endpoint ? { endpoint: signing.endpoint } : {}) });
  const { signingKey } = signingKeyOf(secretString, signing.secretId);
  if (!signingKey) throw new Error(`Secret ${signing.secretId} lacks signingKey`);
  return deriveSecrets(signingKey);
}

/** The secret's JSON; a value that is not JSON is refused without quoting it (JSON.parse's own error shows its start). */
export function signingKeyOf(secretString: string, secretId: string): { signingKey?: string } {
  try {
    const value: unknown = JSON.parse(secretString);
    return value !== null && typeof value === 'object' ? (value as { signingKey?: string }) : {};
  } catch {
    throw new Error(`Secret ${secretId} is not JSON`);
  }
}

/** Three independent keys from the one generated secret, so a leak of one use reveals nothing of the others. */
export function deriveSecrets(signingKey: string): Secrets {
  const derive = (purpose: string) => Buffer.from(hkdf(signingKey, purpose)).toString('base64url');
  return fromStrings(derive('session-tokens'), derive('captcha-challenges'), hkdf(signingKey, 'channel-manager-keys'));
}

export function secrets(): Promise<Secrets> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined; // a failed read is retried by the next request, not cached
    throw error;
  });
  return loading;
}
