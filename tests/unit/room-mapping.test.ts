import { describe, expect, it } from 'vitest';
import { checkRoomMapping, type MappableRoomType, newlyLinked, releasedLinks } from '../../functions/src/channel-manager/room-mapping';
import { InvalidFields } from '../../functions/src/domain-errors';

const DORM: MappableRoomType = { id: 'dorm6', name: 'Dorm 6', kind: 'dorm', maxOccupancy: 6, inventory: 1, currency: 'USD' };
const DOUBLE: MappableRoomType = { id: 'double', name: 'Double', kind: 'private', maxOccupancy: 2, inventory: 3, currency: 'USD' };
const OURS = [DORM, DOUBLE];
const ROOMS = [
  { id: 'cx-dorm', title: 'Dorm bed', units: 6, kind: 'dorm' as const, adults: 1 },
  { id: 'cx-double', title: 'Double room', units: 3, kind: 'room' as const, adults: 2 },
  { id: 'cx-dorm-room', title: 'Dorm as a room', units: 1 },
  { id: 'cx-dorm-6', title: 'Dorm, six a unit', units: 6, kind: 'dorm' as const, adults: 6 },
  { id: 'cx-room-beds', title: 'Beds as rooms', units: 6, kind: 'room' as const, adults: 1 },
];
const PLANS = [
  { id: 'plan-dorm', title: 'Standard', roomTypeId: 'cx-dorm', currency: 'USD', sellMode: 'per_room' as const },
  { id: 'plan-dorm-pp', title: 'Per guest', roomTypeId: 'cx-dorm', currency: 'USD', sellMode: 'per_person' as const },
  { id: 'plan-double', title: 'Standard', roomTypeId: 'cx-double', currency: 'USD' },
  { id: 'plan-double-eur', title: 'Euro', roomTypeId: 'cx-double', currency: 'EUR' },
  { id: 'plan-dorm-room', title: 'Whole room', roomTypeId: 'cx-dorm-room', currency: 'USD' },
  { id: 'plan-dorm-6', title: 'Six', roomTypeId: 'cx-dorm-6', currency: 'USD' },
  { id: 'plan-room-beds', title: 'Beds', roomTypeId: 'cx-room-beds', currency: 'USD' },
];

const map = (roomTypeId: string, channelRoomTypeId: string, channelRatePlanId: string) => ({
  roomTypeId,
  channelRoomTypeId,
  channelRatePlanId,
});

function problemsOf(asked: ReturnType<typeof map>[]) {
  try {
    checkRoomMapping(OURS, ROOMS, PLANS, asked);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidFields);
    return (error as InvalidFields).problems.map((problem) => ({
      path: problem.path,
      id: (problem.msg as { id: string }).id,
      values: (problem.msg as { values?: unknown }).values,
    }));
  }
  throw new Error('the mapping was accepted');
}

describe('mapping our room types to the channel manager', () => {
  it('accepts a mapping whose units and currency agree, with no warning', () => {
    expect(checkRoomMapping(OURS, ROOMS, PLANS, [map('dorm6', 'cx-dorm', 'plan-dorm'), map('double', 'cx-double', 'plan-double')])).toEqual(
      [],
    );
  });

  it('accepts an empty mapping (nothing sold through the channel manager yet)', () => {
    expect(checkRoomMapping(OURS, ROOMS, PLANS, [])).toEqual([]);
  });

  it('saves a dorm sold by the bed on a channel room type of another count, with a warning naming both counts', () => {
    expect(checkRoomMapping(OURS, ROOMS, PLANS, [map('dorm6', 'cx-dorm-room', 'plan-dorm-room')])).toEqual([
      { room_type_id: 'dorm6', kind: 'units', ours: '6', theirs: '1' },
    ]);
  });

  it('refuses a rate plan priced per person: the push sends one price a unit', () => {
    expect(problemsOf([map('dorm6', 'cx-dorm', 'plan-dorm-pp')])).toEqual([
      { path: 'mappings.0.channel_rate_plan_id', id: 'channel.ratePlanPerPerson', values: { title: 'Per guest' } },
    ]);
  });

  it('warns of a dorm sold through a channel room type that is a room, or takes several adults a unit', () => {
    expect(checkRoomMapping(OURS, ROOMS, PLANS, [map('dorm6', 'cx-room-beds', 'plan-room-beds')])).toEqual([
      { room_type_id: 'dorm6', kind: 'dorm', ours: '1', theirs: 'room:1' },
    ]);
    expect(checkRoomMapping(OURS, ROOMS, PLANS, [map('dorm6', 'cx-dorm-6', 'plan-dorm-6')])).toEqual([
      { room_type_id: 'dorm6', kind: 'dorm', ours: '1', theirs: 'dorm:6' },
    ]);
    // A private room on a room of two adults is as it should be.
    expect(checkRoomMapping(OURS, ROOMS, PLANS, [map('double', 'cx-double', 'plan-double')])).toEqual([]);
  });

  it('warns of a rate plan priced in another currency than the room type', () => {
    expect(checkRoomMapping(OURS, ROOMS, PLANS, [map('double', 'cx-double', 'plan-double-eur')])).toEqual([
      { room_type_id: 'double', kind: 'currency', ours: 'USD', theirs: 'EUR' },
    ]);
  });

  it('refuses one of our room types mapped twice', () => {
    expect(problemsOf([map('dorm6', 'cx-dorm', 'plan-dorm'), map('dorm6', 'cx-double', 'plan-double')])).toEqual([
      { path: 'mappings.1.room_type_id', id: 'channel.roomTypeMappedTwice', values: { name: 'Dorm 6' } },
    ]);
  });

  it('refuses a channel room type mapped to two of ours', () => {
    expect(problemsOf([map('dorm6', 'cx-double', 'plan-double'), map('double', 'cx-double', 'plan-double')])).toEqual([
      { path: 'mappings.1.channel_room_type_id', id: 'channel.channelRoomTypeMappedTwice', values: { title: 'Double room' } },
    ]);
  });

  it('refuses ids that exist on neither side, and a rate plan of another room type', () => {
    expect(
      problemsOf([map('gone', 'cx-dorm', 'plan-dorm'), map('double', 'cx-gone', 'plan-double'), map('dorm6', 'cx-double', 'plan-dorm')]),
    ).toEqual([
      { path: 'mappings.0.room_type_id', id: 'channel.roomTypeNotFound', values: undefined },
      { path: 'mappings.1.channel_room_type_id', id: 'channel.channelRoomTypeNotFound', values: undefined },
      { path: 'mappings.2.channel_rate_plan_id', id: 'channel.ratePlanNotFound', values: { title: 'Double room' } },
    ]);
  });
});

describe('the types a saved mapping links anew (sent at once)', () => {
  const before = [map('dorm6', 'cx-dorm', 'plan-dorm'), map('double', 'cx-double', 'plan-double')];

  it('are those not mapped before, or mapped to another Channex room type or rate plan', () => {
    const after = [
      map('dorm6', 'cx-dorm', 'plan-dorm'),
      map('double', 'cx-double', 'plan-breakfast'),
      map('single', 'cx-single', 'plan-single'),
    ];
    expect([...newlyLinked(before, after)]).toEqual(['double', 'single']);
    expect([...newlyLinked(before, [map('dorm6', 'cx-double', 'plan-dorm')])]).toEqual(['dorm6']);
  });

  it('are none when the same mapping is saved again, or a type is only unmapped', () => {
    expect(newlyLinked(before, before).size).toBe(0);
    expect(newlyLinked(before, before.slice(0, 1)).size).toBe(0);
    expect([...newlyLinked([], before)]).toEqual(['dorm6', 'double']);
  });
});

describe('the Channex rooms a saved mapping lets go (sent closed)', () => {
  const before = [map('dorm6', 'cx-dorm', 'plan-dorm'), map('double', 'cx-double', 'plan-double')];

  it('are the rooms and rate plans no link holds any more: a type unmapped, or moved to another room or plan', () => {
    expect(releasedLinks(before, before.slice(0, 1))).toEqual([before[1]]);
    expect(releasedLinks(before, [map('dorm6', 'cx-dorm', 'plan-dorm'), map('double', 'cx-single', 'plan-single')])).toEqual([before[1]]);
    expect(releasedLinks(before, [map('dorm6', 'cx-dorm', 'plan-dorm'), map('double', 'cx-double', 'plan-breakfast')])).toEqual([
      before[1],
    ]);
  });

  it('are none when every room and plan is still linked, to the same type or swapped to another', () => {
    expect(releasedLinks(before, before)).toEqual([]);
    expect(releasedLinks(before, [map('dorm6', 'cx-double', 'plan-double'), map('double', 'cx-dorm', 'plan-dorm')])).toEqual([]);
    expect(releasedLinks([], before)).toEqual([]);
  });
});
