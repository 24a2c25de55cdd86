import { describe, expect, it } from 'vitest';
import { addDays, compactDate } from '../../shared/src/domain/dates';
import { signedInMember, uniqueEmail } from '../support/api';
import { DORM, guest, hostel, roomType, stay } from '../support/front-desk';
import { partition } from '../support/table';

// Removing a member ends their access at once: the session is checked on every request with a
// consistent read, never cached, so only a request already past that check when the removal began can
// still finish (docs/architecture/accounts-and-security.md, "A removed member").

describe('a removed member', () => {
  it('gets 401 on their very next read and write, and changes nothing', async () => {
    const { user: owner, pid, today } = await hostel();
    const dorm = await roomType(owner, DORM);
    const ana = await guest(owner);
    const member = await signedInMember(owner, 'employee');
    const booked = await member.user.call('POST', '/reservations/new', stay(ana._id, dorm._id, today, 1));
    expect(booked.status).toBe(201);

    expect((await owner.call('DELETE', `/users/profile/delete/${member.id}`)).status).toBe(200);
    const before = await partition(pid);
    expect(before.filter((item) => String(item.sk).startsWith(`SESSION#${member.id}#`))).toEqual([]);

    const window = `${compactDate(today)}-${compactDate(addDays(today, 7))}`;
    const answers = await Promise.all([
      member.user.call('GET', `/reservations/find/${window}-all`),
      member.user.call('GET', `/reservations/find-by-id/${booked.body._id}`),
      member.user.call('POST', '/reservations/new', stay(ana._id, dorm._id, addDays(today, 1), 1), { 'idempotency-key': 'after-removal' }),
      member.user.call('PUT', `/reservations/payment_status/${booked.body._id}`, { payment_status: 'paid' }),
      member.user.call('POST', '/guests/create', { firstName: 'Late', lastName: 'Write', email: uniqueEmail('guest') }),
      member.user.call('PUT', `/guests/update/${ana._id}`, { firstName: 'Changed', lastName: 'Name', email: ana.contact_info.email }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(await partition(pid)).toEqual(before);
  });

  it('racing the removal, lands no write from a request sent after the removal answered', async () => {
    const { user: owner, pid } = await hostel();
    const member = await signedInMember(owner, 'manager');
    const writes: { sentAfterRemoval: boolean; status: number; email: string }[] = [];
    let removed = false;

    // Two streams of writes, one request after another, from before the removal until after it answered.
    const stream = async () => {
      for (let after = 0; after < 3; ) {
        const sentAfterRemoval = removed;
        const email = uniqueEmail('guest');
        const answer = await member.user.call('POST', '/guests/create', { firstName: 'Race', lastName: 'Guest', email });
        writes.push({ sentAfterRemoval, status: answer.status, email });
        if (sentAfterRemoval) after += 1;
      }
    };
    const removal = (async () => {
      // Let the streams get going, so some writes are in flight when the removal starts.
      while (writes.length < 2) await new Promise((resolve) => setImmediate(resolve));
      const answer = await owner.call('DELETE', `/users/profile/delete/${member.id}`);
      removed = true;
      return answer;
    })();
    const [deleted] = await Promise.all([removal, stream(), stream()]);
    expect(deleted.status).toBe(200);

    const late = writes.filter((write) => write.sentAfterRemoval);
    expect(late.length).toBeGreaterThanOrEqual(6);
    expect(late.every((write) => write.status === 401)).toBe(true);
    // The table holds exactly the guests whose create answered 201, all sent before the removal answered.
    const stored = (await partition(pid, 'GUEST#')).map((item) => item.email as string).sort();
    const created = writes.filter((write) => write.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(2);
    expect(created.every((write) => !write.sentAfterRemoval)).toBe(true);
    expect(stored).toEqual(created.map((write) => write.email).sort());
    expect(writes.every((write) => write.status === 201 || write.status === 401)).toBe(true);
  });
});
