import { describe, expect, it } from 'vitest';
import { ApiUser, signedInMember, signedInOwner } from '../support/api';

// The channel-manager connection's calls, as the page uses them: what they refuse before Channex is asked
// (who may call, what a body may hold, what needs a connection first).

const IDS = { 'x-message-ids': 'true' };

const CALLS: Array<[string, string, unknown?]> = [
  ['GET', '/channel-manager'],
  ['POST', '/channel-manager/connect', { api_key: 'a-key-of-some-length' }],
  ['GET', '/channel-manager/rooms'],
  ['PUT', '/channel-manager/mappings', { mappings: [] }],
  ['DELETE', '/channel-manager'],
];

describe('the channel-manager connection, before Channex is asked', () => {
  it('is not connected at first: the view says so, and what needs a connection is a 404 naming it', async () => {
    const { user } = await signedInOwner();
    const view = await user.call('GET', '/channel-manager');
    expect(view.status).toBe(200);
    expect(view.body).toEqual({ connected: false });
    for (const [method, path, body] of [
      ['GET', '/channel-manager/rooms'],
      ['PUT', '/channel-manager/mappings', { mappings: [] }],
      ['DELETE', '/channel-manager'],
    ] as const) {
      const answer = await user.call(method, path, body, IDS);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.messageId).toBe('channel.notConnected');
    }
  });

  it('is for admins and managers only: an employee gets 403, a stranger 401', async () => {
    const { user: owner } = await signedInOwner();
    const { user: manager } = await signedInMember(owner, 'manager');
    const { user: employee } = await signedInMember(owner, 'employee');
    expect((await manager.call('GET', '/channel-manager')).body).toEqual({ connected: false });
    for (const [method, path, body] of CALLS) {
      expect((await employee.call(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await new ApiUser().call(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('refuses a missing, short, spaced or extra-field key with a 400 naming the field, and never says the key back', async () => {
    const { user } = await signedInOwner();
    const cases: Array<[unknown, string]> = [
      [{}, 'channel.apiKeyRequired'],
      [{ api_key: '' }, 'channel.apiKeyRequired'],
      [{ api_key: 42 }, 'channel.apiKeyRequired'],
      [{ api_key: 'short' }, 'channel.apiKeyNotValid'],
      [{ api_key: 'has a space-inside-it' }, 'channel.apiKeyNotValid'],
      [{ api_key: 'x'.repeat(201) }, 'channel.apiKeyNotValid'],
    ];
    for (const [body, id] of cases) {
      const answer = await user.call('POST', '/channel-manager/connect', body, IDS);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body[0]).toMatchObject({ path: 'api_key', messageId: id });
      expect(answer.body).toHaveLength(1);
      const sent = (body as { api_key?: unknown }).api_key;
      if (typeof sent === 'string' && sent !== '') expect(JSON.stringify(answer.body)).not.toContain(sent);
    }
    const extra = await user.call('POST', '/channel-manager/connect', { api_key: 'a-key-of-some-length', secret: 1 }, IDS);
    expect(extra.status).toBe(400);
    expect(JSON.stringify(extra.body)).not.toContain('a-key-of-some-length');
    expect((await user.call('GET', '/channel-manager')).body).toEqual({ connected: false });
  });

  it('refuses a mapping that is not a list of well-formed ids with a 400 naming each field', async () => {
    const { user } = await signedInOwner();
    const bad = await user.call('PUT', '/channel-manager/mappings', { mappings: 'all' }, IDS);
    expect(bad.status).toBe(400);
    expect(bad.body[0]).toMatchObject({ path: 'mappings', messageId: 'channel.mappingsList' });
    const ids = await user.call(
      'PUT',
      '/channel-manager/mappings',
      { mappings: [{ room_type_id: 'a b', channel_room_type_id: '', channel_rate_plan_id: 'ok' }] },
      IDS,
    );
    expect(ids.status).toBe(400);
    expect(ids.body.map((problem: { path: string; messageId: string }) => [problem.path, problem.messageId])).toEqual([
      ['mappings.0.room_type_id', 'channel.roomTypeIdNotValid'],
      ['mappings.0.channel_room_type_id', 'channel.channelRoomTypeIdNotValid'],
    ]);
    const many = Array.from({ length: 51 }, (_, index) => ({
      room_type_id: `t${index}`,
      channel_room_type_id: `c${index}`,
      channel_rate_plan_id: `p${index}`,
    }));
    const tooMany = await user.call('PUT', '/channel-manager/mappings', { mappings: many }, IDS);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body[0]).toMatchObject({ path: 'mappings', messageId: 'channel.mappingsAtMost', values: { max: 50 } });
  });
});
