import { describe, expect, it } from 'vitest';
import { type ChannelManager, ChannelManagerError } from '../../functions/src/channel-manager/channel-manager-port';
import { keyKeptOut, withoutSecret } from '../../functions/src/channel-manager/key-kept-out';

const KEY = 'secret-api-key-0123456789';

/** A manager whose every call fails with what it is given. */
function failing(error: unknown): ChannelManager {
  const fail = async () => {
    throw error;
  };
  return {
    property: fail,
    roomTypes: fail,
    ratePlans: fail,
    pushAvailability: fail,
    pushRates: fail,
    unacknowledgedRevisions: fail,
    acknowledge: fail,
  };
}

describe("a channel manager's errors", () => {
  it('hold no copy of the key in their message, stack or cause', async () => {
    const cause = new Error(`socket closed while sending user-api-key: ${KEY}`);
    const error = new Error(`request with ${KEY} failed`, { cause });
    const caught: Error = await keyKeptOut(failing(error), KEY)
      .roomTypes()
      .then(() => new Error('no failure'))
      .catch((thrown: Error) => thrown);
    expect(caught).toBe(error);
    const printed = [caught.message, caught.stack, (caught.cause as Error).message, (caught.cause as Error).stack].join('\n');
    expect(printed).not.toContain(KEY);
    expect(caught.message).toBe('request with [api key] failed');
  });

  it("pass the adapter's typed failures through unchanged", async () => {
    const refused = new ChannelManagerError({ kind: 'unauthorized' });
    await expect(keyKeptOut(failing(refused), KEY).property()).rejects.toBe(refused);
    await expect(keyKeptOut(failing(refused), KEY).acknowledge('r1')).rejects.toBe(refused);
  });

  it('cut the key out of a thrown string, and leave other values as they are', () => {
    expect(withoutSecret(`no ${KEY} here`, KEY)).toBe('no [api key] here');
    expect(withoutSecret(42, KEY)).toBe(42);
  });
});
