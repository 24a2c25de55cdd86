import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openApiKey, SealedKeyRefused, sealApiKey } from '../../functions/src/channel-manager/api-key-sealing';

const KEY = randomBytes(32);
const API_KEY = 'uU6oXa1ZQqkBXZ7R0f3t9c2Hk4mNw8yPsVjLdE5gTbA=';

function flipByte(sealed: string, index: number): string {
  const bytes = Buffer.from(sealed, 'base64url');
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytes.toString('base64url');
}

describe('sealing a channel manager API key', () => {
  it('opens what it sealed for the same property', () => {
    const sealed = sealApiKey(API_KEY, 'property-a', KEY);
    expect(openApiKey(sealed, 'property-a', KEY)).toBe(API_KEY);
  });

  it('never holds the key in clear, and seals it differently each time (a fresh IV)', () => {
    const one = sealApiKey(API_KEY, 'property-a', KEY);
    const two = sealApiKey(API_KEY, 'property-a', KEY);
    expect(one).not.toBe(two);
    for (const sealed of [one, two]) {
      expect(sealed).not.toContain(API_KEY);
      expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain(API_KEY);
    }
    expect(Buffer.from(one, 'base64url')[0]).toBe(1);
  });

  it('refuses a sealed key copied to another property', () => {
    const sealed = sealApiKey(API_KEY, 'property-a', KEY);
    expect(() => openApiKey(sealed, 'property-b', KEY)).toThrow(SealedKeyRefused);
  });

  it('refuses a sealed key opened under another key', () => {
    const sealed = sealApiKey(API_KEY, 'property-a', KEY);
    expect(() => openApiKey(sealed, 'property-a', randomBytes(32))).toThrow(SealedKeyRefused);
  });

  it('refuses any changed byte: the IV, the tag, the ciphertext, or the version', () => {
    const sealed = sealApiKey(API_KEY, 'property-a', KEY);
    const length = Buffer.from(sealed, 'base64url').length;
    for (const index of [0, 1, 12, 13, 28, 29, length - 1]) {
      expect(() => openApiKey(flipByte(sealed, index), 'property-a', KEY)).toThrow(SealedKeyRefused);
    }
  });

  it('refuses a cut or empty value', () => {
    const sealed = sealApiKey(API_KEY, 'property-a', KEY);
    expect(() => openApiKey(sealed.slice(0, 20), 'property-a', KEY)).toThrow(SealedKeyRefused);
    expect(() => openApiKey('', 'property-a', KEY)).toThrow(SealedKeyRefused);
    expect(() => openApiKey(sealed.slice(0, -4), 'property-a', KEY)).toThrow(SealedKeyRefused);
  });

  it('says nothing of the key in its refusal', () => {
    const sealed = sealApiKey(API_KEY, 'property-a', KEY);
    try {
      openApiKey(sealed, 'property-b', KEY);
      expect.unreachable();
    } catch (error) {
      expect(String((error as Error).stack)).not.toContain(API_KEY);
      expect((error as Error).message).not.toContain(API_KEY);
    }
  });

  it('refuses a sealing key of the wrong size', () => {
    expect(() => sealApiKey(API_KEY, 'property-a', randomBytes(16))).toThrow(/32 bytes/);
  });
});
