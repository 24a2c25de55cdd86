import { expect } from 'vitest';
import { addDays, todayIn } from '../../shared/src/domain/dates';
import {
  type BookingRevision,
  type ChannelManager,
  ChannelManagerError,
  type RevisionRoom,
} from '../../functions/src/channel-manager/channel-manager-port';
import { type ApiUser, propertyIdOf, signedInOwner } from './api';
import { channexStandIn } from './channex-stand-in';
import { roomType } from './front-desk';
import { configureFunctions, handlerEvent, type InProcessHandler, lambdaContext } from './in-process';
import { partition } from './table';

// A channel manager for the booking-sync tests, in this process: it delivers the revisions a test gives
// it until each is acknowledged, and checks at every acknowledgement that the revision is already
// recorded in the table (applied or stored as a conflict): an acknowledgement before the commit is a failure.

export class ChannelOfRevisions implements ChannelManager {
  private pending: BookingRevision[] = [];
  readonly acknowledged: string[] = [];
  /** Acknowledgements of revisions the table did not hold as recorded at that moment. */
  readonly early: string[] = [];

  /**
   * `ids`: the test's names for the channel's room types (cm-dorm, cm-suite) → the stand-in's ids the property is
   * mapped to (its availability goes to the stand-in, as a connected property's does).
   */
  constructor(
    private readonly propertyId: string,
    private readonly ids: Readonly<Record<string, string>> = {},
  ) {}

  deliver(...revisions: BookingRevision[]): void {
    this.pending.push(...revisions);
  }

  get waiting(): number {
    return this.pending.length;
  }

  async unacknowledgedRevisions(): Promise<BookingRevision[]> {
    const named = (id: string) => this.ids[id] ?? id;
    return this.pending.map((revision) => ({
      ...revision,
      rooms: revision.rooms.map((room) => ({
        ...room,
        roomTypeId: room.roomTypeId && named(room.roomTypeId),
        ratePlanId: room.ratePlanId && named(room.ratePlanId),
      })),
    }));
  }

  /** The next `count` acknowledgements fail as a channel manager that did not answer. */
  loseAcknowledgements(count: number): void {
    this.toLose = count;
  }

  private toLose = 0;

  async acknowledge(revisionId: string): Promise<void> {
    const [record] = await partition(this.propertyId, `CHANNELREV#${revisionId}`);
    if (!record || record.outcome === 'partial') this.early.push(revisionId);
    if (this.toLose > 0) {
      this.toLose -= 1;
      throw new ChannelManagerError({ kind: 'unavailable' });
    }
    this.acknowledged.push(revisionId);
    this.pending = this.pending.filter((revision) => revision.id !== revisionId);
  }

  property(): Promise<never> {
    throw new Error('not used by the booking sync');
  }
  roomTypes(): Promise<never> {
    throw new Error('not used by the booking sync');
  }
  ratePlans(): Promise<never> {
    throw new Error('not used by the booking sync');
  }
  pushAvailability(): Promise<never> {
    throw new Error('not used by the booking sync');
  }
  pushRates(): Promise<never> {
    throw new Error('not used by the booking sync');
  }
}

let revisions = 0;

/** A revision of booking `bookingId` (new by default): one room of `nights` nights from `checkIn`. */
export function channelRevision(
  bookingId: string,
  checkIn: string,
  over: Partial<BookingRevision> & { room?: Partial<RevisionRoom>; nights?: number } = {},
): BookingRevision {
  revisions += 1;
  const { room, nights = 2, ...rest } = over;
  return {
    id: `rev-${revisions}-${Math.random().toString(36).slice(2, 8)}`,
    bookingId,
    status: 'new',
    otaReservationCode: `OTA-${bookingId}`,
    channel: 'booking.com',
    currency: 'USD',
    amountCents: 9000,
    customer: { name: 'Ana', surname: 'Pérez', email: undefined, phone: '+54 11 5555 0000', country: 'AR' },
    rooms: [
      { roomTypeId: 'cm-dorm', ratePlanId: 'cm-rate', checkIn, checkOut: addDays(checkIn, nights), guests: 1, amountCents: 9000, ...room },
    ],
    notes: undefined,
    receivedAt: new Date().toISOString(),
    ...rest,
  };
}

export interface ChannelDesk {
  user: ApiUser;
  pid: string;
  email: string;
  today: string;
  dorm: { _id: string };
  suite: { _id: string };
  channel: ChannelOfRevisions;
  capacities: Record<string, { capacity: number; kind: 'dorm' | 'private' }>;
}

type Handler = InProcessHandler;
let loaded:
  | {
      sync: Handler;
      webhook: Handler;
      put: (
        pid: string,
        apiKey: string,
        mappings: { roomTypeId: string; channelRoomTypeId: string; channelRatePlanId: string }[],
      ) => Promise<string>;
    }
  | undefined;
const channels = new Map<string, ChannelOfRevisions>();

/** The functions in this process, on the test stack's table, with channel managers of revisions (call in beforeAll). */
export async function loadChannelFunctions(): Promise<void> {
  configureFunctions();
  const [{ setChannelManagerFactory }, { channelConnections }, { sealApiKey }, { secrets }, { trustedTenant }] = await Promise.all([
    import('../../functions/src/channel-manager/connected-channel-manager'),
    import('../../functions/src/data/channel-connection-repository'),
    import('../../functions/src/channel-manager/api-key-sealing'),
    import('../../functions/src/secrets'),
    import('../../functions/src/data/tenant'),
  ]);
  // The connection's key (the stand-in's) names the channel of revisions the test gave that property.
  setChannelManagerFactory((apiKey) => channels.get(apiKey)!);
  loaded = {
    sync: (await import('../../functions/src/handlers/sync-channel-manager')).handler as unknown as Handler,
    webhook: (await import('../../functions/src/handlers/receive-channel-manager-webhook')).handler as unknown as Handler,
    put: async (pid, apiKey, mappings) => {
      const connectedAt = new Date().toISOString();
      await channelConnections.put(trustedTenant(pid), {
        provider: 'channex',
        channelPropertyId: `cp-${pid}`,
        channelPropertyTitle: 'Casa',
        currency: 'USD',
        sealedKey: sealApiKey(apiKey, pid, (await secrets()).channelKeyKey),
        mappings,
        connectedAt,
        connectedBy: 'test',
      });
      return connectedAt;
    },
  };
}

const DORM = { description: 'Dorm', type: 'dorm', max_occupancy: 4, inventory: 1, base_rate: 20, currency: 'USD' };
const SUITE = { description: 'Suite', type: 'private', max_occupancy: 2, inventory: 1, base_rate: 80, currency: 'USD' };

/**
 * A hostel with a 4-bed dorm and a suite, connected with a key of the stand-in's (so the pusher's availability
 * goes there and is taken), whose revisions come from a channel of revisions in this process; the tests call
 * its room types cm-dorm and cm-suite.
 */
export async function channelDesk(dormBeds = 4): Promise<ChannelDesk & { connectedAt: string }> {
  const { user, email } = await signedInOwner();
  const pid = propertyIdOf(user);
  const [dorm, suite, channex] = await Promise.all([
    roomType(user, { ...DORM, max_occupancy: dormBeds }),
    roomType(user, SUITE),
    channexStandIn.createProperty({
      title: 'Casa',
      currency: 'USD',
      roomTypes: [
        { title: 'Dorm', units: dormBeds, kind: 'dorm', occAdults: 1, ratePlans: ['Bed'] },
        { title: 'Suite', units: 1, kind: 'room', ratePlans: ['Room'] },
      ],
    }),
  ]);
  const [cxDorm, cxSuite] = channex.roomTypes;
  const ids = {
    'cm-dorm': cxDorm!.id,
    'cm-rate': cxDorm!.ratePlans[0]!.id,
    'cm-suite': cxSuite!.id,
    'cm-suite-rate': cxSuite!.ratePlans[0]!.id,
  };
  const channel = new ChannelOfRevisions(pid, ids);
  channels.set(channex.apiKey, channel);
  const connectedAt = await loaded!.put(pid, channex.apiKey, [
    { roomTypeId: dorm._id, channelRoomTypeId: ids['cm-dorm'], channelRatePlanId: ids['cm-rate'] },
    { roomTypeId: suite._id, channelRoomTypeId: ids['cm-suite'], channelRatePlanId: ids['cm-suite-rate'] },
  ]);
  const capacities = { [dorm._id]: { capacity: dormBeds, kind: 'dorm' as const }, [suite._id]: { capacity: 1, kind: 'private' as const } };
  return { user, pid, email, today: todayIn('UTC'), dorm, suite, channel, capacities, connectedAt };
}

/** "Sync now", run in this process as Lambda runs it: its answer. */
export async function syncNow(user: ApiUser): Promise<{ statusCode?: number; body: Record<string, any> }> {
  const answer = await loaded!.sync(handlerEvent('POST', { cookies: [user.cookie] }), lambdaContext());
  return { statusCode: answer.statusCode, body: JSON.parse(answer.body ?? '{}') };
}

/**
 * "Sync now" once no other pull of the property runs (another file's run of the schedule may hold the
 * property's lease for a moment): polled until it answers a pull of its own.
 */
export async function pulled(user: ApiUser): Promise<Record<string, any>> {
  for (let call = 0; call < 100; call += 1) {
    const answer = await syncNow(user);
    // 503: a pull that ran out of its request's budget on a crowded table; the next call goes on from where it is.
    expect([200, 503]).toContain(answer.statusCode);
    if (answer.statusCode === 200 && !answer.body.sync_running) return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the property stayed locked by another pull');
}

/** "Sync now" until the channel has nothing left to deliver (each call takes what its budget allows). */
export async function syncUntilDrained(desk: ChannelDesk): Promise<void> {
  for (let call = 0; call < 30 && desk.channel.waiting > 0; call += 1) await pulled(desk.user);
  expect(desk.channel.waiting).toBe(0);
}

/** The channel manager's webhook call, to the address `token` names. */
export async function webhook(token: string, body: unknown = { event: 'booking' }) {
  const answer = await loaded!.webhook(handlerEvent('POST', { body, pathParameters: { token } }), lambdaContext());
  return { statusCode: answer.statusCode, body: JSON.parse(answer.body ?? '{}') };
}
