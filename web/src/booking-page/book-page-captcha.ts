import { endpointUrl } from '@hostel/shared/api/endpoints';

// The sign-up's self-hosted proof of work (ALTCHA, PBKDF2/SHA-256), solved with the browser's own
// WebCrypto: the key derived from the nonce and a counter must start with the challenge's prefix. The
// answer is what the ALTCHA widget sends: base64 of { challenge, solution }.

interface Challenge {
  parameters: { algorithm: string; nonce: string; salt: string; cost: number; keyLength?: number; keyPrefix: string };
}

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16));
const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** `page`: the booking page's address, whose challenge may cost more while its hostel is under a bot wave. */
export async function solveCaptcha(page: string): Promise<string> {
  const response = await fetch(`${endpointUrl('getCaptchaChallenge')}?page=${encodeURIComponent(page)}`);
  if (!response.ok) throw new Error('challenge');
  const challenge = (await response.json()) as Challenge;
  const { nonce, salt, cost, keyLength = 32, keyPrefix } = challenge.parameters;
  const nonceBytes = fromHex(nonce);
  const password = new Uint8Array(nonceBytes.length + 4);
  password.set(nonceBytes);
  const view = new DataView(password.buffer);
  const saltBytes = fromHex(salt);
  const prefix = keyPrefix.toLowerCase();
  for (let counter = 0; counter < 10_000_000; counter += 1) {
    view.setUint32(nonceBytes.length, counter, false);
    const key = await crypto.subtle.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
    const bits = new Uint8Array(
      await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: saltBytes, iterations: cost }, key, keyLength * 8),
    );
    const derived = toHex(bits);
    if (derived.startsWith(prefix)) return btoa(JSON.stringify({ challenge, solution: { counter, derivedKey: derived } }));
  }
  throw new Error('unsolved');
}
