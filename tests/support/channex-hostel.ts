import { expect } from 'vitest';
import { todayIn } from '../../shared/src/domain/dates';
import { type ApiUser, propertyIdOf, signedInOwner } from './api';
import { channexStandIn } from './channex-stand-in';
import { DORM, roomType } from './front-desk';

// A hostel connected to the test stack's Channex stand-in through its own calls: one dorm of ours mapped to a
// Channex dorm of 6 beds with its rate plan, for the files that drive bookings in through the whole stack.

export async function channexHostel(title: string) {
  const { user } = await signedInOwner();
  const pid = propertyIdOf(user);
  const dorm = await roomType(user, DORM);
  const channex = await channexStandIn.createProperty({
    title,
    currency: 'USD',
    roomTypes: [{ title: 'Dorm 6 beds', units: 6, kind: 'dorm', occAdults: 1, ratePlans: ['Bed'] }],
  });
  const cxDorm = channex.roomTypes[0]!;
  expect((await user.call('POST', '/channel-manager/connect', { api_key: channex.apiKey })).status).toBe(200);
  const mappings = [{ room_type_id: dorm._id, channel_room_type_id: cxDorm.id, channel_rate_plan_id: cxDorm.ratePlans[0]!.id }];
  expect((await user.call('PUT', '/channel-manager/mappings', { mappings })).status).toBe(200);
  const capacities = { [dorm._id]: { capacity: 6, kind: 'dorm' as const } };
  return { user, pid, dorm, channex, cxDorm, capacities, today: todayIn('UTC') };
}

/**
 * "Sync now" over HTTP until Channex holds `acknowledged` revisions of the key: another test file's run of the
 * schedule may hold the property a moment, or pull a revision first (then this call finds it done).
 */
export async function syncUntilAcknowledged(user: ApiUser, apiKey: string, acknowledged: number, { conflictsExpected = false } = {}) {
  for (let call = 0; call < 100; call += 1) {
    const answer = await user.call('POST', '/channel-manager/sync');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    if (!conflictsExpected) expect(answer.body).toMatchObject({ conflicts: 0 });
    if ((await channexStandIn.acknowledged(apiKey)).length >= acknowledged) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the revisions were not acknowledged');
}
