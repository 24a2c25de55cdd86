import type { MappingWarning } from '@hostel/shared/api/channel-manager-schemas';
import { message } from '@hostel/shared/i18n/message';
import { capacityOf, type RoomTypeKind } from '@hostel/shared/domain/room-units';
import { type FieldProblem, InvalidFields } from '../domain-errors';
import type { ChannelMapping } from '../data/channel-connection-repository';
import type { ChannelRatePlan, ChannelRoomType } from './channel-manager-port';

// Which of our room types sells as which channel manager room type, at which rate plan: a pure rule of
// what was read (our types, the channel manager's rooms and plans, live) and the mapping asked for.
// Refused (400, each problem on its field): a type of ours or of the channel manager's mapped twice, an
// id that exists on neither side, a rate plan of another room type, a rate plan priced per person (the push
// sends one price per unit: a bed of a dorm, a private room). Saved with a warning: a channel room type
// selling another number of units than ours (beds of a dorm, rooms of a private type), a rate plan priced in
// another currency, and a dorm of ours sold through a channel room type that is no dorm of one-guest beds
// (the OTAs would sell rooms, or beds for several). Those are allowed on purpose: the push sends our own
// availability per night, so a larger channel count never oversells, and the owner may fix Channex later.

export interface MappableRoomType {
  id: string;
  name: string;
  kind: RoomTypeKind;
  maxOccupancy: number;
  inventory: number;
  currency: string;
}

export interface RoomMappingAsked {
  roomTypeId: string;
  channelRoomTypeId: string;
  channelRatePlanId: string;
}

function problem(index: number, field: string, said: FieldProblem['msg']): FieldProblem {
  return { msg: said, path: `mappings.${index}.${field}` };
}

/** The mapping's warnings when it may be saved; throws InvalidFields naming each refused field. */
export function checkRoomMapping(
  ours: readonly MappableRoomType[],
  channelRooms: readonly ChannelRoomType[],
  ratePlans: readonly ChannelRatePlan[],
  asked: readonly RoomMappingAsked[],
): MappingWarning[] {
  const ourById = new Map(ours.map((type) => [type.id, type]));
  const theirById = new Map(channelRooms.map((room) => [room.id, room]));
  const planById = new Map(ratePlans.map((plan) => [plan.id, plan]));
  const problems: FieldProblem[] = [];
  const warnings: MappingWarning[] = [];
  const oursSeen = new Set<string>();
  const theirsSeen = new Set<string>();

  asked.forEach((mapping, index) => {
    const our = ourById.get(mapping.roomTypeId);
    const their = theirById.get(mapping.channelRoomTypeId);
    if (!our) problems.push(problem(index, 'room_type_id', message('channel.roomTypeNotFound')));
    else if (oursSeen.has(our.id))
      problems.push(problem(index, 'room_type_id', message('channel.roomTypeMappedTwice', { name: our.name })));
    if (!their) problems.push(problem(index, 'channel_room_type_id', message('channel.channelRoomTypeNotFound')));
    else if (theirsSeen.has(their.id))
      problems.push(problem(index, 'channel_room_type_id', message('channel.channelRoomTypeMappedTwice', { title: their.title })));
    oursSeen.add(mapping.roomTypeId);
    theirsSeen.add(mapping.channelRoomTypeId);
    if (!their) return;
    const plan = planById.get(mapping.channelRatePlanId);
    if (!plan || plan.roomTypeId !== their.id) {
      problems.push(problem(index, 'channel_rate_plan_id', message('channel.ratePlanNotFound', { title: their.title })));
      return;
    }
    if (plan.sellMode === 'per_person') {
      problems.push(problem(index, 'channel_rate_plan_id', message('channel.ratePlanPerPerson', { title: plan.title })));
      return;
    }
    if (!our) return;
    const units = capacityOf(our);
    if (their.units !== units) warnings.push({ room_type_id: our.id, kind: 'units', ours: String(units), theirs: String(their.units) });
    if (plan.currency !== our.currency)
      warnings.push({ room_type_id: our.id, kind: 'currency', ours: our.currency, theirs: plan.currency });
    if (our.kind === 'dorm' && (their.kind === 'room' || (their.adults ?? 1) > 1))
      warnings.push({ room_type_id: our.id, kind: 'dorm', ours: '1', theirs: `${their.kind ?? 'dorm'}:${their.adults ?? 1}` });
  });

  if (problems.length) throw new InvalidFields(problems);
  return warnings;
}

/** Our room types a new mapping links anew: not mapped before, or to another Channex room type or rate plan. */
export function newlyLinked(before: readonly ChannelMapping[], after: readonly ChannelMapping[]): Set<string> {
  const old = new Map(before.map((link) => [link.roomTypeId, link]));
  const same = (a: ChannelMapping | undefined, b: ChannelMapping) =>
    a?.channelRoomTypeId === b.channelRoomTypeId && a.channelRatePlanId === b.channelRatePlanId;
  return new Set(after.filter((link) => !same(old.get(link.roomTypeId), link)).map((link) => link.roomTypeId));
}

/**
 * The Channex room types and rate plans a new mapping lets go: linked before, linked by nothing now. Left as they
 * were, they would go on selling the last availability sent; each is closed instead (channel-push.ts).
 */
export function releasedLinks(before: readonly ChannelMapping[], after: readonly ChannelMapping[]): ChannelMapping[] {
  const rooms = new Set(after.map((link) => link.channelRoomTypeId));
  const plans = new Set(after.map((link) => link.channelRatePlanId));
  return before.filter((link) => !rooms.has(link.channelRoomTypeId) || !plans.has(link.channelRatePlanId));
}
