import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { signedInMember } from '../support/api';
import { frontDesk, stay } from '../support/front-desk';
import { partition } from '../support/table';

// A booking sent without an Idempotency-Key is keyed by the signed-in user and its exact body for a few
// minutes (decisions.md): a blind resend answers the first reservation and books nothing more.

describe('a booking without an Idempotency-Key', () => {
  it('sent twice with the same body by the same user, at once or later, is one reservation', async () => {
    const { user, pid, today, dorm, ana } = await frontDesk();
    const body = stay(ana._id, dorm._id, addDays(today, 3), 2);
    const [first, racing] = await Promise.all([user.call('POST', '/reservations/new', body), user.call('POST', '/reservations/new', body)]);
    const later = await user.call('POST', '/reservations/new', { ...body, number_of_guest: '1' });
    expect([first.status, racing.status, later.status]).toEqual([201, 201, 201]);
    expect(racing.body).toEqual(first.body);
    expect(later.body).toEqual(first.body);
    expect((await partition(pid, 'RES#')).map((item) => item.id)).toEqual([first.body._id]);
  });

  it('is a new reservation when the body differs, or another user sends it', async () => {
    const { user, pid, today, dorm, ana } = await frontDesk();
    const body = stay(ana._id, dorm._id, addDays(today, 3), 2);
    const first = await user.call('POST', '/reservations/new', body);
    const other = await user.call('POST', '/reservations/new', { ...body, special_request: 'Second bed for a friend' });
    const { user: colleague } = await signedInMember(user, 'employee');
    const colleagues = await colleague.call('POST', '/reservations/new', body);
    expect([first.status, other.status, colleagues.status]).toEqual([201, 201, 201]);
    expect(new Set([first.body._id, other.body._id, colleagues.body._id]).size).toBe(3);
    expect(await partition(pid, 'RES#')).toHaveLength(3);
  });
});
