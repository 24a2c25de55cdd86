import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ApiUser, propertyIdOf, signedInMember, signedInOwner } from '../support/api';
import { addDays, datesFrom, todayIn } from '../../shared/src/domain/dates';
import { channexStandIn } from '../support/channex-stand-in';
import { channelNightsOf, shownOver, streamSettled, windowFrom } from '../support/channex-nights';
import { DORM, PRIVATE, roomType } from '../support/front-desk';
import { TABLE, table } from '../support/table';

// The channel-manager connection's calls, as the page uses them: what they refuse before Channex is asked
// (who may call, what a body may hold, what needs a connection first), then against the test stack's
// Channex stand-in: connect, list its rooms, map, reconnect, disconnect; the key in no answer and only sealed;
// a mapping's newly linked types sent at once.

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

/** A Channex property of the stand-in's with a dorm sold by the bed (6 units) and a private type (3 rooms). */
async function channexHostel(title = 'Casa Andina Hostel') {
  return channexStandIn.createProperty({
    title,
    currency: 'USD',
    roomTypes: [
      { title: 'Dorm 6 beds', units: 6, kind: 'dorm', occAdults: 1, ratePlans: ['Bed'] },
      { title: 'Double room', units: 3, kind: 'room', ratePlans: ['Room', 'Room and breakfast'] },
    ],
  });
}

async function connectionItem(pid: string) {
  return (await table().send(new GetCommand({ TableName: TABLE, Key: { pk: `PROP#${pid}`, sk: 'CHANNELMGR' } }))).Item;
}

describe('the channel-manager connection, with Channex (the stand-in)', () => {
  it('connects with a right key, stores it only sealed, lists the rooms, maps, reconnects and disconnects; no answer holds the key', async () => {
    const { user } = await signedInOwner();
    const pid = propertyIdOf(user);
    const dorm = await roomType(user, DORM);
    const double = await roomType(user, PRIVATE);
    const channex = await channexHostel();
    const [cxDorm, cxDouble] = channex.roomTypes;
    const answers: unknown[] = [];
    const call = async (method: string, path: string, body?: unknown) => {
      const answer = await user.call(method, path, body, IDS);
      answers.push(answer.body);
      return answer;
    };

    const connected = await call('POST', '/channel-manager/connect', { api_key: `  ${channex.apiKey}  ` });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    expect(connected.body).toMatchObject({
      connected: true,
      provider: 'channex',
      channel_property_id: channex.propertyId,
      channel_property_title: 'Casa Andina Hostel',
      currency: 'USD',
      mappings: [],
    });
    expect(Date.parse(connected.body.connected_at)).toBeGreaterThan(Date.now() - 60_000);
    const item = await connectionItem(pid);
    expect(item).toMatchObject({ gsi1pk: 'CHANNELMGR', gsi1sk: pid, provider: 'channex', connectedBy: expect.any(String) });
    expect(JSON.stringify(item)).not.toContain(channex.apiKey);
    expect(item?.sealedKey).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // The schedule's list: one Query of the index finds it.
    const listed = await table().send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
        ExpressionAttributeValues: { ':pk': 'CHANNELMGR', ':sk': pid },
      }),
    );
    expect(listed.Items).toHaveLength(1);

    const rooms = await call('GET', '/channel-manager/rooms');
    expect(rooms.status).toBe(200);
    expect(
      rooms.body.room_types.map((room: { title: string; units: number; rate_plans: { title: string }[] }) => [
        room.title,
        room.units,
        room.rate_plans.map((plan) => plan.title),
      ]),
    ).toEqual([
      ['Dorm 6 beds', 6, ['Bed']],
      ['Double room', 3, ['Room', 'Room and breakfast']],
    ]);

    const mappings = [
      { room_type_id: dorm._id, channel_room_type_id: cxDorm!.id, channel_rate_plan_id: cxDorm!.ratePlans[0]!.id },
      { room_type_id: double._id, channel_room_type_id: cxDouble!.id, channel_rate_plan_id: cxDouble!.ratePlans[1]!.id },
    ];
    const mapped = await call('PUT', '/channel-manager/mappings', { mappings });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    expect(mapped.body).toMatchObject({ connected: true, mappings, warnings: [] });
    expect((await call('GET', '/channel-manager')).body.mappings).toEqual(mappings);

    // A dorm on the private type's Channex room (3 units for 6 beds, a room of two): saved, with the warnings naming
    // both counts, and that Channex would not sell it as beds.
    const swapped = await call('PUT', '/channel-manager/mappings', {
      mappings: [{ room_type_id: dorm._id, channel_room_type_id: cxDouble!.id, channel_rate_plan_id: cxDouble!.ratePlans[0]!.id }],
    });
    expect(swapped.status).toBe(200);
    expect(swapped.body.warnings).toEqual([
      { room_type_id: dorm._id, kind: 'units', ours: '6', theirs: '3' },
      { room_type_id: dorm._id, kind: 'dorm', ours: '1', theirs: 'room:2' },
    ]);

    // Refused by field: twice the same Channex room, an unknown one, a plan of another room type.
    const refused = await call('PUT', '/channel-manager/mappings', {
      mappings: [
        { room_type_id: dorm._id, channel_room_type_id: cxDouble!.id, channel_rate_plan_id: cxDouble!.ratePlans[0]!.id },
        { room_type_id: double._id, channel_room_type_id: cxDouble!.id, channel_rate_plan_id: cxDorm!.ratePlans[0]!.id },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.map((problem: { path: string; messageId: string }) => [problem.path, problem.messageId])).toEqual([
      ['mappings.1.channel_room_type_id', 'channel.channelRoomTypeMappedTwice'],
      ['mappings.1.channel_rate_plan_id', 'channel.ratePlanNotFound'],
    ]);
    expect((await call('GET', '/channel-manager')).body.mappings).toHaveLength(1);

    // The same key again (a reconnect to the same Channex property) keeps the mapping.
    await call('PUT', '/channel-manager/mappings', { mappings });
    const again = await call('POST', '/channel-manager/connect', { api_key: channex.apiKey });
    expect(again.status).toBe(200);
    expect(again.body.mappings).toEqual(mappings);

    const gone = await call('DELETE', '/channel-manager');
    expect(gone.status).toBe(200);
    expect(gone.body.messageId).toBe('channel.disconnected');
    expect((await call('GET', '/channel-manager')).body).toEqual({ connected: false });
    expect(await connectionItem(pid)).toBeUndefined();

    for (const body of answers) expect(JSON.stringify(body)).not.toContain(channex.apiKey);
  });

  it('refuses a wrong key, or one opening several properties, with a 400 and stores nothing; Channex failing is a 503 to retry, and nothing stored', async () => {
    const { user } = await signedInOwner();
    const wrong = await user.call('POST', '/channel-manager/connect', { api_key: 'not-a-key-channex-knows' }, IDS);
    expect(wrong.status).toBe(400);
    expect(wrong.body.messageId).toBe('channel.apiKeyRefused');
    const shared = await channexHostel('One of two');
    await channexStandIn.createProperty({ title: 'Two of two', currency: 'USD', roomTypes: [], apiKey: shared.apiKey });
    const several = await user.call('POST', '/channel-manager/connect', { api_key: shared.apiKey }, IDS);
    expect(several.status).toBe(400);
    expect(several.body.messageId).toBe('channel.apiKeyNotOneProperty');
    const channex = await channexHostel('Hostel Down');
    await channexStandIn.failNext(channex.apiKey, 20, 500);
    const down = await user.call('POST', '/channel-manager/connect', { api_key: channex.apiKey }, IDS);
    expect(down.status).toBe(503);
    expect(down.body.messageId).toBe('channel.channexUnavailable');
    expect(down.headers.get('retry-after')).toBeTruthy();
    expect(JSON.stringify([wrong.body, down.body])).not.toContain(channex.apiKey);
    expect((await user.call('GET', '/channel-manager')).body).toEqual({ connected: false });
    expect(await connectionItem(propertyIdOf(user))).toBeUndefined();
  });

  it('refuses a rate plan priced per person with a 400 on its field, and saves nothing', async () => {
    const { user } = await signedInOwner();
    const dorm = await roomType(user, DORM);
    const channex = await channexStandIn.createProperty({
      title: 'Casa Per Persona',
      currency: 'USD',
      roomTypes: [{ title: 'Dorm 6 beds', units: 6, kind: 'dorm', occAdults: 1, ratePlans: ['Per guest'], sellMode: 'per_person' }],
    });
    expect((await user.call('POST', '/channel-manager/connect', { api_key: channex.apiKey })).status).toBe(200);
    const [cxDorm] = channex.roomTypes;
    const refused = await user.call(
      'PUT',
      '/channel-manager/mappings',
      { mappings: [{ room_type_id: dorm._id, channel_room_type_id: cxDorm!.id, channel_rate_plan_id: cxDorm!.ratePlans[0]!.id }] },
      IDS,
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual([
      expect.objectContaining({ path: 'mappings.0.channel_rate_plan_id', messageId: 'channel.ratePlanPerPerson' }),
    ]);
    expect((await user.call('GET', '/channel-manager')).body.mappings).toEqual([]);
  });

  it('a reconnect to another Channex property starts its mapping empty', async () => {
    const { user } = await signedInOwner();
    const dorm = await roomType(user, DORM);
    const first = await channexHostel('First');
    const second = await channexHostel('Second');
    await user.call('POST', '/channel-manager/connect', { api_key: first.apiKey });
    const cx = first.roomTypes[0]!;
    const mapped = await user.call('PUT', '/channel-manager/mappings', {
      mappings: [{ room_type_id: dorm._id, channel_room_type_id: cx.id, channel_rate_plan_id: cx.ratePlans[0]!.id }],
    });
    expect(mapped.status).toBe(200);
    const moved = await user.call('POST', '/channel-manager/connect', { api_key: second.apiKey });
    expect(moved.body).toMatchObject({ channel_property_title: 'Second', mappings: [] });
  });
});

type Link = { roomTypeId: string; ratePlanId: string };

/** Two room types and a Channex property with two, connected, the dorm mapped, and the stream settled. */
async function dormMappedAndSettled(title: string) {
  const { user } = await signedInOwner();
  const dorm = await roomType(user, DORM);
  const double = await roomType(user, PRIVATE);
  const channex = await channexHostel(title);
  const [cxDorm, cxDouble] = channex.roomTypes;
  const dormLink: Link = { roomTypeId: cxDorm!.id, ratePlanId: cxDorm!.ratePlans[0]!.id };
  const doubleLink: Link = { roomTypeId: cxDouble!.id, ratePlanId: cxDouble!.ratePlans[0]!.id };
  const map = (...links: Array<[string, Link]>) =>
    user.call('PUT', '/channel-manager/mappings', {
      mappings: links.map(([ours, link]) => ({
        room_type_id: ours,
        channel_room_type_id: link.roomTypeId,
        channel_rate_plan_id: link.ratePlanId,
      })),
    });
  expect((await user.call('POST', '/channel-manager/connect', { api_key: channex.apiKey })).status).toBe(200);
  const window = windowFrom(todayIn('UTC'));
  const mapped = await map([dorm._id, dormLink]);
  expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
  // Sent within the call: the stand-in holds the dorm's whole window as the app sells it, and nothing of the double.
  const sentAtOnce = await shownOver(channex.apiKey, [dormLink, doubleLink], window);
  await streamSettled(user, channex.apiKey, dorm._id, dormLink.ratePlanId, window[30]!);
  return { user, pid: propertyIdOf(user), dorm, double, apiKey: channex.apiKey, dormLink, doubleLink, map, window, sentAtOnce };
}

describe('saving a mapping sends what it links', () => {
  it('sends a newly mapped type’s next 500 nights at once, with no resync, and only the types linked anew', async () => {
    const { dorm, double, apiKey, dormLink, doubleLink, map, window, sentAtOnce } = await dormMappedAndSettled('Mapped And Sent');
    expect(sentAtOnce).toEqual([
      { units: 6, stopSell: false },
      { units: undefined, stopSell: undefined },
    ]);
    // No night past the window.
    expect((await channelNightsOf(apiKey)).units.has(`${dormLink.roomTypeId}#${addDays(window.at(-1)!, 1)}`)).toBe(false);

    const before = (await channexStandIn.ariMessages(apiKey)).length;
    expect((await map([dorm._id, dormLink], [double._id, doubleLink])).status).toBe(200);
    const added = (await channexStandIn.ariMessages(apiKey)).slice(before);
    const nightsSent = (id: string) =>
      new Set(
        added.flatMap((message) =>
          message.values
            .filter((value) => (value.room_type_id ?? value.rate_plan_id) === id)
            .flatMap((value) => (value.date ? [String(value.date)] : datesFrom(String(value.date_from), String(value.date_to)))),
        ),
      );
    // The double's whole window; the dorm's link did not change, so not its window again (a stream push of the
    // settling rate change may still send its one night meanwhile).
    expect([nightsSent(doubleLink.roomTypeId).size, nightsSent(doubleLink.ratePlanId).size]).toEqual([window.length, window.length]);
    expect(nightsSent(dormLink.roomTypeId).size).toBeLessThan(window.length);
    expect(nightsSent(dormLink.ratePlanId).size).toBeLessThan(window.length);
    expect(await shownOver(apiKey, [dormLink, doubleLink], window)).toEqual([
      { units: 6, stopSell: false },
      { units: 3, stopSell: false },
    ]);
  });

  it('saves the mapping when Channex fails to take the push, and keeps the new type’s nights pending for the sweep', async () => {
    const { user, pid, dorm, double, apiKey, dormLink, doubleLink, map, window } = await dormMappedAndSettled('Mapped While Channex Fails');
    // The reads of the rooms go through; availability messages fail until Channex is back (a stream push of the
    // settling change may come meanwhile and fail too).
    await channexStandIn.failNext(apiKey, 1_000, 500, '/availability');
    const mapped = await map([dorm._id, dormLink], [double._id, doubleLink]);
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    expect(mapped.body.mappings).toHaveLength(2);
    const pending = (await table().send(new GetCommand({ TableName: TABLE, Key: { pk: `PROP#${pid}`, sk: 'CHANNELPUSH' } }))).Item;
    expect(pending).toMatchObject({
      lastError: 'unavailable',
      gsi1pk: 'CHANNELPUSH',
      pending: { [double._id]: { from: window[0], to: window.at(-1) } },
    });
    expect(pending!.pending[dorm._id]).not.toEqual({ from: window[0], to: window.at(-1) });
    expect((await user.call('GET', '/channel-manager')).body.last_push_error).toBe('unavailable');
    // Channex back: the next push (here the owner's resync) sends what waited, and nothing stays pending.
    await channexStandIn.failNext(apiKey, 0, 500);
    expect((await user.call('POST', '/channel-manager/resync')).body.sent).toBe(true);
    expect(await shownOver(apiKey, [doubleLink], window)).toEqual([{ units: 3, stopSell: false }]);
    expect((await table().send(new GetCommand({ TableName: TABLE, Key: { pk: `PROP#${pid}`, sk: 'CHANNELPUSH' } }))).Item).toBeUndefined();
  });
});
