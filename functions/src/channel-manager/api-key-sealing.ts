import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// A channel manager's API key, sealed at rest: AES-256-GCM under a key derived for this use alone
// (secrets.ts), a fresh 12-byte IV each time, the property id as additional authenticated data (a
// sealed key copied to another property does not open) and a leading version byte, so a later key or
// cipher can be told apart from this one and old items still open during a rotation.
// Layout, base64url: version (1) | IV (12) | GCM tag (16) | ciphertext.

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** The name a push's failure is recorded under when the stored key does not open. */
export const SEALED_KEY_REFUSED = 'SealedKeyRefused';

/** A sealed key that does not open: tampered, another property's, another version, or under another key. */
export class SealedKeyRefused extends Error {
  constructor() {
    super('The sealed channel key does not open');
    this.name = SEALED_KEY_REFUSED;
  }
}

function checkKey(key: Uint8Array): void {
  if (key.length !== KEY_BYTES) throw new Error(`The sealing key must be ${KEY_BYTES} bytes`);
}

const additionalData = (propertyId: string) => Buffer.from(`channel-manager-key:${propertyId}`, 'utf8');

/** Seals `apiKey` for one property; `iv` is for tests only (never reuse an IV under one key). */
export function sealApiKey(apiKey: string, propertyId: string, key: Uint8Array, iv: Uint8Array = randomBytes(IV_BYTES)): string {
  checkKey(key);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(propertyId));
  const sealed = Buffer.concat([cipher.update(apiKey, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** Opens a sealed key of this property; throws SealedKeyRefused for anything that does not authenticate. */
export function openApiKey(sealed: string, propertyId: string, key: Uint8Array): string {
  checkKey(key);
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < 1 + IV_BYTES + TAG_BYTES + 1 || bytes[0] !== VERSION) throw new SealedKeyRefused();
  const iv = bytes.subarray(1, 1 + IV_BYTES);
  const tag = bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(additionalData(propertyId));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(bytes.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    // The cipher's own error says nothing useful and must not carry bytes of the key into a log.
    throw new SealedKeyRefused();
  }
}
