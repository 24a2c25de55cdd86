import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { type ApiUser, propertyIdOf, signedInOwner, uniqueEmail } from '../support/api';
import { partition } from '../support/table';

// A body whose bytes are not UTF-8 must not reach a handler as replacement characters (and then the
// table): the local path hands such bytes over base64-encoded, as API Gateway hands over bytes it does
// not take for text, and the pipeline decodes them strictly.

const NOT_UTF8 = { msg: 'The request body must be UTF-8 text, without invalid bytes or replacement characters (U+FFFD)' };

/** Sends bytes exactly as given, as the signed-in user, on the app's origin. */
async function sendBytes(user: ApiUser, method: string, path: string, bytes: Buffer) {
  const response = await fetch(`${inject('appUrl')}/api/v1${path}`, {
    method,
    headers: {
      origin: user.origin,
      'sec-fetch-site': 'same-origin',
      'cloudfront-viewer-address': `${user.address}:443`,
      'content-type': 'application/json',
      cookie: user.cookie,
    },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: await response.json() };
}

describe('a body that is not UTF-8', () => {
  it('is a 400 with a message, and nothing is stored', async () => {
    const { user } = await signedInOwner();
    const pid = propertyIdOf(user);
    const before = await partition(pid);

    // {"a":"<0xff>"}: one byte that no UTF-8 text holds.
    const lone = await sendBytes(user, 'POST', '/room-types/create', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]));
    expect(lone).toEqual({ status: 400, body: NOT_UTF8 });

    // A whole guest, valid but for a truncated two-byte sequence (0xc3 without its second byte) in the name.
    const guest = Buffer.concat([
      Buffer.from(`{"firstName":"Jos`),
      Buffer.from([0xc3]),
      Buffer.from(`","lastName":"García","email":"${uniqueEmail('guest')}"}`),
    ]);
    expect(await sendBytes(user, 'POST', '/guests/create', guest)).toEqual({ status: 400, body: NOT_UTF8 });

    // An overlong encoding of "/" (0xc0 0xaf) in a room type's name.
    const roomType = Buffer.concat([
      Buffer.from('{"description":"Dorm '),
      Buffer.from([0xc0, 0xaf]),
      Buffer.from('","type":"dorm","gender":"mixed","max_occupancy":"6","inventory":"1","base_rate":"20","currency":"USD"}'),
    ]);
    expect(await sendBytes(user, 'POST', '/room-types/create', roomType)).toEqual({ status: 400, body: NOT_UTF8 });

    expect(await partition(pid)).toEqual(before);
  });

  it('refuses replacement characters a lossy decode left, and takes any valid UTF-8 text', async () => {
    const { user } = await signedInOwner();
    const pid = propertyIdOf(user);
    const email = uniqueEmail('guest');
    const replaced = await sendBytes(
      user,
      'POST',
      '/guests/create',
      Buffer.from(`{"firstName":"Jos\uFFFD","lastName":"García","email":"${email}"}`, 'utf8'),
    );
    expect(replaced).toEqual({ status: 400, body: NOT_UTF8 });
    expect(await partition(pid, 'GUEST')).toEqual([]);

    const accented = await sendBytes(
      user,
      'POST',
      '/guests/create',
      Buffer.from(`{"firstName":"José","lastName":"Ñandú 李","email":"${email}"}`),
    );
    expect(accented.status).toBe(201);
    const [stored] = await partition(pid, `GUEST#${accented.body._id}`);
    expect(stored).toMatchObject({ firstName: 'José', lastName: 'Ñandú 李' });
  });
});
