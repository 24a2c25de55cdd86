import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/api';
import { guest, hostel } from '../support/front-desk';
import { partition } from '../support/table';

// Correcting a guest's email moves its lock in the guest's own transaction: the old lock deleted on the
// condition that it is this guest's, the new one put on attribute_not_exists. Two corrections to one
// address at once: exactly one guest gets it, and the table holds one lock, the winner's.

const locks = async (pid: string) => (await partition(pid, 'GUESTEMAIL#')).map((item) => [item.sk, item.guestId]).sort();

describe('correcting a guest email', () => {
  it('moves the lock and refuses, with 409 and a message, an email another guest has', async () => {
    const { user, pid } = await hostel();
    const ana = await guest(user, { firstName: 'Ana' });
    const bea = await guest(user, { firstName: 'Bea' });
    const fixed = uniqueEmail('ana-fixed');
    const moved = await user.call('PUT', `/guests/update/${ana._id}`, { firstName: 'Ana', lastName: 'García', email: fixed });
    expect(moved.status).toBe(200);
    expect(await locks(pid)).toEqual(
      [
        [`GUESTEMAIL#${fixed}`, ana._id],
        [`GUESTEMAIL#${bea.contact_info.email}`, bea._id],
      ].sort(),
    );
    const taken = await user.call('PUT', `/guests/update/${bea._id}`, { firstName: 'Bea', lastName: 'García', email: fixed.toUpperCase() });
    expect(taken).toMatchObject({ status: 409, body: { msg: 'A guest with this email already exists' } });
    expect((await user.call('GET', `/guests/find-by-id/${bea._id}`)).body.msg.contact_info.email).toBe(bea.contact_info.email);
  });

  it('gives one new email to exactly one of two guests corrected to it at once, and the table holds one lock, the winner', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { user, pid } = await hostel();
      const ana = await guest(user, { firstName: 'Ana' });
      // One of the two has no email yet: its correction puts a lock and deletes none.
      const bea = await guest(user, { firstName: 'Bea', email: undefined });
      const wanted = uniqueEmail('shared');
      const answers = await Promise.all(
        [ana, bea].map((one) =>
          user.call('PUT', `/guests/update/${one._id}`, { firstName: one.first_name, lastName: 'García', email: wanted }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers[0]!.status === 200 ? ana : bea;
      const loser = winner === ana ? bea : ana;
      const lockItems = await locks(pid);
      expect(lockItems.filter(([sk]) => sk === `GUESTEMAIL#${wanted}`)).toEqual([[`GUESTEMAIL#${wanted}`, winner._id]]);
      // The loser keeps its own lock (Ana's old one) or none (Bea); the winner's old lock is gone.
      const expected = [[`GUESTEMAIL#${wanted}`, winner._id]];
      if (loser === ana) expected.push([`GUESTEMAIL#${ana.contact_info.email}`, ana._id]);
      expect(lockItems).toEqual(expected.sort());
      const stored = await partition(pid, 'GUEST#');
      expect(stored.find((item) => item.id === winner._id)?.email).toBe(wanted);
      expect(stored.find((item) => item.id === loser._id)?.email).toBe(loser.contact_info.email || undefined);
    }
  });
});
